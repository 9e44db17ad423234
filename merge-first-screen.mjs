// The first screen as one file: the one shape esbuild cannot give (DESIGN §3). Its code splitting
// cuts the element's own modules into a chunk per set of lazy pages that share them (about 50),
// and leaves the entry a few bytes that import those chunks: a second round trip before any code
// runs, and files that compress apart. After the build, the chunks the entry imports are bundled
// into it, each chunk's names exported under a prefix of its own; then esbuild bundles each lazy
// chunk that imported one of them again, reading that chunk as the names it takes of it exported
// from the entry. Every module still exists once. Used by esbuild.mjs, tested by
// test/unit/bundle/mergeFirstScreen.test.ts.
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
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
  const { outputs } = metafile;
  const entryFile = join(root, entryKey);
  const merged = staticChunksOf(outputs, entryKey);
  if (merged.length === 0) return metafile;
  const source = [
    ...merged.map((key, index) => {
      const names = outputs[key].exports;
      const file = JSON.stringify(join(root, key));
      return names.length ? `export { ${names.map((name) => `${name} as ${mergedName(index + 1, name)}`).join(', ')} } from ${file};` : `import ${file};`;
    }),
    // The element's own public exports, by name (`export *` would drop those that name a merged binding twice).
    `export { ${outputs[entryKey].exports.join(', ')} } from ${JSON.stringify(entryFile)};`,
  ].join('\n');
  const result = await esbuild.build({
    ...buildOptions,
    stdin: { contents: source, resolveDir: dirname(entryFile), sourcefile: 'first-screen.js', loader: 'js' },
    outfile: entryFile,
    allowOverwrite: true,
    format: 'esm',
    splitting: false,
    metafile: true,
    plugins: [
      {
        // The lazy pages stay chunks of their own, reached from the entry's folder.
        name: 'lazy-chunks-stay-apart',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: `./${relative(dirname(entryFile), join(dirname(args.importer), args.path)).split('\\').join('/')}`, external: true } : undefined);
        },
      },
    ],
  });
  await Promise.all(
    Object.keys(outputs)
      .filter((key) => key.endsWith('.js') && key !== entryKey && !merged.includes(key))
      .filter((key) => outputs[key].imports.some((imported) => merged.includes(imported.path)))
      .map((key) => importFromEntry({ root, key, entryFile, merged, outputs, buildOptions })),
  );
  await Promise.all(merged.flatMap((key) => [rm(join(root, key)), rm(join(root, `${key}.map`), { force: true })]));
  // The metafile as the files now are: the entry holds the merged chunks' inputs and imports none of them.
  const entryOutput = Object.entries(result.metafile.outputs).find(([key]) => key.endsWith('.js'))[1];
  const rewritten = {};
  for (const [key, output] of Object.entries(outputs)) {
    if (merged.some((chunk) => key === chunk || key === `${chunk}.map`)) continue;
    if (key === entryKey) {
      rewritten[key] = {
        ...output,
        bytes: entryOutput.bytes,
        inputs: Object.assign({}, ...merged.map((chunk) => outputs[chunk].inputs), output.inputs),
        imports: entryOutput.imports.map((imported) => ({ ...imported, path: join(dirname(entryKey), imported.path) })),
        exports: entryOutput.exports,
      };
    } else {
      const imports = output.imports.map((imported) => (merged.includes(imported.path) ? { ...imported, path: entryKey } : imported));
      rewritten[key] = { ...output, imports: imports.filter((imported, index) => imports.findIndex((other) => other.path === imported.path && other.kind === imported.kind) === index) };
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
 * A lazy chunk bundled again, by esbuild, with each merged chunk it imports read as the names it
 * takes of that chunk, exported from the entry: its imports then name the entry, and nothing
 * else of it changes (esbuild follows the chunk's source map on).
 */
async function importFromEntry({ root, key, entryFile, merged, outputs, buildOptions }) {
  const file = join(root, key);
  const toEntry = relative(dirname(file), entryFile).split('\\').join('/');
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
            return { contents: reexportModule(exported, index + 1, toEntry.startsWith('.') ? toEntry : `./${toEntry}`), loader: 'js' };
          });
        },
      },
    ],
  });
}
