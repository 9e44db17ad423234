// The timeline of one cold load: when each file, call and socket event started and ended, and when
// the list was drawn, in ms from navigation start, read from the browser's own network events
// (Chrome DevTools Protocol), so that a wait between two requests shows as the gap it is. Used by
// bench.mjs; `node test/bench/timeline.mjs <page url> [latency ms] [cpu slowdown] [reopen]` prints one.
import { LOOK_MS, openPage } from './taps.mjs';

/** A short name for an address: its file, or its last path segment with the query's first key. */
function shortName(address) {
  const url = new URL(address);
  const file = url.pathname.split('/').filter(Boolean).pop() ?? url.host;
  return url.protocol.startsWith('ws') ? `socket ${file}` : file;
}

/**
 * Loads `url` in a fresh context (optionally with `latency` ms per request and `cpu`× slowdown)
 * and returns the rows `{ start, end, what }` (ms from navigation start), the list's drawing last.
 * With `reopen`, the page is loaded once, left, and the rows are those of loading it again in the
 * same browser (its cache and storage kept).
 */
export async function coldTimeline(browser, url, { latency = 0, cpu = 1, event = 'cashier-full-load', reopen = false } = {}) {
  const { context, page } = await openPage(browser, { latency, cpu });
  if (reopen) {
    await page.addInitScript((name) => document.addEventListener(name, () => (window.__drawn = true), { once: true }), event);
    await page.goto(url);
    await page.waitForFunction(() => window.__drawn === true, null, { timeout: 60_000 });
    await page.waitForTimeout(LOOK_MS);
    await page.goto('about:blank');
  }
  // A session of its own for the network's events (the emulation has another).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let origin = null;
  const at = (timestamp) => (timestamp - origin) * 1000;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (origin === null && type === 'Document') origin = timestamp;
    if (request.method === 'OPTIONS') return;
    const known = requests.get(requestId);
    if (known) return;
    requests.set(requestId, { start: timestamp, end: null, what: `${request.method === 'POST' ? 'POST ' : ''}${shortName(request.url)}` });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const row = requests.get(requestId);
    if (row) row.what += ' (cache)';
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const row = requests.get(requestId);
    if (row && response.status === 304) row.what += ' (304)';
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const row = requests.get(requestId);
    if (row) row.end = timestamp;
  });
  const frames = [];
  cdp.on('Network.webSocketCreated', ({ requestId, url: address }) => requests.set(requestId, { start: null, end: null, what: `socket opened (${shortName(address)})` }));
  cdp.on('Network.webSocketWillSendHandshakeRequest', ({ requestId, timestamp }) => {
    const row = requests.get(requestId);
    if (row) row.start = timestamp;
  });
  cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, timestamp }) => {
    const row = requests.get(requestId);
    if (row) row.end = timestamp;
  });
  // Socket.IO frames: the first sent and received of each call name tell when a call went and came back.
  cdp.on('Network.webSocketFrameSent', ({ timestamp, response }) => frames.push({ timestamp, sent: true, data: response.payloadData }));
  cdp.on('Network.webSocketFrameReceived', ({ timestamp, response }) => frames.push({ timestamp, sent: false, data: response.payloadData }));
  await page.addInitScript((name) => {
    document.addEventListener(name, () => console.debug('timeline-drawn', performance.now()), { once: true });
  }, event);
  const drawn = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('timeline-drawn'), timeout: 60_000 });
  await page.goto(url);
  const drawnAt = Number((await drawn).text().split(' ')[1]);
  // The page's own clock starts at navigation start, as the network events' origin does.
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })));
  await context.close();
  const rows = [...requests.values()].filter((row) => row.start !== null).map((row) => ({ start: at(row.start), end: row.end === null ? null : at(row.end), what: row.what }));
  // Socket.IO call frames: `42<id>["name",…]` out, `43<id>[…]` back.
  const calls = new Map();
  for (const frame of frames) {
    const match = /^4([23])(\d+)(.*)$/s.exec(frame.data);
    if (!match) continue;
    const [, kind, id, rest] = match;
    if (kind === '2' && frame.sent) calls.set(id, { start: at(frame.timestamp), end: null, what: `socket call ${/^\["([^"]+)"/.exec(rest)?.[1] ?? id}` });
    if (kind === '3' && !frame.sent && calls.has(id)) calls.get(id).end ??= at(frame.timestamp);
  }
  rows.push(...calls.values());
  // Resource timing has what the network events have, with the page's view of when a response was whole.
  for (const entry of entries) {
    const row = rows.find((candidate) => candidate.what.endsWith(shortName(entry.name)) && Math.abs(candidate.start - entry.start) < 5);
    if (row && row.end === null) row.end = entry.end;
  }
  rows.sort((a, b) => a.start - b.start);
  // What starts after the list (its icons, the look-ahead) is summed up in one row.
  const before = rows.filter((row) => row.start <= drawnAt);
  const after = rows.length - before.length;
  before.push({ start: drawnAt, end: drawnAt, what: 'the list is drawn (cashier-full-load)' });
  if (after) before.push({ start: drawnAt, end: null, what: `then ${after} more requests (icons, the pages loaded ahead)` });
  return before;
}

/** The rows as a markdown table. */
export function timelineTable(rows) {
  const ms = (value) => (value === null ? '…' : value.toFixed(0));
  return ['| ms | what |', '|---|---|', ...rows.map((row) => `| ${row.start === row.end ? ms(row.start) : `${ms(row.start)} → ${ms(row.end)}`} | ${row.what} |`)].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('playwright-core');
  const [url, latency = '0', cpu = '1', reopen] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  console.log(timelineTable(await coldTimeline(browser, url, { latency: Number(latency), cpu: Number(cpu), reopen: reopen === 'reopen' })));
  await browser.close();
}
