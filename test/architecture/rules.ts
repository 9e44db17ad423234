// DESIGN §3's import rules, over the graph of src/ (importGraph.ts): each rule names the imports
// that break it. `npm test` runs them (test/unit/architecture.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { circles, edges, type ImportGraph } from './importGraph';

const under = (folder: string) => (file: string) => file.startsWith(`src/${folder}/`);
const SHARED = ['api', 'bonus', 'captcha', 'contract', 'crypto', 'forms', 'host', 'i18n', 'payment', 'payout', 'routes', 'screens', 'security', 'state', 'styles', 'transport', 'ui'];
const isShared = (file: string) => SHARED.some((folder) => under(folder)(file)) || /^src\/[^/]+\.tsx?$/.test(file);
/** What shared code may take from flows/: the flow contract (the definition, the table, the mode). */
const isFlowContract = under('flows/contract');
/** The flow a file belongs to (`src/flows/<flow>/…`), the contract being none. */
const flowOf = (file: string): string | null => (isFlowContract(file) ? null : (/^src\/flows\/([^/]+)\//.exec(file)?.[1] ?? null));
const isFlowIndex = (file: string) => /^src\/flows\/[^/]+\/index\.tsx?$/.test(file);
/** The packages that reach the network; only transport/ may import them. */
const NETWORK_PACKAGES = ['package:socket.io-client', 'package:engine.io-client'];

export const RULES: { name: string; check(graph: ImportGraph): (string | { from: string; to: string })[] }[] = [
  {
    name: 'no import circle (type imports and import() counted)',
    check: (graph) => circles(graph).map((circle) => circle.join(' → ')),
  },
  {
    name: 'nothing imports element/ (it composes the parts)',
    check: (graph) => edges(graph).filter(({ from, to }) => under('element')(to) && !under('element')(from)),
  },
  {
    name: 'shared code imports from flows/ only the flow contract, and no mode',
    check: (graph) => edges(graph).filter(({ from, to }) => isShared(from) && ((under('flows')(to) && !isFlowContract(to)) || under('modes')(to))),
  },
  {
    name: 'the flow contract imports no flow and no mode',
    check: (graph) => edges(graph).filter(({ from, to }) => isFlowContract(from) && ((under('flows')(to) && !isFlowContract(to)) || under('modes')(to))),
  },
  {
    name: 'a flow imports no other flow and no mode',
    check: (graph) => edges(graph).filter(({ from, to }) => flowOf(from) !== null && ((flowOf(to) !== null && flowOf(to) !== flowOf(from)) || under('modes')(to))),
  },
  {
    name: "only a mode imports a flow, and then only the flow's index",
    check: (graph) =>
      edges(graph).filter(({ from, to }) => flowOf(to) !== null && flowOf(from) !== flowOf(to) && !(under('modes')(from) && isFlowIndex(to))),
  },
  {
    name: 'routes/, state/ and ui/ never import screens/',
    check: (graph) => edges(graph).filter(({ from, to }) => ['routes', 'state', 'ui'].some((folder) => under(folder)(from)) && under('screens')(to)),
  },
  {
    name: 'captcha/ and payment/ take the small context they use, never state/',
    check: (graph) => edges(graph).filter(({ from, to }) => ['captcha', 'payment'].some((folder) => under(folder)(from)) && under('state')(to)),
  },
  {
    name: 'the backend contract is a leaf: it imports nothing of the widget',
    check: (graph) => edges(graph).filter(({ from, to }) => under('contract')(from) && to.startsWith('src/') && !under('contract')(to)),
  },
  {
    name: 'only transport/ imports the network client',
    check: (graph) => edges(graph).filter(({ from, to }) => NETWORK_PACKAGES.includes(to) && !under('transport')(from)),
  },
];

/** Every rule with what breaks it, as text a reader can act on. */
export function breaches(graph: ImportGraph): { rule: string; found: string[] }[] {
  return RULES.map((rule) => ({
    rule: rule.name,
    found: rule.check(graph).map((item) => (typeof item === 'string' ? item : `${item.from} → ${item.to}`)),
  })).filter((result) => result.found.length > 0);
}

/** The browser's own ways to the network, called outside transport/ (comments aside). */
const NETWORK_CALLS = /\b(?:fetch|sendBeacon)\s*\(|\bnew\s+(?:XMLHttpRequest|WebSocket|EventSource)\b/;

/** Files outside transport/ that reach the network themselves, not through the transport. */
export function networkOutsideTransport(root: string, graph: ImportGraph): string[] {
  return [...graph.keys()].filter((file) => {
    if (under('transport')(file)) return false;
    const code = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    return NETWORK_CALLS.test(code);
  });
}

/** A view writing the store: an assignment to it, a mutating call on it, or a slice reset. */
const STORE_WRITE = /\bstore\.[\w.]+(?:\[[^\]]*\])?\s*(?:=(?![=>])|\+=|-=)|\bstore\.[\w.]+\.(?:push|splice|pop|shift|unshift|sort)\(|\bresetSlices\(/;

/** Views (.tsx files) that write the store themselves instead of calling an action (DESIGN §3: screens read snapshots and call actions). */
export function viewsWritingTheStore(root: string, graph: ImportGraph): string[] {
  return [...graph.keys()].filter((file) => {
    if (!file.endsWith('.tsx')) return false;
    const code = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    return STORE_WRITE.test(code);
  });
}

/**
 * DESIGN §4: the sandbox takes of the widget only the backend contract; its rules (confirmations,
 * banks, captcha checks, decimals) are its own, written from the specification, so that a test
 * against it can catch the widget misreading one. The imports of the sandbox's graph that break it.
 */
export function sandboxBeyondContract(sandbox: ImportGraph): { from: string; to: string }[] {
  return edges(sandbox).filter(({ to }) => to.startsWith('src/') && !under('contract')(to));
}

/**
 * Spec §9's card view types that have a flow of their own: a shared file that names one takes a
 * flow's decision (DESIGN §3: shared pages and rules learn a flow's ways through its declaration).
 */
const FLOW_VIEW_TYPES = ['india', 'p2p', 'eazype', 'bankTransfer', 'onramp', 'cash', 'pix'];
const NAMED_VIEW_TYPE = new RegExp(`\\bCardViewType\\.(${FLOW_VIEW_TYPES.join('|')})\\b`, 'g');

/** Shared files (comments aside) that name a flow's card view type, with the names they use. */
export function flowViewTypesInShared(root: string, graph: ImportGraph): { file: string; names: string[] }[] {
  return [...graph.keys()]
    .filter((file) => isShared(file) && !under('contract')(file))
    .map((file) => {
      const code = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      return { file, names: [...new Set([...code.matchAll(NAMED_VIEW_TYPE)].map((match) => match[1]!))] };
    })
    .filter((found) => found.names.length > 0);
}

/** A string literal in code (comments stripped first): its text. */
const STRING_LITERAL = /(['"`])([a-z0-9][a-z0-9_-]*)\1/g;
/** A name in code, quoted or not (an object's key), as a whole word. */
const NAME_TOKEN = /[a-z0-9][a-z0-9_-]*/g;

/**
 * Shared files (comments aside) that name a method or group a flow claims (in a string, or as an
 * object's key), or a prefix of such a name in a string (`'sbp_'`): a shared rule that takes a
 * flow's decision by its names. `flowNames`: each claimed name and the flow that claims it; words
 * the backend contract also uses as values (the `crypto` category) are no flow's.
 */
export function flowNamesInShared(root: string, graph: ImportGraph, flowNames: ReadonlyMap<string, string>): { file: string; names: string[] }[] {
  const contractWords = new Set(
    [...graph.keys()].filter(under('contract')).flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(STRING_LITERAL)].map((match) => match[2]!)),
  );
  const claimed = new Set([...flowNames.keys()].filter((name) => !contractWords.has(name)));
  const isPrefix = (literal: string) => literal.endsWith('_') && [...claimed].some((name) => name.startsWith(literal));
  return [...graph.keys()]
    .filter((file) => isShared(file) && !under('contract')(file))
    .map((file) => {
      const code = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      const tokens = [...code.matchAll(NAME_TOKEN)].map((match) => match[0]).filter((token) => claimed.has(token));
      const prefixes = [...code.matchAll(STRING_LITERAL)].map((match) => match[2]!).filter(isPrefix);
      return { file, names: [...new Set([...tokens, ...prefixes])] };
    })
    .filter((found) => found.names.length > 0);
}

/** A comment's reference to an issue: the word, then its number (with or without #); the repository has no tracker to follow it to. */
const ISSUE_NUMBER = /\bissues?\s+#?\d+\b/i;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;

/** Files (of `files`, read under `root`) whose comments name an issue number, each with the first such comment's text. */
export function issueNumbersInComments(root: string, files: readonly string[]): { file: string; comment: string }[] {
  return files.flatMap((file) => {
    const comment = (readFileSync(join(root, file), 'utf8').match(COMMENT) ?? []).find((text) => ISSUE_NUMBER.test(text));
    return comment ? [{ file, comment: comment.trim().slice(0, 120) }] : [];
  });
}
