import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyIconOf } from '../../../src/state/currencyIcons';
import type { Cashier } from '../../../src/state/cashier';
import { MAX_SVG_IMAGE_BYTES } from '../../../src/state/svgImage';
import { TEXT_FILE_TIMEOUT_MS } from '../../../src/transport/plain';
import { testCashier } from '../ui/renderWithCashier';

/** A cashier whose session the test restarts (a new token). */
function restartable(): Cashier & { restart(): void } {
  let session = new AbortController();
  const cashier = testCashier();
  return Object.assign(cashier, { sessionSignal: () => session.signal, restart: () => (session = new AbortController()) });
}

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';

describe('currency icons (spec §7 GET icons/{currency lowercase}.svg)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a currency once per cashier, by its lower-case code, and gives an image URL', async () => {
    const fetched = vi.fn(async () => new Response(svg, { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    const cashier = testCashier();
    const [first, second] = await Promise.all([currencyIconOf(cashier, 'USDT'), currencyIconOf(cashier, 'usdt')]);
    expect(first).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(second).toBe(first);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(String((fetched.mock.calls[0] as unknown[])[0])).toMatch(/icons\/usdt\.svg$/);
    await currencyIconOf(testCashier(), 'USDT');
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it("skips an answer that is not OK quietly, saying 'Unable to fetch icon' with its status once", async () => {
    const fetched = vi.fn(async () => new Response('no', { status: 404 }));
    vi.stubGlobal('fetch', fetched);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cashier = testCashier();
    expect(await currencyIconOf(cashier, 'XYZ')).toBeNull();
    expect(await currencyIconOf(cashier, 'XYZ')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('[payment-cashier] Unable to fetch icon 404');
    expect(await currencyIconOf(cashier, '../x')).toBeNull();
    expect(fetched).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("skips a page served for a missing icon (200, text/html), and asks again in the next session", async () => {
    const fetched = vi.fn(async () => new Response('<!doctype html><html><div id="app"></div></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    vi.stubGlobal('fetch', fetched);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cashier = restartable();
    expect(await currencyIconOf(cashier, 'USDT')).toBeNull();
    expect(warn.mock.calls[0]![0]).toBe('[payment-cashier] Unable to fetch icon not an SVG image');
    // An SVG served as an HTML page is not one either.
    fetched.mockImplementation(async () => new Response(svg, { headers: { 'content-type': 'text/html' } }));
    expect(await currencyIconOf(cashier, 'USDT')).toBeNull();
    expect(fetched).toHaveBeenCalledTimes(1);
    cashier.restart();
    fetched.mockImplementation(async () => new Response(svg, { headers: { 'content-type': 'image/svg+xml' } }));
    expect(await currencyIconOf(cashier, 'USDT')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it(`skips an icon over ${MAX_SVG_IMAGE_BYTES} bytes, and one whose host never answers`, async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response(`<svg>${' '.repeat(MAX_SVG_IMAGE_BYTES)}</svg>`)));
    expect(await currencyIconOf(testCashier(), 'BTC')).toBeNull();
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    const icon = currencyIconOf(testCashier(), 'BTC');
    await vi.advanceTimersByTimeAsync(TEXT_FILE_TIMEOUT_MS);
    expect(await icon).toBeNull();
  });
});
