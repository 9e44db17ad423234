// The first screen as one file, and each lazy page as a few: the one shape esbuild cannot give
// (DESIGN §3). Its code splitting cuts the element's own modules into a chunk per set of lazy pages
// that share them, and leaves the entry a few bytes that import those chunks: a second
// round trip before any code runs, and files that compress apart; a page then loads a dozen files
// or more, in up to eight waves of round trips. After the build, the chunks the entry imports are
// bundled into it, each chunk's names exported under a prefix of its own; then esbuild bundles each
// file that imported one of them again, reading that chunk as the names it takes of it exported
// from the entry. The same is then done for each flow table and the pages it leads to, in its
// order. Every module still exists once. Used by esbuild.mjs, tested by
// test/unit/bundle/mergeFirstScreen.test.ts and mergeLazyRoots.test.ts.
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from 'acorn';
import * as esbuild from 'esbuild';

/** The chunks a file needs before it runs: its static imports, followed. */
export function staticChunksOf(outputs, key, found = []) {
  for (const imported of outputs[key].imports) {
    if (imported.kind !== 'import-statement' || found.includes(imported.path)) continue;
    found.push(imported.path);
    staticChunksOf(outputs, imported.path, found);
  }
  return found;
}

/**
 * The name a merged chunk's export has in the entry. A name cannot start with a digit, so `$1$` and
 * `$11$` never make the same name, and the element's own exports start with neither.
 */
export const mergedName = (index, name) => `$${index}$${name}`;

/** A merged chunk's file: its names, exported from the entry (an import path relative to the chunk). */
export function reexportModule(names, index, fromChunkToEntry) {
  const from = JSON.stringify(fromChunkToEntry);
  return names.length ? `export{${names.map((name) => `${mergedName(index, name)} as ${name}`).join(',')}}from${from};\n` : `import${from};\n`;
}

export async function mergeFirstScreen({ root, entryKey, metafile, buildOptions }) {
  return mergeInto({ root, key: entryKey, merged: staticChunksOf(metafile.outputs, entryKey), metafile, buildOptions });
}

/**
 * The same for lazy files: each flow table `roots` names (by entry point) takes in the chunks it
 * needs and those two or more of its pages share; then each of its pages, in the order the table
 * imports them, takes in the chunks that are its own. A page then loads as one file beside the
 * table, not dozens in up to eight waves of round trips. A chunk an earlier table or page took is
 * imported from its file; what a page loads lazily in turn (a library) gets the same, after.
 */
export async function mergeLazyRoots({ root, entryKey, metafile, buildOptions, roots }) {
  const chunksOf = (key) => staticChunksOf(metafile.outputs, key).filter((chunk) => chunk !== entryKey && !metafile.outputs[chunk].entryPoint);
  const lazyOf = (keys) => unique(keys.flatMap((key) => metafile.outputs[key].imports).filter((imported) => imported.kind === 'dynamic-import' && imported.path !== entryKey)).map((imported) => imported.path);
  const done = new Set();
  const queue = roots.map((entryPoint) => ({ key: keyOf(metafile, entryPoint), table: true }));
  while (queue.length > 0) {
    const { key, table } = queue.shift();
    if (done.has(key)) continue;
    done.add(key);
    const own = chunksOf(key);
    const pages = table ? lazyOf([key, ...own]).filter((page) => !done.has(page)) : [];
    const shared = new Map();
    for (const page of pages) for (const chunk of chunksOf(page)) shared.set(chunk, (shared.get(chunk) ?? 0) + 1);
    const merged = [...own, ...[...shared].filter(([chunk, count]) => count > 1 && !own.includes(chunk)).map(([chunk]) => chunk)];
    const lazyBefore = lazyOf([key, ...merged]);
    metafile = await mergeInto({ root, key, merged, metafile, buildOptions });
    queue.unshift(...pages.map((page) => ({ key: page, table: false })));
    queue.push(...lazyBefore.filter((page) => !pages.includes(page)).map((page) => ({ key: page, table: false })));
  }
  return metafile;
}

function keyOf(metafile, entryPoint) {
  const key = Object.keys(metafile.outputs).find((candidate) => candidate.endsWith('.js') && metafile.outputs[candidate].entryPoint === entryPoint);
  if (!key) throw new Error(`merge-first-screen: no lazy chunk for ${entryPoint}`);
  return key;
}

/** Import records, each path and kind once, in their first order. */
const unique = (imports) => imports.filter((imported, index) => imports.findIndex((other) => other.path === imported.path && other.kind === imported.kind) === index);

/** `merged` chunks bundled into the file `key`, and every other file that imported one importing it from there. */
async function mergeInto({ root, key: targetKey, merged, metafile, buildOptions }) {
  const { outputs } = metafile;
  const targetFile = join(root, targetKey);
  if (merged.length === 0) return metafile;
  const source = [
    ...merged.map((key, index) => {
      const names = outputs[key].exports;
      const file = JSON.stringify(join(root, key));
      return names.length ? `export { ${names.map((name) => `${name} as ${mergedName(index + 1, name)}`).join(', ')} } from ${file};` : `import ${file};`;
    }),
    // The file's own exports, by name (`export *` would drop those that name a merged binding twice).
    `export { ${outputs[targetKey].exports.join(', ')} } from ${JSON.stringify(targetFile)};`,
  ].join('\n');
  const bundled = new Set([targetKey, ...merged]);
  const result = await esbuild.build({
    ...buildOptions,
    stdin: { contents: source, resolveDir: dirname(targetFile), sourcefile: 'merged.js', loader: 'js' },
    outfile: targetFile,
    allowOverwrite: true,
    format: 'esm',
    splitting: false,
    metafile: true,
    plugins: [
      {
        // The lazy pages stay chunks of their own, and so do the files this one imports without taking them in (the entry, other roots).
        name: 'other-files-stay-apart',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point' || args.namespace !== 'file') return undefined;
            const path = resolve(args.resolveDir || dirname(args.importer), args.path);
            if (args.kind !== 'dynamic-import' && bundled.has(relative(root, path))) return undefined;
            return { path: `./${relative(dirname(targetFile), path).split('\\').join('/')}`, external: true };
          });
        },
      },
    ],
  });
  await Promise.all(
    Object.keys(outputs)
      .filter((key) => key.endsWith('.js') && key !== targetKey && !merged.includes(key))
      .filter((key) => outputs[key].imports.some((imported) => merged.includes(imported.path)))
      .map((key) => importFromMerged({ root, key, targetFile, merged, outputs, buildOptions })),
  );
  await Promise.all(merged.flatMap((key) => [rm(join(root, key)), rm(join(root, `${key}.map`), { force: true })]));
  // The metafile as the files now are: the target holds the merged chunks' inputs and imports none of them.
  const targetOutput = Object.entries(result.metafile.outputs).find(([key]) => key.endsWith('.js'))[1];
  const rewritten = {};
  for (const [key, output] of Object.entries(outputs)) {
    if (merged.some((chunk) => key === chunk || key === `${chunk}.map`)) continue;
    if (key === targetKey) {
      rewritten[key] = {
        ...output,
        bytes: targetOutput.bytes,
        inputs: Object.assign({}, ...merged.map((chunk) => outputs[chunk].inputs), output.inputs),
        imports: unique(targetOutput.imports.map((imported) => ({ path: join(dirname(targetKey), imported.path), kind: imported.kind }))),
        exports: targetOutput.exports,
      };
    } else {
      rewritten[key] = { ...output, imports: unique(output.imports.map((imported) => (merged.includes(imported.path) ? { ...imported, path: targetKey } : imported))) };
    }
  }
  return { ...metafile, outputs: rewritten };
}

/**
 * The names a chunk imports from each file it imports statically, by the import's path as written
 * (read by a JavaScript parser; a namespace import takes every name, as `*`).
 */
export function importedNames(code) {
  const names = new Map();
  for (const node of parse(code, { ecmaVersion: 'latest', sourceType: 'module' }).body) {
    if (node.type !== 'ImportDeclaration') continue;
    const from = names.get(node.source.value) ?? new Set();
    for (const specifier of node.specifiers) {
      from.add(specifier.type === 'ImportNamespaceSpecifier' ? '*' : specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.imported.name ?? specifier.imported.value);
    }
    names.set(node.source.value, from);
  }
  return names;
}

/**
 * A chunk bundled again, by esbuild, with each merged chunk it imports read as the names it takes
 * of that chunk, exported from the file that took it in: its imports then name that file, and
 * nothing else of it changes (esbuild follows the chunk's source map on).
 */
async function importFromMerged({ root, key, targetFile, merged, outputs, buildOptions }) {
  const file = join(root, key);
  const toTarget = relative(dirname(file), targetFile).split('\\').join('/');
  const taken = importedNames(await readFile(file, 'utf8'));
  await esbuild.build({
    ...buildOptions,
    entryPoints: [file],
    outfile: file,
    allowOverwrite: true,
    bundle: true,
    format: 'esm',
    splitting: false,
    plugins: [
      {
        name: 'merged-chunks-are-the-entry',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            const index = args.namespace === 'file' ? merged.indexOf(relative(root, join(args.resolveDir, args.path))) : -1;
            return index < 0 ? { path: args.path, external: true } : { path: args.path, namespace: 'merged-chunk', pluginData: index };
          });
          build.onLoad({ filter: /.*/, namespace: 'merged-chunk' }, (args) => {
            const index = args.pluginData;
            const names = taken.get(args.path) ?? new Set();
            const exported = names.has('*') ? outputs[merged[index]].exports : outputs[merged[index]].exports.filter((name) => names.has(name));
            return { contents: reexportModule(exported, index + 1, toTarget.startsWith('.') ? toTarget : `./${toTarget}`), loader: 'js' };
          });
        },
      },
    ],
  });
}
