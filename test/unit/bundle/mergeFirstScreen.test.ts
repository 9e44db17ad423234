// @vitest-environment node
// The build's one step after esbuild (merge-first-screen.mjs), on a small app built here: the
// entry's chunks become the entry itself, the lazy pages import the entry instead, and every
// module still runs once, its state shared by the first screen and the pages.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSmallApp, ENTRY_KEY } from './smallApp';
// @ts-expect-error: a build script of plain JavaScript, without types.
import { importedNames, mergedName, mergeFirstScreen, reexportModule } from '../../../merge-first-screen.mjs';

const app: Record<string, string> = {
  'src/entry.js': `
    import { count } from './counter.js';
    import { greet } from './greet.js';
    import { store } from './store.js';
    export const firstScreen = () => ({ count: count(), greeting: greet('player'), store });
    export const openA = () => import('./pageA.js');
    export const openB = () => import('./pageB.js');`,
  // Each of these three is shared by the entry and a different set of pages: three chunks.
  'src/counter.js': `globalThis.evaluations = (globalThis.evaluations ?? 0) + 1; let n = 0; export const count = () => ++n;`,
  'src/greet.js': `export const greet = (name) => 'hello ' + name;`,
  'src/store.js': `export const store = { value: 0 };`,
  'src/pageA.js': `
    import { count } from './counter.js';
    import { store } from './store.js';
    import { lazyOnly } from './lazyOnly.js';
    export const run = () => { store.value += 1; return [count(), lazyOnly()]; };`,
  'src/pageB.js': `
    import { greet } from './greet.js';
    import * as stores from './store.js';
    import { lazyOnly } from './lazyOnly.js';
    export const run = () => [greet('b'), stores.store.value, lazyOnly()];`,
  // Shared by the two pages only: stays a chunk of its own.
  'src/lazyOnly.js': `export const lazyOnly = () => 'lazy';`,
};

let dir: string;
let before: Metafile;
let after: Metafile;
const entryKey = ENTRY_KEY;

beforeAll(async () => {
  const built = await buildSmallApp('merge-first-screen', app);
  dir = built.dir;
  before = built.metafile;
  after = await mergeFirstScreen({ root: dir, entryKey, metafile: before, buildOptions: built.buildOptions });
}, 30_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

const staticImports = (metafile: Metafile, key: string) => metafile.outputs[key]!.imports.filter((imported) => imported.kind === 'import-statement');

describe('merging the first screen into the entry', () => {
  it('starts from an entry that esbuild cut into chunks', () => {
    expect(staticImports(before, entryKey).length).toBeGreaterThanOrEqual(3);
  });

  it('leaves an entry that imports nothing before it runs, and removes the chunks it took in', async () => {
    expect(staticImports(after, entryKey)).toEqual([]);
    expect(importedNames(await readFile(join(dir, entryKey), 'utf8')).size).toBe(0);
    for (const imported of staticImports(before, entryKey)) expect(existsSync(join(dir, imported.path)), imported.path).toBe(false);
    for (const key of Object.keys(after.outputs)) expect(existsSync(join(dir, key)), key).toBe(true);
    expect(Object.keys(after.outputs[entryKey]!.inputs).sort()).toEqual(['src/counter.js', 'src/entry.js', 'src/greet.js', 'src/store.js']);
  });

  it('has the pages import the entry, and the chunk only they share as before', async () => {
    const pages = Object.keys(after.outputs).filter((key) => /chunks\/page[AB]-\w+\.js$/.test(key));
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      const paths = staticImports(after, page).map((imported) => imported.path);
      expect(paths).toContain(entryKey);
      expect(paths.filter((path) => path !== entryKey)).toHaveLength(1);
      const written = importedNames(await readFile(join(dir, page), 'utf8'));
      expect([...written.keys()].filter((path: string) => path.endsWith('entry.js'))).toEqual(['../entry.js']);
    }
  });

  it('runs every module once: the pages share the first screen’s state', async () => {
    const entry = await import(pathToFileURL(join(dir, entryKey)).href);
    expect(entry.firstScreen()).toMatchObject({ count: 1, greeting: 'hello player', store: { value: 0 } });
    const a = await entry.openA();
    expect(a.run()).toEqual([2, 'lazy']);
    const b = await entry.openB();
    expect(b.run()).toEqual(['hello b', 1, 'lazy']);
    expect((globalThis as { evaluations?: number }).evaluations).toBe(1);
  });

  it('keeps each page’s source map pointing at its source', async () => {
    const page = Object.keys(after.outputs).find((key) => /chunks\/pageA-\w+\.js$/.test(key))!;
    const map = JSON.parse(await readFile(join(dir, `${page}.map`), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('src/pageA.js'))).toBe(true);
  });
});

describe('the pieces of the merge', () => {
  it('names a chunk’s export in the entry so that no two chunks’ names meet', () => {
    const names = ['a', 'b', '$', '$a', '_', 'a1', 'default'];
    const made = [1, 2, 11, 12, 111].flatMap((index) => names.map((name) => mergedName(index, name)));
    expect(new Set(made).size).toBe(made.length);
    expect(made.every((name) => /^\$\d+\$/.test(name))).toBe(true);
  });

  it('writes a chunk’s names as exports of the entry, or a bare import when it has none', () => {
    expect(reexportModule(['a', 'b'], 3, '../entry.js')).toBe('export{$3$a as a,$3$b as b}from"../entry.js";\n');
    expect(reexportModule([], 3, '../entry.js')).toBe('import"../entry.js";\n');
  });

  it('reads the names a chunk imports, by path, with a parser', () => {
    const code = 'import{a,b as c}from"./x.js";import"./y.js";import*as z from"./w.js";import d,{e}from"./x.js";const s="import{q}from\\"./x.js\\"";';
    const names = importedNames(code);
    expect([...names.get('./x.js')!].sort()).toEqual(['a', 'b', 'default', 'e']);
    expect([...names.get('./y.js')!]).toEqual([]);
    expect([...names.get('./w.js')!]).toEqual(['*']);
    expect(names.size).toBe(3);
  });
});
