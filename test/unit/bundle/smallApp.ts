// A small app written to a folder of its own and built as esbuild.mjs builds the widget (ES modules,
// code splitting), for the tests of the build's merge step (merge-first-screen.mjs).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Metafile } from 'esbuild';

export const ENTRY_KEY = 'out/entry.js';
const OPTIONS = { bundle: true, minify: true, sourcemap: true, logLevel: 'silent' as const };

/** `files` (path → source, the entry at src/entry.js) built into `out/`: the folder, the metafile, and the options to build again with. */
export async function buildSmallApp(name: string, files: Record<string, string>): Promise<{ dir: string; metafile: Metafile; buildOptions: typeof OPTIONS & { absWorkingDir: string } }> {
  const dir = await mkdtemp(join(tmpdir(), `${name}-`));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  await writeFile(join(dir, 'package.json'), '{"type":"module"}');
  const buildOptions = { ...OPTIONS, absWorkingDir: dir };
  const built = await build({
    ...buildOptions,
    entryPoints: { entry: 'src/entry.js' },
    outdir: 'out',
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
  });
  return { dir, metafile: built.metafile, buildOptions };
}
