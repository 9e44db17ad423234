import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetTextOf, MAX_ASSET_TEXT_BYTES } from '../../../src/state/assetText';
import { RETRY_FAILED_AFTER_MS } from '../../../src/state/oncePerCashier';
import { TEXT_FILE_TIMEOUT_MS } from '../../../src/transport/plain';
import { testCashier } from '../ui/renderWithCashier';

describe('asset text from a supplied URL (spec §7)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads a text once per cashier, and skips an answer that is not OK', async () => {
    const fetched = vi.fn(async (url: string) => new Response(url.includes('missing') ? 'no' : 'Send from a wallet in your name.', { status: url.includes('missing') ? 404 : 200 }));
    vi.stubGlobal('fetch', fetched);
    const cashier = testCashier();
    expect(await assetTextOf(cashier, 'https://operator.example/crypto.txt')).toBe('Send from a wallet in your name.');
    expect(await assetTextOf(cashier, 'https://operator.example/crypto.txt')).toBe('Send from a wallet in your name.');
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(await assetTextOf(cashier, 'https://operator.example/missing.txt')).toBeNull();
  });

  it('reads nothing that is not http(s)', async () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    const cashier = testCashier();
    for (const url of ['javascript:alert(1)', 'data:text/plain,hi', 'file:///etc/passwd']) expect(await assetTextOf(cashier, url)).toBeNull();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('reads nothing over plain http but on this machine, as for any web link the operator gives', async () => {
    const fetched = vi.fn(async () => new Response('text'));
    vi.stubGlobal('fetch', fetched);
    const cashier = testCashier();
    expect(await assetTextOf(cashier, 'http://operator.example/crypto.txt')).toBeNull();
    expect(fetched).not.toHaveBeenCalled();
    expect(await assetTextOf(cashier, 'http://127.0.0.1:4173/crypto.txt')).toBe('text');
    expect(await assetTextOf(cashier, 'https://operator.example/crypto.txt')).toBe('text');
    expect(fetched.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(['http://127.0.0.1:4173/crypto.txt', 'https://operator.example/crypto.txt']);
  });

  it("gives none when the host never answers, and asks again later: a failure is not kept for the cashier's life", async () => {
    vi.useFakeTimers();
    const fetched = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetched);
    const cashier = testCashier();
    const text = assetTextOf(cashier, 'https://slow.example/crypto.txt');
    await vi.advanceTimersByTimeAsync(TEXT_FILE_TIMEOUT_MS);
    expect(await text).toBeNull();
    void assetTextOf(cashier, 'https://slow.example/crypto.txt');
    expect(fetched).toHaveBeenCalledTimes(1); // just failed: not asked again at once
    await vi.advanceTimersByTimeAsync(RETRY_FAILED_AFTER_MS);
    fetched.mockImplementation(async () => new Response('Back again.'));
    expect(await assetTextOf(cashier, 'https://slow.example/crypto.txt')).toBe('Back again.');
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it(`gives none for a text over ${MAX_ASSET_TEXT_BYTES} bytes, saying so`, async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('x'.repeat(MAX_ASSET_TEXT_BYTES + 1))));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await assetTextOf(testCashier(), 'https://operator.example/crypto.txt')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
