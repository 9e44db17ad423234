import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withdrawalState } from '../../../src/payout/withdrawalState';
import { cancelPendingWithdrawal, loadPendingWithdrawals } from '../../../src/payout/withdrawalActions';
import { CashierError } from '../../../src/transport/errors';
import { started } from '../state/startedCashier';

const pending = (withdrawalId: string) => ({ withdrawalId, amount: 1500, currency: 'MXN', paymentMethod: 'visa_mx', accountType: 'main' as const, createdAt: '2026-11-27T10:00:00Z' });

/** A call held until the test answers it. */
function held() {
  let answer!: (value: unknown) => void;
  let refuse!: (error: unknown) => void;
  const promise = new Promise((resolve, reject) => ((answer = resolve), (refuse = reject)));
  return { promise, answer, refuse };
}

describe("the pending list and the player's own cancel", () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') })))));
  afterEach(() => vi.unstubAllGlobals());

  it('a list asked before the cancel answered does not bring the cancelled withdrawal back', async () => {
    let list = held();
    const { cashier } = await started(() => ({}), { answers: { 'withdrawal-pending': () => list.promise, 'withdrawal-cancel': () => ({ status: 2, balance: 5000 }) } });
    const state = withdrawalState(cashier);
    state.pending.withdrawals = [pending('w1'), pending('w2')];
    const stale = loadPendingWithdrawals(cashier);
    expect(await cancelPendingWithdrawal(cashier, 'w1')).toEqual({ ok: true });
    list.answer({ withdrawals: [pending('w1'), pending('w2')] });
    await stale;
    expect(state.pending.withdrawals.map((w) => w.withdrawalId)).toEqual(['w2']);
    list = held();
    const fresh = loadPendingWithdrawals(cashier);
    list.answer({ withdrawals: [pending('w2')] });
    await fresh;
    expect(state.pending.withdrawals.map((w) => w.withdrawalId)).toEqual(['w2']);
  });

  it('a cancel refused leaves the withdrawal pending, even when a list answered meanwhile left it out', async () => {
    const cancel = held();
    const list = held();
    const { cashier } = await started(() => ({}), { answers: { 'withdrawal-pending': () => list.promise, 'withdrawal-cancel': () => cancel.promise } });
    const state = withdrawalState(cashier);
    state.pending.withdrawals = [pending('w1')];
    const cancelling = cancelPendingWithdrawal(cashier, 'w1');
    const loading = loadPendingWithdrawals(cashier);
    list.answer({ withdrawals: [pending('w1')] });
    await loading;
    expect(state.pending.withdrawals).toEqual([]);
    cancel.refuse(new CashierError('http', 'Busy', { status: 503 }));
    expect(await cancelling).toMatchObject({ ok: false });
    expect(state.pending.withdrawals.map((w) => w.withdrawalId)).toEqual(['w1']);
    expect(state.pending.cancelledHere).toEqual([]);
  });
});
