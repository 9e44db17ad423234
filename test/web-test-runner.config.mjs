// Browser suite: the built element in one of Debian's engines (ENGINE: chromium, firefox or
// webkit; test/run-all.mjs runs it once per engine), against the real sandbox server.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { readFile } from 'node:fs/promises';
import { cacheControlFor, startSandbox, WINDOW_PAGE_HEADERS, windowPageAs } from '../dist/sandbox/server.mjs';
import { countsReporter } from './engines/countsReporter.mjs';
import { ENGINE_NAMES, ENGINES } from './engines/engines.mjs';

/** The sandbox the tests talk to (a second one is started and stopped by the tests themselves). */
export const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4199);
export const ENGINE = process.env.ENGINE ?? 'chromium';
if (!ENGINE_NAMES.includes(ENGINE)) throw new Error(`ENGINE must be one of ${ENGINE_NAMES.join(', ')}, not ${ENGINE}`);
/** Where WebKit's WebDriver listens, when the engine is WebKit. */
const WEBDRIVER_PORT = Number(process.env.WEBDRIVER_PORT ?? SANDBOX_PORT + 1000);

/**
 * DESIGN §4: the suite's sandbox runs its schedules 10 times faster (a payment settles 300 ms after
 * it is paid, not 3 s), so the tests wait for what happens, not for the clock. Invoices still last
 * longer than any test (15 and 10 minutes become 90 and 60 s); expiry is tested on a moved clock.
 */
const SANDBOX_TIME_FACTOR = 10;

let sandbox;
const extra = new Map();
/** When the sandbox sent each provider's page (Date.now()), for the tests that time the payment window. */
const providerPagesSent = [];
/**
 * The host pages the window page served here lists, as an operator lists theirs: these tests' pages
 * (localhost), for the window page opened under the server's other name, 127.0.0.1: a host page
 * on another origin than the window page's. Set once the server's port is known.
 */
let hostPages = [];

/** Server-side commands for tests: socket counts, a player's invoices expired now, and a sandbox that can be stopped and started. */
function sandboxCommands() {
  return {
    name: 'sandbox-commands',
    async serverStart({ config }) {
      hostPages = [`http://localhost:${config.port}`];
      sandbox = await startSandbox(SANDBOX_PORT, '127.0.0.1', SANDBOX_TIME_FACTOR, {
        answered: (path, at) => {
          if (path.startsWith('/sandbox/pay/')) providerPagesSent.push(at);
        },
      });
    },
    async serverStop() {
      await sandbox?.close();
      for (const s of extra.values()) await s.close();
    },
    async executeCommand({ command, payload, session }) {
      if (command === 'sandbox-sockets') return sandbox.socketCount(payload?.token);
      if (command === 'sandbox-drop-sockets') {
        sandbox.dropSockets(payload.token);
        return true;
      }
      if (command === 'sandbox-expire-invoices') return sandbox.expireInvoices(payload.token);
      if (command === 'sandbox-hold-slow-creates') return sandbox.holdSlowCreates(payload.token) ?? true;
      if (command === 'sandbox-release-slow-creates') return sandbox.releaseSlowCreates(payload.token);
      if (command === 'sandbox-captcha-bypasses') return sandbox.captchaBypasses();
      if (command === 'sandbox-provider-pages-sent') return providerPagesSent.filter((at) => at >= payload.since);
      if (command === 'viewport') return viewport(session, payload);
      if (command === 'page-in-front') return pageInFront(session);
      if (command === 'sandbox-start') {
        extra.set(payload.port, await startSandbox(payload.port, '127.0.0.1', SANDBOX_TIME_FACTOR));
        return true;
      }
      if (command === 'sandbox-stop') {
        await extra.get(payload.port)?.close();
        extra.delete(payload.port);
        return true;
      }
      return undefined;
    },
  };
}

/**
 * The page's viewport resized, in any engine (the runner's own command has no WebDriver side):
 * the size reached, which a WebKit window may hold wider than asked.
 */
async function viewport(session, { width, height }) {
  if (session.browser.type === 'webdriver') return session.browser.setViewport({ width, height });
  await session.browser.getPage(session.id).setViewport({ width, height });
  return { width, height };
}

/** The test's page made the focused one again, in any engine. */
async function pageInFront(session) {
  if (session.browser.type === 'webdriver') await session.browser.bringToFront();
  else await session.browser.getPage(session.id).bringToFront();
  return true;
}

/**
 * Console lines the suite causes on purpose, kept out of its output: icons the sandbox has no logo
 * for (by design), and the messages of tests that provoke them (a region without withdrawal
 * methods, a web view without its handshake, a malformed JSON attribute).
 */
const EXPECTED_LOGS = [/Unable to fetch icon/, /Empty withdrawal methods/, /Cannot find property __PAYMENT_CASHIER_HANDSHAKE__/, /is not valid JSON/];

/**
 * The tests serve the static folder beside themselves (so they can read the window page), deployed
 * as an operator would: the window page with its headers, the sandbox's slider stand-in named in
 * its meta and the host pages listed (the sandbox's own copy lists none: to it, these pages are a
 * stranger's site), and the hashed chunks immutable. `/deployed/<name>/` is the same folder under
 * a name no cache has seen, for a test of what the browser keeps.
 */
function staticDeployment() {
  const page = new URL('../dist/cashier/static/payment-window.html', import.meta.url).pathname;
  return async (context, next) => {
    const fresh = /^\/deployed\/[\w-]+\/(.*)$/.exec(context.path);
    const file = fresh ? fresh[1] : context.path.startsWith('/dist/cashier/static/') ? context.path.slice('/dist/cashier/static/'.length) : undefined;
    if (file === undefined) return next();
    if (file === 'payment-window.html') {
      cacheAs(context, cacheControlFor(file));
      context.set(WINDOW_PAGE_HEADERS);
      context.type = 'html';
      context.body = windowPageAs(await readFile(page, 'utf8'), `http://127.0.0.1:${SANDBOX_PORT}/sandbox/captcha/standin.js?api=slider`, hostPages);
      return;
    }
    if (!file.startsWith('chunks/') || !/\.(js|css)$/.test(file)) {
      if (fresh) context.path = `/dist/cashier/static/${file}`;
      return next();
    }
    const body = await readFile(new URL(`../dist/cashier/static/${file}`, import.meta.url)).catch(() => undefined);
    if (!body) return next();
    cacheAs(context, cacheControlFor(file));
    context.type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
    context.body = body;
  };
}

/**
 * The response's Cache-Control, as the deployment says: the runner's own middleware, outside this
 * one, marks every file it serves cacheable for a year once the response is made, which would hide
 * what a browser keeps of a deployment's files.
 */
function cacheAs(context, value) {
  const response = context.response;
  const set = response.set.bind(response);
  set('Cache-Control', value);
  response.set = (field, ...rest) => (typeof field === 'string' && field.toLowerCase() === 'cache-control' ? undefined : set(field, ...rest));
}

export default {
  rootDir: new URL('..', import.meta.url).pathname,
  filterBrowserLogs: ({ args }) => !EXPECTED_LOGS.some((pattern) => args.some((arg) => typeof arg === 'string' && pattern.test(arg))),
  files: ['test/browser/**/*.test.ts'],
  middleware: [staticDeployment()],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 600_000,
  testFramework: { config: { timeout: 30_000 } },
  // The tests read the port from here (test/browser/helpers.ts), so two suites can run side by side.
  testRunnerHtml: (testFramework) =>
    `<html><body><script>window.__SANDBOX_PORT__ = ${SANDBOX_PORT}; window.__ENGINE__ = '${ENGINE}';</script><script type="module" src="${testFramework}"></script></body></html>`,
  browsers: [ENGINES[ENGINE].launcher({ driverPort: WEBDRIVER_PORT })],
  // The counts of this engine's run, for test/run-all.mjs's summary (COUNTS_FILE, when it asks).
  reporters: [defaultReporter(), ...(process.env.COUNTS_FILE ? [countsReporter(process.env.COUNTS_FILE)] : [])],
  // 'auto': each engine gets the tests' TypeScript stripped for what it runs, and the built widget as it ships (not recompiled).
  plugins: [esbuildPlugin({ ts: true, target: 'auto', tsconfig: new URL('../tsconfig.json', import.meta.url).pathname }), sandboxCommands()],
};
