// What a player feels after the list: a method's first tap and the same tap again
// (method → its amount page drawn), Deposit → the provider's page in the payment window, and a
// reopen of the cashier against a cold open, on this machine and on a simulated phone (150 ms
// round trip, 4× CPU slowdown: Chrome DevTools Protocol emulation), and the bytes loaded ahead
// after the list. Used by bench.mjs; each function is one run in a fresh browser context.

/** The phone the issue names: every request 150 ms late, the CPU four times slower. */
export const PHONE = { name: 'phone: 150 ms round trip, 4× CPU slowdown', latency: 150, cpu: 4 };
export const HERE = { name: 'this machine', latency: 0, cpu: 1 };
/** The phone's network on this machine's CPU: how the look-ahead fares against a quick tap when each file costs a round trip. */
export const NET = { name: '150 ms round trip', latency: 150, cpu: 1 };

/** How soon a quick player taps after the list is drawn (the look-ahead has that long). */
export const QUICK_TAP_MS = [300, 1000];

/** How long a player looks at the list, and at the amount page, before tapping: the idle time the cashier has to prepare. */
export const LOOK_MS = 2000;

/** A fresh context and page emulating `conditions`. */
export async function openPage(browser, conditions) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await emulate(context, page, conditions);
  return { context, page };
}

async function emulate(context, page, conditions) {
  if (conditions.latency === 0 && conditions.cpu === 1) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: conditions.latency, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpu });
}

const listShown = (page) => page.locator('payment-cashier .entries[data-ready="true"]').waitFor({ timeout: 60_000 });

/** Presses and clicks the list entry named `name` as a finger does; resolves with the ms until `drawn` is in the shadow root. */
const tapUntil = (page, name, drawn) =>
  page.evaluate(
    ({ name, drawn }) =>
      new Promise((resolve, reject) => {
        const root = document.querySelector('payment-cashier').shadowRoot;
        const entry = [...root.querySelectorAll('button.entry')].find((button) => button.textContent.includes(name));
        if (!entry) return reject(new Error(`No entry ${name}`));
        const observer = new MutationObserver(() => {
          if (!root.querySelector(drawn)) return;
          observer.disconnect();
          resolve(performance.now() - pressed);
        });
        observer.observe(root, { subtree: true, childList: true });
        const pressed = performance.now();
        entry.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
        entry.click();
      }),
    { name, drawn },
  );

const AMOUNT_FIELD = 'input[inputmode="decimal"]';

/**
 * One player: the list, a look at it, a tap on `name` (first), Back, the same tap again (second).
 * Also what was fetched between the list and the first tap: the pages prepared ahead.
 */
export async function taps(browser, url, conditions, name = 'CoDi') {
  const { context, page } = await openPage(browser, conditions);
  await page.goto(url);
  await listShown(page);
  const ahead = [];
  const record = (response) => ahead.push(response.url());
  page.on('response', record);
  await page.waitForTimeout(LOOK_MS);
  page.off('response', record);
  const first = await tapUntil(page, name, AMOUNT_FIELD);
  await page.locator('payment-cashier .header__back, payment-cashier button[aria-label="Back"]').first().click();
  await listShown(page);
  await page.waitForTimeout(300);
  const second = await tapUntil(page, name, AMOUNT_FIELD);
  await context.close();
  return { first, second, ahead };
}

/**
 * A quick player: the list drawn, a tap on `name` `afterMs` later (timed in the page from the list's
 * drawing), and the ms until its amount page is drawn. `ahead: false` is a browser that spares data,
 * where the cashier loads nothing ahead: what the tap costs without the look-ahead.
 */
export async function quickTap(browser, url, conditions, afterMs, { ahead = true, name = 'CoDi' } = {}) {
  const { context, page } = await openPage(browser, conditions);
  await page.addInitScript((spare) => {
    if (spare) Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    document.addEventListener('cashier-full-load', () => (window.__listAt = performance.now()), { once: true });
  }, !ahead);
  await page.goto(url);
  await page.waitForFunction(() => window.__listAt !== undefined, null, { timeout: 60_000 });
  await page.evaluate((at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now()))), await page.evaluate((ms) => window.__listAt + ms, afterMs));
  const ms = await tapUntil(page, name, AMOUNT_FIELD);
  await context.close();
  return ms;
}

/** A page opened cold under `conditions`: ms from navigation to `event` (the bare React page's floor beside the cashier's). */
export async function coldOpen(browser, url, conditions, event) {
  const { context, page } = await openPage(browser, conditions);
  await page.addInitScript((name) => document.addEventListener(name, () => (window.__readyAt = performance.now()), { once: true }), event);
  await page.goto(url);
  await page.waitForFunction(() => window.__readyAt !== undefined, null, { timeout: 60_000 });
  const ms = await page.evaluate(() => window.__readyAt);
  await context.close();
  return ms;
}

/** One player pays with CoDi: the amount page filled in, a look, then Deposit → the provider's page shown in the window. */
export async function depositToProvider(browser, url, conditions) {
  const { context, page } = await openPage(browser, conditions);
  await page.goto(url);
  await listShown(page);
  const cashier = page.locator('payment-cashier');
  await cashier.locator('button.entry', { hasText: 'CoDi' }).click();
  await cashier.locator(AMOUNT_FIELD).fill('150');
  await cashier.getByLabel('Name on the account').fill('Ana Perez');
  await page.waitForTimeout(LOOK_MS);
  context.on('page', (popup) => void emulate(context, popup, conditions));
  const popupOpen = context.waitForEvent('page');
  // Pressed in the page, timed by the page's clock: Playwright's own round trips are not the player's wait.
  const pressed = await page.evaluate(() => {
    const button = [...document.querySelector('payment-cashier').shadowRoot.querySelectorAll('button[type="submit"]')].find((b) => /^Deposit/.test(b.textContent));
    const at = performance.timeOrigin + performance.now();
    button.click();
    return at;
  });
  const popup = await popupOpen;
  await popup.waitForURL(/\/sandbox\/pay\//, { timeout: 60_000 });
  await popup.waitForLoadState('domcontentloaded');
  // The provider's page is shown once its document is parsed (its own clock, the same wall time).
  const shown = await popup.evaluate(() => performance.timeOrigin + performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd);
  await context.close();
  return shown - pressed;
}

/**
 * A player opens the cashier (cold: a new browser profile), closes it, and opens it again in the
 * same browser (the reopen): for each, ms from navigation to the list drawn, and from the
 * element's script arriving to the list drawn (the cashier's own share: the page's document and
 * the script's revalidation are the host's and the deployment's round trips).
 */
export async function coldAndReopen(browser, url, conditions) {
  const { context, page } = await openPage(browser, conditions);
  await page.addInitScript(() => {
    document.addEventListener('cashier-full-load', () => (window.__listAt = performance.now()), { once: true });
  });
  const open = async () => {
    await page.goto(url);
    await page.waitForFunction(() => window.__listAt !== undefined, null, { timeout: 60_000 });
    return page.evaluate(() => {
      const script = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.endsWith('/payment-cashier.js'));
      return { fromNavigation: window.__listAt, fromScript: window.__listAt - (script?.responseEnd ?? 0) };
    });
  };
  const cold = await open();
  await page.waitForTimeout(LOOK_MS);
  await page.goto('about:blank');
  const reopen = await open();
  await context.close();
  return { cold, reopen };
}

/** Median and spread of a series of ms. */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
  return { median: at(0.5), p25: at(0.25), p75: at(0.75), min: sorted[0], max: sorted[sorted.length - 1] };
}

/**
 * The whole section: `runs` players of each kind under each of the conditions, interleaved (a slow
 * spell of the machine falls on all alike). `bytesOf(urls)` sizes what was loaded ahead.
 */
export async function afterTheList(browser, url, runs, bytesOf, bareUrl) {
  const rows = [];
  for (const conditions of [HERE, PHONE]) {
    const series = { first: [], second: [], deposit: [], cold: [], reopen: [], coldScript: [], reopenScript: [], bare: [] };
    let ahead = [];
    for (let i = 0; i < runs; i++) {
      const tap = await taps(browser, url, conditions);
      series.first.push(tap.first);
      series.second.push(tap.second);
      ahead = tap.ahead;
      series.deposit.push(await depositToProvider(browser, url, conditions));
      const open = await coldAndReopen(browser, url, conditions);
      series.cold.push(open.cold.fromNavigation);
      series.reopen.push(open.reopen.fromNavigation);
      series.coldScript.push(open.cold.fromScript);
      series.reopenScript.push(open.reopen.fromScript);
      series.bare.push(await coldOpen(browser, bareUrl, conditions, 'bench-interactive'));
    }
    const scripts = ahead.filter((address) => /\.m?js(\?|$)/.test(address));
    rows.push({ conditions, series: Object.fromEntries(Object.entries(series).map(([name, values]) => [name, spread(values)])), ahead: { files: scripts.length, bytes: await bytesOf(scripts) } });
  }
  return rows;
}

/**
 * Reopens on the 150 ms network with this machine's CPU, `runs` of them: where the round trips
 * alone hold the reopen back (the phone's row adds four times the CPU).
 */
export async function reopensOnTheNetwork(browser, url, runs) {
  const reopen = [];
  for (let i = 0; i < runs; i++) reopen.push((await coldAndReopen(browser, url, NET)).reopen.fromNavigation);
  return spread(reopen);
}

/**
 * Quick players on this machine and on the 150 ms network: a tap 300 ms and 1 s after the list,
 * with the look-ahead and, at the earliest tap, without it. `runs` of each, interleaved.
 */
export async function quickTaps(browser, url, runs) {
  const cases = [];
  for (const conditions of [HERE, NET]) {
    for (const afterMs of QUICK_TAP_MS) cases.push({ conditions, afterMs, ahead: true });
    cases.push({ conditions, afterMs: QUICK_TAP_MS[0], ahead: false });
  }
  const series = cases.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, { conditions, afterMs, ahead }] of cases.entries()) series[index].push(await quickTap(browser, url, conditions, afterMs, { ahead }));
  }
  return cases.map((tapCase, index) => ({ ...tapCase, spread: spread(series[index]) }));
}
