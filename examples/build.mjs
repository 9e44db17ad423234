// Builds the examples from the package as an operator gets it: `npm pack`, unpacked into
// examples/node_modules/payment-cashier, then each example bundled by esbuild into dist/examples/
// beside a copy of the package's static files (what an operator hosts, README "Deployment").
// `npm test` runs this before the tests that type-check and open the examples.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const here = join(root, 'examples');
const installed = join(here, 'node_modules/payment-cashier');
const out = join(root, 'dist/examples');

/** `npm pack` of the repo (built first by esbuild.mjs), unpacked where the examples resolve it. */
async function packAndInstall() {
  const work = await mkdtemp(join(tmpdir(), 'payment-cashier-pack-'));
  try {
    const [pack] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    execFileSync('tar', ['-xzf', join(work, pack.filename), '-C', work]);
    await rm(installed, { recursive: true, force: true });
    await mkdir(join(here, 'node_modules'), { recursive: true });
    await cp(join(work, 'package'), installed, { recursive: true });
    return pack;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const pack = await packAndInstall();
await rm(out, { recursive: true, force: true });
await cp(join(installed, 'dist/cashier/static'), join(out, 'static'), { recursive: true });

// Each app bundles the package like any dependency; its chunks stay chunks beside the app.
for (const [name, entry] of [['react', 'react/main.tsx'], ['vue', 'vue/main.ts']]) {
  const result = await esbuild.build({
    entryPoints: { app: join(here, entry) },
    outdir: join(out, name),
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'false',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    logLevel: 'warning',
  });
  // An operator's bundler must have nothing to say about the package.
  if (result.warnings.length) throw new Error(`examples/${entry}: esbuild warned ${result.warnings.length} times bundling the package`);
}
for (const file of ['index.html', 'casino.css', 'html/index.html', 'html/main.js', 'react/index.html', 'vue/index.html']) {
  await cp(join(here, file), join(out, file));
}
await writeFile(join(out, 'pack.json'), JSON.stringify({ name: pack.name, version: pack.version, size: pack.size, unpackedSize: pack.unpackedSize, files: pack.files.length }, null, 2));
console.log(`examples: ${pack.filename} (${pack.files.length} files, ${(pack.size / 1024).toFixed(0)} KB packed, ${(pack.unpackedSize / 1024).toFixed(0)} KB unpacked) → dist/examples/`);
