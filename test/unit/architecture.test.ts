// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, importGraph } from '../architecture/importGraph';
import { breaches, flowNamesInShared, flowViewTypesInShared, issueNumbersInComments, networkOutsideTransport, RULES, sandboxBeyondContract, viewsWritingTheStore } from '../architecture/rules';
import { methodsOf, REGIONS } from '../../demo/sandbox/catalogue';
import { DEPOSIT_FLOWS } from '../../src/modes/main/depositRegistry';

// DESIGN §3: one way through the code. The import graph of src/ (every import: type imports and
// import() too) has no circle, nothing imports the element, shared code takes from flows/ only the
// flow contract and nothing from modes/, no flow imports another, only a mode imports a flow (by
// its index), routes/, state/ and ui/ never import a screen, and only the transport reaches the
// network client.

const root = fileURLToPath(new URL('../..', import.meta.url));
type Graph = Map<string, Set<string>>;
const graphOf = (links: Record<string, string[]>): Graph => new Map(Object.entries(links).map(([from, to]) => [from, new Set(to)]));

/** Source files written to a fresh folder, and their graph (no imports): for the rules that read the code. */
function sourcesOnDisk(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'rules-'));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), code);
  }
  return { dir, graph: graphOf(Object.fromEntries(Object.keys(files).map((file) => [file, []]))) };
}

describe('the import graph of src/', () => {
  const graph = importGraph(root);

  it('reads every source file and its imports, type imports and import() included', () => {
    expect(graph.size).toBeGreaterThan(250);
    expect(graph.get('src/element/index.ts')).toBeDefined();
    // A type-only import, and an import() of a chunk, are both edges.
    expect(graph.get('src/flows/contract/mode.ts')).toContain('src/flows/contract/flowTable.ts');
    expect(graph.get('src/modes/index.ts')).toContain('src/modes/main/withdrawalMode.ts');
  });

  it('keeps every rule', () => {
    expect(breaches(graph)).toEqual([]);
  });

  it('reaches the network only from transport/ (fetch, beacons, sockets)', () => {
    expect(networkOutsideTransport(root, graph)).toEqual([]);
  });

  it('has views that read the store and call actions, never write it', () => {
    expect(viewsWritingTheStore(root, graph)).toEqual([]);
  });

  it("has shared code that names no flow's card view type", () => {
    expect(flowViewTypesInShared(root, graph)).toEqual([]);
  });

  it("has shared code that names no flow's method or group", () => {
    const names = claimedNames();
    // The sandbox's catalogue has methods and groups of the flows that claim some by name.
    expect(new Set(names.values())).toEqual(new Set(['p2p', 'crypto', 'onramp', 'cash', 'india']));
    expect(flowNamesInShared(root, graph, names)).toEqual([]);
  });
});

describe('the comments', () => {
  it('name no issue number, in the widget, the sandbox, the build or the tests (the repository has no tracker)', () => {
    const files = execFileSync('git', ['ls-files', 'src', 'demo', 'test', 'examples', '*.mjs'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && existsSync(join(root, file)));
    expect(files.length).toBeGreaterThan(400);
    expect(issueNumbersInComments(root, files)).toEqual([]);
  });

  it('finds an issue number in a comment, and not in code or in other words', () => {
    // The numbers are put in as the test runs, so that this file's own text names none.
    const { dir } = sourcesOnDisk({
      'src/a.ts': `// Moved here in issue ${40}.\nexport const a = 1;`,
      'src/b.ts': `/**\n * See Issues #${12} and 13.\n */\nexport const b = 2;`,
      'src/c.ts': `export const issue40 = 'issue ${40}'; // an issue of the backend, 40 times over`,
    });
    expect(issueNumbersInComments(dir, ['src/a.ts', 'src/b.ts', 'src/c.ts'])).toEqual([
      { file: 'src/a.ts', comment: `// Moved here in issue ${40}.` },
      { file: 'src/b.ts', comment: `/**\n * See Issues #${12} and 13.\n */` },
    ]);
  });
});

/** Every method and group of the sandbox's catalogue that a main deposit flow (not the fallback) claims, and the flow. */
function claimedNames(): Map<string, string> {
  const names = new Map<string, string>();
  const flows = DEPOSIT_FLOWS.filter((flow) => flow.id !== 'redirect');
  for (const region of Object.values(REGIONS)) {
    for (const method of methodsOf(region)) {
      const flow = flows.find((candidate) => candidate.methodEntry?.(method, false) || candidate.methodEntry?.(method, true));
      if (flow) names.set(method.name, flow.id);
    }
    for (const group of region.groups) {
      const flow = flows.find((candidate) => candidate.groupEntry?.(group));
      if (flow) names.set(group.name, flow.id);
    }
  }
  return names;
}

describe('the sandbox server', () => {
  it('imports of the widget only the backend contract', () => {
    const sandbox = importGraph(root, 'demo/sandbox');
    expect(sandbox.get('demo/sandbox/server.ts')).toContain('src/contract/index.ts');
    expect(sandboxBeyondContract(sandbox)).toEqual([]);
  });

  it('is caught taking a widget rule', () => {
    const sandbox = graphOf({
      'demo/sandbox/crypto.ts': ['src/crypto/chains.ts', 'src/contract/deposit.ts', 'demo/sandbox/clock.ts', 'package:node:crypto'],
      'demo/sandbox/payments.ts': ['src/forms/fields/validateField.ts'],
    });
    expect(sandboxBeyondContract(sandbox)).toEqual([
      { from: 'demo/sandbox/crypto.ts', to: 'src/crypto/chains.ts' },
      { from: 'demo/sandbox/payments.ts', to: 'src/forms/fields/validateField.ts' },
    ]);
  });
});

describe('the rules, each broken on purpose', () => {
  const broken = (links: Record<string, string[]>) => breaches(graphOf(links)).map((breach) => breach.rule);

  it('finds a circle, however long, and a file that imports itself', () => {
    expect(circles(graphOf({ 'src/a.ts': ['src/b.ts'], 'src/b.ts': ['src/c.ts'], 'src/c.ts': ['src/a.ts'], 'src/d.ts': ['src/a.ts'] }))).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
    expect(circles(graphOf({ 'src/a.ts': ['src/a.ts'] }))).toEqual([['src/a.ts']]);
    expect(broken({ 'src/state/a.ts': ['src/state/b.ts'], 'src/state/b.ts': ['src/state/a.ts'] })).toEqual([RULES[0]!.name]);
  });

  it.each([
    [[1], { 'src/screens/Page.tsx': ['src/element/index.ts'], 'src/element/index.ts': [] }],
    [[2, 5], { 'src/state/create/createDeposit.ts': ['src/flows/cash/index.ts'], 'src/flows/cash/index.ts': [] }],
    [[2, 5], { 'src/bonus/Badge.tsx': ['src/flows/crypto/index.ts'], 'src/flows/crypto/index.ts': [] }],
    [[2], { 'src/screens/common/CompletePage.tsx': ['src/modes/sweep/paths.ts'], 'src/modes/sweep/paths.ts': [] }],
    [[3], { 'src/flows/contract/flowTable.ts': ['src/modes/main/depositRegistry.ts'], 'src/modes/main/depositRegistry.ts': [] }],
    [[3, 5], { 'src/flows/contract/mode.ts': ['src/flows/redirect/index.ts'], 'src/flows/redirect/index.ts': [] }],
    [[4, 5], { 'src/flows/india/IndiaBasePage.tsx': ['src/flows/redirect/RedirectPage.tsx'], 'src/flows/redirect/RedirectPage.tsx': [] }],
    [[4, 5], { 'src/flows/p2p/p2pCreate.ts': ['src/flows/unified-form/index.ts'], 'src/flows/unified-form/index.ts': [] }],
    [[4], { 'src/flows/withdrawal/WithdrawalForm.tsx': ['src/modes/sweep/ConvertPage.tsx'], 'src/modes/sweep/ConvertPage.tsx': [] }],
    [[5], { 'src/modes/sweep/SweepAddressPage.tsx': ['src/flows/crypto/CryptoAddressPage.tsx'], 'src/flows/crypto/CryptoAddressPage.tsx': [] }],
    [[5], { 'src/element/index.ts': ['src/flows/withdrawal/index.ts'], 'src/flows/withdrawal/index.ts': [] }],
    [[6], { 'src/routes/coreRoutes.ts': ['src/screens/deposit/GroupPage.tsx'], 'src/screens/deposit/GroupPage.tsx': [] }],
    [[6], { 'src/ui/Shell.tsx': ['src/screens/App.tsx'], 'src/screens/App.tsx': [] }],
    [[7], { 'src/payment/openSource.ts': ['src/state/cashier.ts'], 'src/state/cashier.ts': [] }],
    [[8], { 'src/contract/deposit.ts': ['src/forms/amount/limits.ts'], 'src/forms/amount/limits.ts': [] }],
    [[9], { 'src/state/cashier.ts': ['package:socket.io-client'] }],
  ])('rules %j', (rules, links) => {
    expect(broken(links)).toEqual(rules.map((rule) => RULES[rule]!.name));
  });

  it("lets a flow import its own files and a mode a flow's index", () => {
    expect(
      broken({
        'src/modes/main/depositRegistry.ts': ['src/flows/redirect/index.ts', 'src/flows/crypto/index.ts', 'src/flows/contract/flowTable.ts'],
        'src/flows/redirect/index.ts': ['src/screens/deposit/RedirectPage.tsx', 'src/flows/contract/flowDefinition.ts'],
        'src/flows/crypto/index.ts': ['src/flows/crypto/CryptoBonusBadge.tsx', 'src/crypto/CryptoListPage.tsx'],
        'src/flows/crypto/CryptoBonusBadge.tsx': [],
        'src/crypto/CryptoListPage.tsx': [],
        'src/screens/deposit/RedirectPage.tsx': [],
        'src/flows/contract/flowTable.ts': [],
        'src/flows/contract/flowDefinition.ts': [],
      }),
    ).toEqual([]);
  });

  it('finds a fetch outside transport/, and not one in a comment or in transport/', () => {
    const { dir, graph } = sourcesOnDisk({
      'src/state/analytics.ts': 'export const send = () => fetch("/events");',
      'src/state/quiet.ts': '// fetch("/nothing") was here\nexport const x = 1;',
      'src/transport/http.ts': 'export const get = () => fetch("/api");',
    });
    expect(networkOutsideTransport(dir, graph)).toEqual(['src/state/analytics.ts']);
  });

  it("finds a shared file that names a flow's card view type, and not a flow, the contract or a comment", () => {
    const { dir, graph } = sourcesOnDisk({
      'src/state/deposit/deadline.ts': 'export const long = (m: { cardViewType: number }) => m.cardViewType === CardViewType.bankTransfer;',
      'src/screens/common/Page.tsx': '// CardViewType.p2p was here\nexport const plain = CardViewType.default;',
      'src/flows/p2p/index.ts': 'export const mine = CardViewType.p2p;',
      'src/contract/methods.ts': 'export const all = [CardViewType.cash];',
    });
    expect(flowViewTypesInShared(dir, graph)).toEqual([{ file: 'src/state/deposit/deadline.ts', names: ['bankTransfer'] }]);
  });

  it("finds a shared file that names a flow's method, group or a prefix of one, and not a flow, the contract's words or a comment", () => {
    const { dir, graph } = sourcesOnDisk({
      'src/state/deposit/banks.ts': "export const one = { sbp_transgran_rabbit_tbank: ['t-bank'] };\nexport const any = (name: string) => name.startsWith('sbp_');",
      'src/screens/common/Page.tsx': "// 'bkash_p2p' was here\nexport const crypto = (m: { category?: string }) => m.category === 'crypto' && 'p2p' !== 'sbp';",
      'src/ui/Groups.tsx': 'export const group = `p2p_methods_ukraine`;',
      'src/flows/p2p/warning.ts': "export const ids = new Set(['bkash_p2p']);",
      'src/contract/methods.ts': "export const categories = ['crypto', 'fiat'];",
    });
    const names = new Map([['sbp_transgran_rabbit_tbank', 'p2p'], ['bkash_p2p', 'p2p'], ['p2p_methods_ukraine', 'p2p'], ['crypto', 'crypto']]);
    expect(flowNamesInShared(dir, graph, names)).toEqual([
      { file: 'src/state/deposit/banks.ts', names: ['sbp_transgran_rabbit_tbank', 'sbp_'] },
      { file: 'src/ui/Groups.tsx', names: ['p2p_methods_ukraine'] },
    ]);
  });

  it('finds a view that writes the store, and not one that reads it or compares', () => {
    const { dir, graph } = sourcesOnDisk({
      'src/screens/A.tsx': 'cashier.store.deposit.status = next;',
      'src/screens/B.tsx': 'store.failedIcons.push(src);',
      'src/screens/C.tsx': "resetSlices(store, ['deposit']);",
      'src/screens/D.tsx': "const ok = store.deposit.status === 'x' || store.methods.status => 1; // store.x = 1",
      'src/state/E.ts': 'store.deposit.status = next;',
    });
    expect(viewsWritingTheStore(dir, graph)).toEqual(['src/screens/A.tsx', 'src/screens/B.tsx', 'src/screens/C.tsx']);
  });

  it('lets each part import what is below it', () => {
    expect(
      broken({
        'src/element/index.ts': ['src/modes/index.ts', 'src/state/cashier.ts'],
        'src/modes/index.ts': ['src/flows/contract/mode.ts', 'src/screens/firstRoutes.ts', 'src/state/cashier.ts'],
        'src/state/cashier.ts': ['src/flows/contract/mode.ts', 'src/transport/index.ts'],
        'src/transport/index.ts': ['package:socket.io-client'],
        'src/flows/contract/mode.ts': [],
        'src/screens/firstRoutes.ts': [],
      }),
    ).toEqual([]);
  });
});
