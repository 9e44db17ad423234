import { describe, expect, it } from 'vitest';
import { dismissNotice } from '../../../src/state/actions/dismissNotice';
import { showErrorNotice } from '../../../src/state/actions/notice';
import type { Cashier } from '../../../src/state/cashier';
import { createCashierStore } from '../../../src/state/store';
import { MERCHANT_CLIENT_ERROR } from '../../../src/state/errorMessage';
import { CashierError } from '../../../src/transport/errors';

const cashier = () => ({ store: createCashierStore(), translator: () => null }) as unknown as Cashier;

describe('the snackbar notice (spec §8)', () => {
  // happy-dom's DOM makes DOMPurify leave markup in; the sanitiser's own check then falls back to
  // plain text, which is what this test sees. Formatting kept by DOMPurify is tested in Chromium.
  it("keeps a merchant's message only once sanitised", async () => {
    const c = cashier();
    const serverMessage = '<b>Declined</b> by the bank <img src=x onerror="alert(1)"><script>alert(2)</script>';
    await showErrorNotice(c, new CashierError('http', 'Declined', { status: 400, code: MERCHANT_CLIENT_ERROR, serverMessage }));
    const text = c.store.notice!.text as { html: string };
    expect(text.html).toContain('Declined');
    expect(text.html).toContain('by the bank');
    expect(text.html).not.toMatch(/onerror|<script|<img/);
  });

  it('shows the mapped key for other errors, and a newer notice replaces an older one', async () => {
    const c = cashier();
    await showErrorNotice(c, new CashierError('network', 'socket.networkError'));
    expect(c.store.notice).toEqual({ id: 1, text: { key: 'socket.networkError' } });
    await showErrorNotice(c, new CashierError('unknown', 'boom'));
    expect(c.store.notice).toEqual({ id: 2, text: { key: 'provider.error' } });
  });

  it('dismisses only the notice still shown', async () => {
    const c = cashier();
    await showErrorNotice(c, new CashierError('network', 'socket.networkError'));
    await showErrorNotice(c, new CashierError('network', 'socket.networkError'));
    dismissNotice(c, 1);
    expect(c.store.notice?.id).toBe(2);
    dismissNotice(c, 2);
    expect(c.store.notice).toBeNull();
  });
});
