import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../src/contract';
import { CALL_TIMEOUT_MS } from '../../../src/transport/callTimeout';
import { withdrawalState } from '../../../src/payout/withdrawalState';
import { confirmWithdrawal } from '../../../src/payout/withdrawalActions';
import { cancelInvoice, markInvoicePaid } from '../../../src/state/actions/invoice';
import type { ErrorPageState } from '../../../src/state/actions/goToError';
import { recordDeposit } from '../../../src/state/deposit/recordDeposit';
import { choose, started } from './startedCashier';

// Every call is bounded, and a money call that gets no answer in time leads to the
// page that says the outcome is unknown, with the way to look at what the backend knows.

const spei: PaymentMethod = { name: 'spei_mx', cardViewType: 9, text: { en: 'SPEI' }, position: 1, iconIds: [] };
const never = () => new Promise(() => {});

async function onInvoice(answers: Record<string, () => unknown>) {
  const tab = await started(() => ({}), { methods: [spei], answers });
  choose(tab.cashier, spei);
  recordDeposit(tab.cashier.store, { response: { depositId: 'd1' }, madeOn: '/deposit/host-to-host', summary: null });
  tab.cashier.nav.navigate('/deposit/host-to-host');
  return tab;
}

describe('money calls that get no answer in time', () => {
  beforeEach(() => {
    const catalog = JSON.stringify({ loading: compileMessage('Loading') });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(catalog)));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['Paid (deposit-complete)', 'deposit-complete', markInvoicePaid],
    ['Cancel (deposit-cancel)', 'deposit-cancel', cancelInvoice],
  ] as const)('%s: after 30 s, the page that says so, whose check opens the deposit as the backend knows it', async (_what, call, action) => {
    const { cashier } = await onInvoice({ [call]: never });
    vi.useFakeTimers();
    const result = action(cashier);
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
    expect(await result).toMatchObject({ kind: 'failed', error: { kind: 'timeout' } });
    expect(cashier.nav.current()).toBe(`/error?backRoute=${encodeURIComponent('/deposit/host-to-host')}`);
    const state = cashier.nav.state() as ErrorPageState;
    expect(state.unconfirmed).toEqual({ subject: 'deposit', checkPath: expect.stringMatching(/^\/deposit\/complete\?/) });
  });

  it('a refusal is no timeout: the player stays on the invoice to read why', async () => {
    const { cashier } = await onInvoice({
      'deposit-complete': () => {
        throw Object.assign(new Error('Refused'), { name: 'CashierError' });
      },
    });
    await markInvoicePaid(cashier);
    expect(cashier.nav.current()).toBe('/deposit/host-to-host');
  });

  it('a withdrawal: after 30 s, the page that says so, whose check opens the pending withdrawals; the retry sends the same key', async () => {
    const card: PaymentMethod = { name: 'card_withdrawal_mx', cardViewType: 1, text: { en: 'Card' }, position: 1, iconIds: [] };
    const { cashier, requests } = await started(() => ({}), { methods: [card], answers: { 'withdrawal-create': never } });
    choose(cashier, card);
    withdrawalState(cashier).draft = { amount: 100, accountType: 'main', fields: { card_holder: 'Ana' } } as never;
    cashier.nav.navigate('/withdrawal/confirm');
    vi.useFakeTimers();
    const result = confirmWithdrawal(cashier);
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
    expect(await result).toMatchObject({ kind: 'failed', error: { kind: 'timeout' } });
    expect((cashier.nav.state() as ErrorPageState).unconfirmed).toEqual({ subject: 'withdrawal', checkPath: '/withdrawal' });
    const again = confirmWithdrawal(cashier);
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
    await again;
    const keys = requests.filter((r) => r.name === 'withdrawal-create').map((r) => r.payload.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
