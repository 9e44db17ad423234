// Deposit pressed → the provider's page in the payment window, in each engine the suite runs in,
// measured the same way in all three: a script in the host page plays the player
// (CoDi, 150, a name, LOOK_MS on the amount page while its hints land, then Deposit) and notes the
// time of the press; the sandbox says when it sent the provider's page to the window. (Timed from
// inside the page, the window's arrival would be seen late: the host page is then a background
// page, whose timers and animation frames the engines slow down.)
// The static folder is on the host page's own host, as the warm window needs, under a fresh name
// per run, so every run starts from a cold cache whatever the engine kept. Used by bench.mjs.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { cacheControlFor, WINDOW_PAGE_HEADERS, windowPageAs } from '../../dist/sandbox/server.mjs';
import { ENGINES } from '../engines/engines.mjs';
import { startWebKitSession } from '../engines/webkitSession.mjs';
import { LOOK_MS } from './taps.mjs';

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html' };

/** The player's part, run in the host page; its result is left in `window.__benchDeposit`. */
const PLAYER = `
const cashier = document.querySelector('payment-cashier');
const until = async (probe, what) => {
  const started = performance.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() - started > 20000) throw new Error('no ' + what);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const root = () => cashier.shadowRoot;
const type = (input, value) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
try {
  await until(() => root()?.querySelector('.entries[data-ready="true"]'), 'list');
  [...root().querySelectorAll('button.entry')].find((button) => button.textContent.includes('CoDi')).click();
  type(await until(() => root().querySelector('input[inputmode="decimal"]'), 'amount field'), '150');
  const label = await until(() => [...root().querySelectorAll('label')].find((l) => l.textContent === 'Name on the account'), 'name field');
  type(root().getElementById(label.htmlFor), 'Ana Perez');
  await new Promise((resolve) => setTimeout(resolve, ${LOOK_MS}));
  const warmed = performance.getEntriesByType('resource').filter((entry) => /chunks\\/payment-window-/.test(entry.name)).length;
  const button = await until(() => [...root().querySelectorAll('button[type="submit"]')].find((b) => /^Deposit/.test(b.textContent) && b.getAttribute('aria-busy') !== 'true'), 'Deposit');
  // Read by the bench beside the time the sandbox sent the provider's page (the same clock).
  window.__benchDeposit = { pressedAt: Date.now(), warmed };
  button.click();
} catch (error) {
  window.__benchDeposit = { error: String(error) };
}
`;

/**
 * The bench's page server's routes for this measure: `/engine-deposit/<run>.html`, the host page,
 * and `/own-static/<run>/…`, the static folder deployed as README says (hashed chunks immutable,
 * the window page no-cache with its headers, listing the host page). True when it answered.
 */
export function engineDepositRoutes({ staticDir, sandboxUrl, pagesOrigin }) {
  return async (req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const page = /^\/engine-deposit\/([\w-]+)\.html$/.exec(path);
    if (page) {
      const base = `${pagesOrigin}/own-static/${page[1]}/`;
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }).end(`<!doctype html><meta charset="utf-8">
<script type="module" src="${base}payment-cashier.js"></script>
<payment-cashier token="engine-${page[1]}" transport="socket" api-url="${sandboxUrl}" static-base="${base}" user='{"paymentGeo":"MX","currency":"MXN"}'></payment-cashier>
<script type="module">${PLAYER}</script>`);
      return true;
    }
    const file = /^\/own-static\/[\w-]+\/(.+)$/.exec(path)?.[1];
    if (!file || file.includes('..')) return false;
    const body = await readFile(join(staticDir, file)).catch(() => undefined);
    if (!body) {
      res.writeHead(404).end();
      return true;
    }
    const type = TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
    if (file === 'payment-window.html') {
      const html = windowPageAs(body.toString('utf8'), `${sandboxUrl}/sandbox/captcha/standin.js?api=slider`, [pagesOrigin]);
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cacheControlFor(file), ...WINDOW_PAGE_HEADERS }).end(html);
    } else {
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cacheControlFor(file), 'Access-Control-Allow-Origin': '*' }).end(body);
    }
    return true;
  };
}

const FIREFOX_PREFS = { 'network.dns.disableIPv6': true, 'browser.safebrowsing.malware.enabled': false, 'browser.safebrowsing.phishing.enabled': false, 'app.update.enabled': false };

/** An engine driven to open a URL and hand back the player's press: puppeteer-core for Chromium and Firefox, WebDriver for WebKit. */
async function drive(name) {
  const engine = ENGINES[name];
  if (name === 'webkit') {
    const session = await startWebKitSession({ binary: engine.binary, port: 4187 });
    const script = (body) => session.call('POST', '/execute/sync', { script: body, args: [] });
    return {
      version: `WebKit ${session.version}`,
      async open(url) {
        await session.call('POST', '/url', { url });
        for (let waited = 0; waited < 30_000; waited += 50) {
          const pressed = await script('return window.__benchDeposit ?? null');
          if (pressed) return pressed;
          await sleep(50);
        }
        return { error: 'Deposit not pressed in 30 s' };
      },
      async closeWindows() {
        for (const handle of (await session.call('GET', '/window/handles')).filter((handle) => handle !== session.mainWindow)) {
          await session.call('POST', '/window', { handle });
          await session.call('DELETE', '/window');
        }
        await session.call('POST', '/window', { handle: session.mainWindow });
      },
      stop: () => session.stop(),
    };
  }
  const browser = await puppeteer.launch(
    name === 'firefox'
      ? { browser: 'firefox', executablePath: engine.binary, headless: true, extraPrefsFirefox: FIREFOX_PREFS }
      : { executablePath: engine.binary, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] },
  );
  const version = await browser.version();
  return {
    version: name === 'firefox' ? `Firefox ${version.replace(/^\D+\//, '')}` : version.replace('/', ' '),
    async open(url) {
      const page = await browser.newPage();
      await page.goto(url);
      // Polled, not on animation frames: a page behind the window it opened draws none.
      return page.waitForFunction(() => window.__benchDeposit, { timeout: 30_000, polling: 50 }).then((handle) => handle.jsonValue(), (error) => ({ error: String(error) }));
    },
    async closeWindows() {
      for (const page of await browser.pages()) await page.close().catch(() => {});
    },
    stop: () => browser.close(),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Per engine installed: the median and range of `runs` presses, and in how many runs the window
 * page was warm before the press. `providerSent()` lists the times the sandbox sent a provider's page.
 */
export async function depositByEngine({ pagesOrigin, runs, providerSent, engines = Object.keys(ENGINES) }) {
  const rows = [];
  for (const name of engines) {
    if (!existsSync(ENGINES[name].binary)) {
      rows.push({ name, missing: true });
      continue;
    }
    const driver = await drive(name);
    const player = async (run) => {
      const pressed = await driver.open(`${pagesOrigin}/engine-deposit/${name}-${run}-${Date.now().toString(36)}.html`);
      let sent;
      for (let waited = 0; !pressed.error && sent === undefined && waited < 20_000; waited += 20) {
        sent = providerSent().find((at) => at >= pressed.pressedAt);
        if (sent === undefined) await sleep(20);
      }
      await driver.closeWindows();
      if (pressed.error) return pressed;
      return sent === undefined ? { error: 'no provider page within 20 s' } : { ms: sent - pressed.pressedAt, warmed: pressed.warmed };
    };
    try {
      await player('warmup');
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await player(i));
      const failed = results.filter((result) => result.error);
      const ms = results.filter((result) => !result.error).map((result) => result.ms).sort((a, b) => a - b);
      rows.push({
        name: driver.version,
        median: ms[Math.floor(ms.length / 2)],
        min: ms[0],
        max: ms[ms.length - 1],
        warm: results.filter((result) => result.warmed > 0).length,
        runs: results.length,
        errors: failed.map((result) => result.error),
      });
    } finally {
      await driver.stop();
    }
  }
  return rows;
}
