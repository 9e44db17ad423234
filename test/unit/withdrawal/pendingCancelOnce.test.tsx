import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { PendingWithdrawals, type PendingWords } from '../../../src/payout/PendingWithdrawals';
import { CashierProvider } from '../../../src/ui/context';
import { cashierAnswering } from '../cashierAnswering';

const pending = { withdrawalId: 'w1', amount: 50, currency: 'SC', paymentMethod: 'usdt_trc20_withdrawal', accountType: 'main' as const, createdAt: '2026-11-27T10:00:00Z' };
const REDEMPTION_WORDS: PendingWords = {
  title: 'sweep.redeem.pending.title',
  cancel: 'sweep.redeem.pending.cancel',
  ask: 'sweep.redeem.pending.ask',
  cancelled: 'sweep.redeem.pending.cancelled',
};

describe('Cancel on a pending withdrawal or redemption', () => {
  it.each([
    ['a withdrawal', undefined, 'Withdrawal cancelled.'],
    ['a redemption', REDEMPTION_WORDS, 'Redemption cancelled.'],
  ])('sends one cancel for two clicks in one tick, on %s', async (_, words, said) => {
    let answer!: (value: unknown) => void;
    const cancelAnswered = new Promise((resolve) => (answer = resolve));
    const cashier = cashierAnswering({ 'withdrawal-pending': { withdrawals: [pending] }, 'withdrawal-cancel': cancelAnswered });
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    await act(async () => root.render(<CashierProvider value={cashier}><PendingWithdrawals words={words} /></CashierProvider>));
    act(() => host.querySelector<HTMLButtonElement>('.pending__cancel')!.click());
    const confirm = host.querySelector<HTMLButtonElement>('.pending__confirm .button--danger')!;
    act(() => {
      confirm.click();
      confirm.click();
    });
    await act(async () => answer({ status: 2, balance: 100 }));
    expect(cashier.calls.filter((c) => c.name === 'withdrawal-cancel')).toEqual([{ name: 'withdrawal-cancel', payload: { withdrawalId: 'w1' } }]);
    // Cancelled, and said so.
    expect(host.querySelector('.pending__status')?.textContent).toContain(said);
    expect(host.querySelector('.pending__cancel')).toBeNull();
    act(() => root.unmount());
    host.remove();
  });
});
