// The first screen's file exports what the lazy chunks share with it. After terser, each binding is
// exported under its own minified name (`export{Ce,U}`, not `export{Ce as $1a,U as $2b}`), and every
// chunk imports it so: −0.2 KB gzip on the first screen. The element's public exports keep their names.
// Used by esbuild.mjs; each chunk's source map follows its shorter import line.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sourceMap from 'source-map-js';

const EXPORT_CLAUSE = /export\{([^}]*)\};?(?=\s*(?:\/\/# sourceMappingURL=[^\n]*\s*)?$)/;

/** `a as b` → [a, b]; `a` → [a, a]. */
const specifier = (part) => {
  const [name, alias = name] = part.trim().split(/\s+as\s+/);
  return [name, alias];
};

export async function shortenEntryExports(entryFile, chunksDir, publicNames) {
  const entry = await readFile(entryFile, 'utf8');
  const clause = EXPORT_CLAUSE.exec(entry);
  if (!clause) throw new Error(`${entryFile}: no export clause at its end`);
  const localOf = new Map(clause[1].split(',').map((part) => specifier(part)).map(([local, exported]) => [exported, local]));
  const missing = publicNames.filter((name) => !localOf.has(name));
  if (missing.length) throw new Error(`${entryFile} does not export ${missing.join(', ')}`);
  const shared = [...new Set([...localOf].filter(([exported]) => !publicNames.includes(exported)).map(([, local]) => local))];
  const kept = publicNames.map((name) => (localOf.get(name) === name ? name : `${localOf.get(name)} as ${name}`));
  await writeFile(entryFile, entry.replace(EXPORT_CLAUSE, `export{${[...shared, ...kept].join(',')}};`));

  const entryName = basename(entryFile);
  const imports = new RegExp(`import\\{([^}]*)\\}from"\\.\\./${entryName.replace(/\./g, '\\.')}";?`, 'g');
  for (const name of await readdir(chunksDir)) {
    if (!name.endsWith('.js')) continue;
    const file = join(chunksDir, name);
    const code = await readFile(file, 'utf8');
    const edits = [];
    const rewritten = code.replace(imports, (statement, list, offset) => {
      const parts = list.split(',').map((part) => {
        const [exported, alias] = specifier(part);
        const local = localOf.get(exported);
        if (!local) throw new Error(`${name} imports ${exported}, which ${entryName} does not export`);
        return local === alias ? local : `${local} as ${alias}`;
      });
      const replacement = `import{${parts.join(',')}}from"../${entryName}";`;
      edits.push({ offset, removed: statement.length, added: replacement.length });
      return replacement;
    });
    if (edits.length === 0) continue;
    await writeFile(file, rewritten);
    await writeFile(`${file}.map`, shiftedMap(await readFile(`${file}.map`, 'utf8'), code, edits));
  }
}

/** The map of a file whose text changed in place (`edits`, at offsets of `before`): later columns move with it. */
function shiftedMap(mapText, before, edits) {
  const lineStarts = [0];
  for (let i = 0; i < before.length; i++) if (before[i] === '\n') lineStarts.push(i + 1);
  const at = (offset) => {
    let line = lineStarts.findLastIndex((start) => start <= offset);
    return { line: line + 1, column: offset - lineStarts[line] };
  };
  const shifts = edits.map((edit) => ({ ...at(edit.offset + edit.removed), delta: edit.added - edit.removed }));
  const consumer = new sourceMap.SourceMapConsumer(JSON.parse(mapText));
  const generator = new sourceMap.SourceMapGenerator({ file: consumer.file });
  consumer.eachMapping((m) => {
    const delta = shifts.filter((s) => s.line === m.generatedLine && s.column <= m.generatedColumn).reduce((sum, s) => sum + s.delta, 0);
    generator.addMapping({
      generated: { line: m.generatedLine, column: m.generatedColumn + delta },
      original: m.source == null ? undefined : { line: m.originalLine, column: m.originalColumn },
      source: m.source ?? undefined,
      name: m.name ?? undefined,
    });
  });
  for (const source of consumer.sources) {
    const content = consumer.sourceContentFor(source, true);
    if (content != null) generator.setSourceContent(source, content);
  }
  return generator.toString();
}
