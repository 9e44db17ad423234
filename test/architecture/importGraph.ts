// The import graph of src/, every import counted: value and type imports, re-exports, import()
// and `import('…')` types. Read with swc (the TypeScript compiler's API is not in TypeScript 7).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseSync } from '@swc/core';

const SOURCE = /\.(ts|tsx)$/;
const RESOLVED = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every source file under `dir` (declaration files aside), as paths relative to `root`. */
function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers a module names, wherever it names one. */
/** swc's AST, walked as plain data. */
function specifiersOf(node: any, found: string[] = []): string[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) specifiersOf(child, found);
    return found;
  }
  const literal = (value: { type?: string; value?: string } | undefined) => (value?.type === 'StringLiteral' ? value.value : undefined);
  if ((node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') && node.source) {
    found.push(node.source.value);
  } else if (node.type === 'CallExpression' && node.callee?.type === 'Import') {
    const name = literal(node.arguments?.[0]?.expression);
    if (name) found.push(name);
  } else if (node.type === 'TsImportType') {
    const name = literal(node.argument);
    if (name) found.push(name);
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'span' && child && typeof child === 'object') specifiersOf(child, found);
  return found;
}

/** A relative specifier as the file it names (relative to `root`); packages and files outside stay as they are. */
function resolveSpecifier(root: string, from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return `package:${specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')}`;
  const base = join(dirname(from), specifier);
  for (const ending of RESOLVED) {
    const candidate = base + ending;
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  }
  return base;
}

/** `file → the files and packages it imports`, for every source file under `dir`. */
export type ImportGraph = Map<string, Set<string>>;

export function importGraph(root: string, dir = 'src'): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root, dir)) {
    const ast = parseSync(readFileSync(join(root, file), 'utf8'), { syntax: 'typescript', tsx: file.endsWith('.tsx'), dynamicImport: true });
    graph.set(file, new Set(specifiersOf(ast.body).map((specifier) => resolveSpecifier(root, file, specifier))));
  }
  return graph;
}

/** The graph's circles: its strongly connected parts of more than one file (or a file importing itself), Tarjan's way. */
export function circles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || graph.get(file)?.has(file)) found.push(part.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** Every import as `from → to`. */
export const edges = (graph: ImportGraph): { from: string; to: string }[] => [...graph].flatMap(([from, targets]) => [...targets].map((to) => ({ from, to })));

