import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetTextOf } from '../../../src/state/assetText';
import { testCashier } from '../ui/renderWithCashier';

describe('asset text from a supplied URL (spec §7, issue 31)', () => {
  afterEach(() => vi.unstubAllGlobals());

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
});
