// Builds the widget (ES module with lazy chunks, and a classic-script build), the compiled and
// hashed catalogs, and the sandbox server. `node esbuild.mjs` writes everything under dist/.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { mergeFirstScreen, mergeLazyRoots } from './merge-first-screen.mjs';

const root = new URL('.', import.meta.url).pathname;
const staticDir = join(root, 'dist/cashier/static');

/**
 * Compiles every catalog so no ICU parser ships, and names the files by one hash of them all: a
 * release changes the catalogs together (every new text goes into all of them).
 */
async function buildCatalogs() {
  const outDir = join(staticDir, 'locales');
  await mkdir(outDir, { recursive: true });
  const texts = {};
  const windowTexts = {};
  for (const file of (await readdir(join(root, 'locales'))).filter((f) => f.endsWith('.json')).sort()) {
    const locale = file.replace(/\.json$/, '');
    const source = JSON.parse(await readFile(join(root, 'locales', file), 'utf8'));
    const compiled = {};
    for (const [id, message] of Object.entries(source)) {
      try {
        compiled[id] = compileMessage(message);
      } catch (error) {
        throw new Error(`locales/${file}: message "${id}" is not valid ICU: ${error.message}`);
      }
    }
    texts[locale] = JSON.stringify(compiled);
    // The payment window page's own words, in the page itself (src/payment/window/windowTexts.ts).
    windowTexts[locale] = Object.fromEntries(Object.entries(source).filter(([id]) => id.startsWith('paymentWindow.')));
  }
  const hash = createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 10);
  for (const [locale, text] of Object.entries(texts)) await writeFile(join(outDir, `${locale}.${hash}.json`), text);
  return { locales: Object.keys(texts).join(' '), hash, windowTexts };
}

/** CSS is imported as text for an adopted stylesheet, minified on the way in. */
const minifiedCss = {
  name: 'minified-css',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const { code } = await esbuild.transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: code.trim(), loader: 'text' };
    });
  },
};

/**
 * engine.io-client brings its HTTP long-polling and WebTransport transports (and runs their feature
 * tests) whether or not they are used; the widget connects with `transports: ['websocket']` only. For
 * socket.io-client, `engine.io-client` is therefore a lean module: the socket with a WebSocket-only
 * transport table, the helpers socket.io-client imports, and empty names for the transports it
 * merely re-exports (nothing of ours uses them).
 */
const websocketOnlyEngine = {
  name: 'websocket-only-engine-io',
  setup(build) {
    let engineDir;
    build.onResolve({ filter: /^engine\.io-client$/ }, async (args) => {
      if (!/[\\/]socket\.io-client[\\/]/.test(args.importer)) return undefined;
      const resolved = await build.resolve('engine.io-client', { kind: args.kind, resolveDir: args.resolveDir });
      engineDir = dirname(resolved.path);
      return { path: 'engine.io-client', namespace: 'websocket-only' };
    });
    build.onResolve({ filter: /^\.\/transports\/index\.js$/ }, (args) =>
      /[\\/]engine\.io-client[\\/]/.test(args.importer) ? { path: 'transports', namespace: 'websocket-only' } : undefined);
    build.onLoad({ filter: /.*/, namespace: 'websocket-only' }, (args) => ({
      contents: args.path === 'transports'
        ? 'import { WS } from "./transports/websocket.js"; export const transports = { websocket: WS };'
        : [
          'export { Socket } from "./socket.js";',
          'export { installTimerFunctions } from "./util.js";',
          'export { parse } from "./contrib/parseuri.js";',
          'export { nextTick } from "./globals.js";',
          'export { WS as WebSocket } from "./transports/websocket.js";',
          'export const Fetch = undefined, NodeXHR = undefined, XHR = undefined, NodeWebSocket = undefined, WebTransport = undefined;',
        ].join('\n'),
      resolveDir: engineDir,
      loader: 'js',
    }));
  },
};

/** socket.io-client gets our JSON-only packet format (src/transport/socketParser.ts) for socket.io-parser. */
const jsonOnlySocketParser = {
  name: 'json-only-socket-parser',
  setup(build) {
    build.onResolve({ filter: /^socket\.io-parser$/ }, (args) =>
      /[\\/]socket\.io-client[\\/]/.test(args.importer) ? { path: join(root, 'src/transport/socketParser.ts') } : undefined);
  },
};

/**
 * wouter reaches React's useSyncExternalStore through the `use-sync-external-store` shim, which
 * exists for React before 18; with React 19 the shim only hands React's own hook back.
 */
const nativeSyncExternalStore = {
  name: 'native-use-sync-external-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: 'shim', namespace: 'native-sync-store' }));
    build.onLoad({ filter: /.*/, namespace: 'native-sync-store' }, () => ({ contents: 'export { useSyncExternalStore } from "react";', resolveDir: root, loader: 'js' }));
  },
};

const shared = (catalogs) => ({
  bundle: true,
  minify: true,
  sourcemap: true,
  target: ['es2022', 'chrome111', 'safari16.4', 'firefox128'],
  // Every target has Unicode property escapes (ES2018: Chrome 64, Safari 11.1, Firefox 78); told
  // so, esbuild keeps such regex literals as they are instead of turning them into `new RegExp(…)`.
  supported: { 'regexp-unicode-property-escapes': true },
  plugins: [minifiedCss, websocketOnlyEngine, jsonOnlySocketParser, nativeSyncExternalStore],
  legalComments: 'none',
  define: {
    'process.env.NODE_ENV': '"production"',
    __CATALOGS__: JSON.stringify({ locales: catalogs.locales, hash: catalogs.hash }),
    __WINDOW_PAGE_FILES__: JSON.stringify(catalogs.windowPageFiles ?? []),
  },
  logLevel: 'warning',
});

/**
 * The payment window's static page (src/payment/window): its HTML beside the widget, its style and
 * script under hashed names in chunks/ (kept for good by any browser, so that one that prefetches
 * only what it may keep, Firefox, has them warm for the window), which the HTML is written to load.
 * Returns the files the page loads before it can take a payment (relative to the static base), for
 * the widget to have them in the browser's cache before Deposit opens the window.
 */
async function buildWindowPage(catalogs) {
  const dir = join(root, 'src/payment/window');
  const built = await esbuild.build({
    ...shared(catalogs),
    entryPoints: { 'payment-window': join(dir, 'entry.ts') },
    define: { ...shared(catalogs).define, __WINDOW_TEXTS__: JSON.stringify(catalogs.windowTexts) },
    outdir: staticDir,
    format: 'esm',
    entryNames: 'chunks/[name]-[hash]',
    // The slider captcha is a chunk of its own, loaded only when a create shows it in the window.
    splitting: true,
    chunkNames: 'chunks/window-[name]-[hash]',
    metafile: true,
  });
  const css = await esbuild.transform(await readFile(join(dir, 'payment-window.css'), 'utf8'), { loader: 'css', minify: true });
  const cssFile = `chunks/payment-window-${createHash('sha256').update(css.code).digest('hex').slice(0, 8).toUpperCase()}.css`;
  await writeFile(join(staticDir, cssFile), css.code);
  const [scriptPath, script] = Object.entries(built.metafile.outputs).find(([, output]) => output.entryPoint?.endsWith('entry.ts'));
  const scriptFile = relative(staticDir, join(root, scriptPath));
  const source = await readFile(join(dir, 'payment-window.html'), 'utf8');
  const html = source.replace('href="payment-window.css"', `href="${cssFile}"`).replace('src="payment-window.js"', `src="${scriptFile}"`);
  if (!html.includes(cssFile) || !html.includes(scriptFile)) throw new Error('payment-window.html no longer names payment-window.css and payment-window.js');
  await writeFile(join(staticDir, 'payment-window.html'), html);
  const chunks = script.imports.filter((imported) => imported.kind === 'import-statement').map((imported) => relative(staticDir, join(root, imported.path)));
  return ['payment-window.html', cssFile, scriptFile, ...chunks];
}

/**
 * A second minification of every built script. esbuild bundles and minifies fast; terser then names
 * variables by how often they are used and folds a little more, which gzip rewards: −2.6 KB gzip on
 * the first screen (2.6 %), measured on the built entry. Each file's source map is carried through.
 */
async function minifyFurther(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath, entry.name);
    const [code, map] = await Promise.all([readFile(file, 'utf8'), readFile(`${file}.map`, 'utf8')]);
    const result = await minify(code, {
      module: !entry.name.includes('.iife.'),
      ecma: 2020,
      compress: true,
      mangle: true,
      format: { comments: false },
      sourceMap: { content: map, url: `${entry.name}.map` },
    });
    await Promise.all([writeFile(file, result.code), writeFile(`${file}.map`, result.map)]);
  }
}

/** The parts the shadow DOM names (`part="…"` in the sources), for the manifest. */
async function partNames() {
  const names = new Set();
  for (const entry of await readdir(join(root, 'src'), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.tsx')) continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/\bpart="([a-z-]+)"/g)) names.add(match[1]);
  }
  return [...names];
}

/** custom-elements.json beside the widget, from the element's tables (src/element/manifest.ts). */
async function writeManifest() {
  const out = join(root, 'dist/manifest.mjs');
  await esbuild.build({ entryPoints: [join(root, 'src/element/manifest.ts')], outfile: out, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' });
  const { customElementsManifest } = await import(pathToFileURL(out).href);
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const styles = await Promise.all(['cashier.css', 'pages.css', 'snackbar.css'].map((file) => readFile(join(root, 'src/styles', file), 'utf8')));
  const manifest = customElementsManifest(version, { css: styles.join('\n'), parts: await partNames() });
  await writeFile(join(staticDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await rm(out);
}

/**
 * The lazy files that take in their chunks, each followed by the pages it leads to
 * (merge-first-screen.mjs), most needed first: the main cashier's deposit flow table, which every
 * first tap on its list waits for, then its withdrawal table, then the other modes.
 */
const LAZY_ROOTS = ['src/modes/main/depositRegistry.ts', 'src/modes/main/withdrawalTable.ts', 'src/modes/crypto-balance/mode.ts', 'src/modes/sweep/mode.ts'];

async function main() {
  await rm(join(root, 'dist'), { recursive: true, force: true });
  const catalogs = await buildCatalogs();
  catalogs.windowPageFiles = await buildWindowPage(catalogs);

  const esm = await esbuild.build({
    ...shared(catalogs),
    entryPoints: { 'payment-cashier': join(root, 'src/element/index.ts') },
    outdir: staticDir,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
  });
  const entryKey = 'dist/cashier/static/payment-cashier.js';
  const firstScreen = await mergeFirstScreen({ root, entryKey, metafile: esm.metafile, buildOptions: shared(catalogs) });
  const esmMeta = await mergeLazyRoots({ root, entryKey, metafile: firstScreen, buildOptions: shared(catalogs), roots: LAZY_ROOTS });
  const iife = await esbuild.build({
    ...shared(catalogs),
    entryPoints: { 'payment-cashier.iife': join(root, 'src/element/index.ts') },
    outdir: staticDir,
    format: 'iife',
    metafile: true,
  });
  await minifyFurther(staticDir);
  await esbuild.build({
    entryPoints: [join(root, 'demo/sandbox/server.ts')],
    outfile: join(root, 'dist/sandbox/server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await writeManifest();
  await writeFile(join(root, 'dist/meta.json'), JSON.stringify({ esm: esmMeta, iife: iife.metafile, catalogs }));
  console.log(`built dist/ (${catalogs.locales.split(' ').length} catalogs)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
