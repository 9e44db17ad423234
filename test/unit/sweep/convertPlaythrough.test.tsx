import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../src/contract/methods';
import ConvertPage from '../../../src/modes/sweep/ConvertPage';
import { sweepState } from '../../../src/modes/sweep/loadShop';
import { withdrawalState } from '../../../src/payout/withdrawalState';
import { CashierProvider } from '../../../src/ui/context';
import { cashierAnswering } from '../cashierAnswering';

const usdt: PaymentMethod = {
  name: 'usdt_trc20_withdrawal_mx', cardViewType: 0, position: 1, iconIds: ['usdt'], text: { en: 'USDT (TRC-20)' },
  category: 'crypto', currency: 'USDT', network: 'TRC20', amount_rules: { SC: { min: 1, max: 1000 } }, fields: [{ name: 'wallet_address', type: 'text' }],
};

/** The convert page for USDT with these coins and this SC account; its text, and whether it has a form. */
async function convertWith(playthrough: number | null, withdrawable: number) {
  const cashier = cashierAnswering({ 'payment-convert-v2': { amount: 1 } });
  cashier.store.methods.methods = [usdt];
  cashier.store.payment.paymentMethod = { name: usdt.name, cardViewType: usdt.cardViewType };
  sweepState(cashier).coins = { status: 'loaded', sc: 120.5, playthrough };
  withdrawalState(cashier).accounts = [{ type: 'main', balance: 120.5, withdrawable, currency: 'SC' }];
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  await act(async () => root.render(<CashierProvider value={cashier}><ConvertPage /></CashierProvider>));
  const shown = { text: (host.textContent ?? '').replace(/\s/g, ' '), form: !!host.querySelector('form'), alert: host.querySelector('[role="alert"]')?.textContent ?? null };
  act(() => root.unmount());
  host.remove();
  return shown;
}

describe('the convert page and the playthrough', () => {
  it('has no form while the playthrough is unknown: Redeem unavailable, with Try again', async () => {
    const shown = await convertWith(null, 120.5);
    expect(shown.form).toBe(false);
    expect(shown.alert).toContain('We could not check how many Sweeps Coins you still have to play');
    expect(shown.alert).toContain('Try again');
  });

  it("takes no more than the SC account's withdrawable, when it is less than what is played through", async () => {
    const shown = await convertWith(20, 60);
    expect(shown.form).toBe(true);
    expect(shown.text).toMatch(/From SC 1(\.00)? to SC 60(\.00)?/);
  });
});
