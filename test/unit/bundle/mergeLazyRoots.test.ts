// @vitest-environment node
// The build's merge of lazy files (merge-first-screen.mjs, mergeLazyRoots) on a small app built
// here: a lazily loaded table takes in the chunks it needs and those its pages share, then each page
// takes in its own; every module still runs once.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSmallApp, ENTRY_KEY } from './smallApp';
// @ts-expect-error: a build script of plain JavaScript, without types.
import { importedNames, mergeFirstScreen, mergeLazyRoots } from '../../../merge-first-screen.mjs';

const app: Record<string, string> = {
  'src/entry.js': `
    import { store } from './store.js';
    export const firstScreen = () => store;
    export const openTable = () => import('./table.js');
    export const openOther = () => import('./other.js');`,
  'src/store.js': `export const store = { value: 0 };`,
  // The table and its two pages share these in every combination esbuild cuts apart.
  'src/table.js': `
    import { flows } from './flows.js';
    import { field } from './field.js';
    export const table = () => [flows(), field()];
    export const openFirst = () => import('./first.js');
    export const openSecond = () => import('./second.js');`,
  'src/flows.js': `globalThis.flowsRuns = (globalThis.flowsRuns ?? 0) + 1; export const flows = () => 'flows';`,
  'src/field.js': `import { store } from './store.js'; export const field = () => ++store.value;`,
  'src/first.js': `
    import { field } from './field.js';
    import { button } from './button.js';
    import { firstOnly } from './firstOnly.js';
    export default () => [field(), button(), firstOnly()];`,
  'src/second.js': `
    import { button } from './button.js';
    import { secondOnly } from './secondOnly.js';
    export default () => [button(), secondOnly()];`,
  'src/button.js': `globalThis.buttonRuns = (globalThis.buttonRuns ?? 0) + 1; export const button = () => 'button';`,
  'src/firstOnly.js': `import { flows } from './flows.js'; export const firstOnly = () => 'first ' + flows();`,
  'src/secondOnly.js': `export const secondOnly = () => 'second';`,
  // Not reached from the table: left as esbuild made it.
  'src/other.js': `import { button } from './button.js'; export const other = () => button();`,
};

let dir: string;
let before: Metafile;
let after: Metafile;
const entryKey = ENTRY_KEY;

beforeAll(async () => {
  const built = await buildSmallApp('merge-lazy-roots', app);
  dir = built.dir;
  before = built.metafile;
  const firstScreen = await mergeFirstScreen({ root: dir, entryKey, metafile: before, buildOptions: built.buildOptions });
  after = await mergeLazyRoots({ root: dir, entryKey, metafile: firstScreen, buildOptions: built.buildOptions, roots: ['src/table.js'] });
}, 30_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

const keyOf = (metafile: Metafile, entryPoint: string) => Object.keys(metafile.outputs).find((key) => metafile.outputs[key]!.entryPoint === entryPoint)!;
const staticImports = (metafile: Metafile, key: string) => metafile.outputs[key]!.imports.filter((imported) => imported.kind === 'import-statement').map((imported) => imported.path);

describe('merging lazy files with the chunks they need', () => {
  it('starts from lazy files that esbuild cut into chunks', () => {
    const chunks = Object.keys(before.outputs).filter((key) => key.endsWith('.js') && !before.outputs[key]!.entryPoint);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
  });

  it('has the table import only the entry, holding what it needs and what its pages share', () => {
    const table = keyOf(after, 'src/table.js');
    expect(staticImports(after, table)).toEqual([entryKey]);
    expect(Object.keys(after.outputs[table]!.inputs).sort()).toEqual(['src/button.js', 'src/field.js', 'src/flows.js', 'src/table.js']);
  });

  it('has each page hold its own modules and import the table for the rest: one file beside it', () => {
    const table = keyOf(after, 'src/table.js');
    const first = keyOf(after, 'src/first.js');
    const second = keyOf(after, 'src/second.js');
    expect(Object.keys(after.outputs[first]!.inputs).sort()).toEqual(['src/first.js', 'src/firstOnly.js']);
    expect(Object.keys(after.outputs[second]!.inputs).sort()).toEqual(['src/second.js', 'src/secondOnly.js']);
    // Besides the entry, which every file may import.
    expect(staticImports(after, first).filter((path) => path !== entryKey)).toEqual([table]);
    expect(staticImports(after, second).filter((path) => path !== entryKey)).toEqual([table]);
    // Every file the metafile names is there, and no chunk is left apart.
    for (const key of Object.keys(after.outputs)) expect(existsSync(join(dir, key)), key).toBe(true);
    const chunksLeft = Object.keys(after.outputs).filter((key) => key.endsWith('.js') && !after.outputs[key]!.entryPoint);
    expect(chunksLeft).toEqual([]);
  });

  it('leaves a lazy file the table does not reach importing what it shares from the file that took it', async () => {
    const other = keyOf(after, 'src/other.js');
    const table = keyOf(after, 'src/table.js');
    expect(staticImports(after, other).filter((path) => path !== entryKey)).toEqual([table]);
    const written = importedNames(await readFile(join(dir, other), 'utf8'));
    expect([...written.keys()]).toEqual([`./${table.split('/').pop()}`]);
  });

  it('runs every module once, the store shared by the first screen and the pages', async () => {
    const entry = await import(pathToFileURL(join(dir, entryKey)).href);
    const table = await entry.openTable();
    expect(table.table()).toEqual(['flows', 1]);
    expect((await table.openFirst()).default()).toEqual([2, 'button', 'first flows']);
    expect((await table.openSecond()).default()).toEqual(['button', 'second']);
    expect((await entry.openOther()).other()).toBe('button');
    expect(entry.firstScreen()).toEqual({ value: 2 });
    expect((globalThis as { flowsRuns?: number }).flowsRuns).toBe(1);
    expect((globalThis as { buttonRuns?: number }).buttonRuns).toBe(1);
  });

  it('keeps a page’s source map pointing at its sources', async () => {
    const first = keyOf(after, 'src/first.js');
    const map = JSON.parse(await readFile(join(dir, `${first}.map`), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('src/firstOnly.js'))).toBe(true);
  });
});
