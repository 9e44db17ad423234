// The first screen as one file: esbuild's code splitting leaves the element's entry a few bytes
// that import the shared chunks holding everything (a second round trip before any code runs, and
// several files that compress apart). After the build, those chunks are bundled into the entry
// itself, and every lazy chunk that imported them imports the entry instead, so each module still
// exists once. Used by esbuild.mjs; the metafile is rewritten to describe the files as they are.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';

/** `a as b` → `$1a as b`; a name imported as itself keeps its local name: `c` → `$1c as c`. */
const renamed = (part, prefix) => {
  if (!prefix) return part;
  const [name, local = name] = part.split(/\s+as\s+/);
  return `${prefix}${name} as ${local}`;
};

const importFrom = (file) => new RegExp(`import\\s*(?:\\{([^}]*)\\}\\s*from\\s*)?"\\./${file.replace(/[.]/g, '\\.')}"`, 'g');

export async function mergeFirstScreen({ root, staticDir, entryKey, metafile, buildOptions }) {
  const outputs = metafile.outputs;
  const entryFile = join(root, entryKey);
  // The chunks the entry needs before it runs (static imports, followed).
  const merged = [];
  const collect = (key) => {
    for (const imported of outputs[key].imports) {
      if (imported.kind !== 'import-statement' || merged.includes(imported.path)) continue;
      merged.push(imported.path);
      collect(imported.path);
    }
  };
  collect(entryKey);
  if (merged.length === 0) return metafile;
  // The largest chunk keeps its export names; the others' get a prefix, so that none collide.
  merged.sort((a, b) => outputs[b].bytes - outputs[a].bytes);
  const prefix = new Map(merged.map((key, index) => [key, index === 0 ? '' : `$${index}`]));
  const source = [
    ...merged.map((key) => {
      const names = outputs[key].exports;
      return names.length ? `export { ${names.map((name) => `${name} as ${prefix.get(key)}${name}`).join(', ')} } from ${JSON.stringify(join(root, key))};` : `import ${JSON.stringify(join(root, key))};`;
    }),
    // The element's own public exports, by name (`export *` dropped those that name a merged binding twice).
    `export { ${outputs[entryKey].exports.join(', ')} } from ${JSON.stringify(entryFile)};`,
  ].join('\n');
  const chunksDir = join(staticDir, 'chunks');
  const result = await esbuild.build({
    ...buildOptions,
    stdin: { contents: source, resolveDir: staticDir, sourcefile: 'first-screen.js', loader: 'js' },
    outfile: entryFile,
    allowOverwrite: true,
    format: 'esm',
    splitting: false,
    metafile: true,
    plugins: [
      {
        // The lazy screens stay chunks of their own, now reached from the entry's folder.
        name: 'lazy-chunks-stay-apart',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: `./chunks/${basename(args.path)}`, external: true } : undefined);
        },
      },
    ],
  });
  // Every other chunk imports the entry where it imported a merged chunk, its names prefixed alike.
  const entryFromChunks = relative(chunksDir, entryFile).split('\\').join('/');
  for (const key of Object.keys(outputs)) {
    if (!key.endsWith('.js') || key === entryKey || merged.includes(key)) continue;
    const file = join(root, key);
    let text = await readFile(file, 'utf8');
    for (const chunk of merged) {
      text = text.replace(importFrom(basename(chunk)), (_, names) =>
        names === undefined
          ? `import"${entryFromChunks}"`
          : `import{${names.split(',').map((part) => renamed(part.trim(), prefix.get(chunk))).join(',')}}from"${entryFromChunks}"`);
    }
    await writeFile(file, text);
  }
  for (const chunk of merged) {
    await rm(join(root, chunk), { force: true });
    await rm(join(root, `${chunk}.map`), { force: true });
  }
  // The metafile as the files now are: the entry holds the merged chunks' inputs, and imports them no more.
  const entryOutput = result.metafile.outputs[Object.keys(result.metafile.outputs).find((key) => key.endsWith('.js'))];
  const inputs = Object.assign({}, ...merged.map((key) => outputs[key].inputs), outputs[entryKey].inputs);
  const rewritten = {};
  for (const [key, output] of Object.entries(outputs)) {
    if (merged.includes(key) || key === `${entryKey}.map`) continue;
    if (key === entryKey) {
      rewritten[key] = { ...output, bytes: entryOutput.bytes, inputs, imports: entryOutput.imports.map((i) => ({ ...i, path: join(dirname(entryKey), i.path) })), exports: entryOutput.exports };
      continue;
    }
    rewritten[key] = { ...output, imports: output.imports.map((i) => (merged.includes(i.path) ? { ...i, path: entryKey } : i)) };
  }
  return { ...metafile, outputs: rewritten };
}
