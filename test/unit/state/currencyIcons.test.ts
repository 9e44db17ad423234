import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyIconOf } from '../../../src/state/currencyIcons';
import { testCashier } from '../ui/renderWithCashier';

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';

describe('currency icons (spec §7 GET icons/{currency lowercase}.svg, issue 31)', () => {
  afterEach(() => vi.unstubAllGlobals());

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
});
