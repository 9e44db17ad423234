// @vitest-environment node
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApi } from '../../../demo/sandbox/api';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { createHistoryHandler } from '../../../demo/sandbox/history';
import { LOCK_PAGE } from '../../../demo/sandbox/locks';
import { createPaymentHandlers } from '../../../demo/sandbox/payments';
import { createWithdrawalHandlers, createWithdrawalStore } from '../../../demo/sandbox/withdrawals';
import { CASHIER_LOCKED, CashierLockSchema, HISTORY_CALLS, LOCK_REASONS, type TransactionsHistory } from '../../../src/contract/history';

// DESIGN §2 "History and locks", the sandbox's side: every player's transactions newest first by
// cursor, a backend without the call, and a lock for each reason.

afterEach(() => vi.useRealTimers());

function sandbox() {
  const deposits = createDepositStore(() => {}, 3000);
  const withdrawals = createWithdrawalStore(() => {});
  const history = createHistoryHandler({ deposits: (token) => deposits.transactionsOf(token), withdrawals: (token) => withdrawals.transactionsOf(token) });
  const handleCall = createSandboxApi(createPaymentHandlers(deposits), createWithdrawalHandlers(withdrawals), undefined, history);
  return { handleCall, close: () => (deposits.close(), withdrawals.close()) };
}

const session = (token: string) => ({ token, origin: 'http://sandbox.test' });
const codi = (amount: number) => ({ amount, currency: 'MXN', paymentType: 'codi_mx', idempotencyKey: `key-${Math.random()}` });
const card = (amount: number) => ({
  amount, currency: 'MXN', paymentType: 'card_withdrawal_mx', accountType: 'main', fields: { card_number: '4169 5853 1234 5678', card_holder: 'Ana Pérez' }, idempotencyKey: `key-${Math.random()}`,
});

describe("the player's history", () => {
  it('has every deposit and withdrawal of the player, newest first, under the contract, and nobody else\'s', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-05T10:00:00Z'), toFake: ['Date'] });
    const { handleCall, close } = sandbox();
    const player = session(`history-${Math.random()}`);
    await handleCall('payment', 'deposit-create', codi(150), player);
    vi.setSystemTime(Date.parse('2026-12-05T11:00:00Z'));
    await handleCall('payment', 'withdrawal-create', card(100), player);
    vi.setSystemTime(Date.parse('2026-12-05T12:00:00Z'));
    await handleCall('payment', 'deposit-create', codi(300), player);
    await handleCall('payment', 'deposit-create', codi(999), session('someone-else'));
    const answer = await handleCall('banking', 'transactions-history', {}, player);
    expect(v.safeParse(HISTORY_CALLS.transactionsHistory.response, answer.data).success).toBe(true);
    const { items, nextCursor } = answer.data as TransactionsHistory;
    expect(items.map((item) => [item.kind, item.amount, item.createdAt])).toEqual([
      ['deposit', 300, '2026-12-05T12:00:00.000Z'],
      ['withdrawal', 100, '2026-12-05T11:00:00.000Z'],
      ['deposit', 150, '2026-12-05T10:00:00.000Z'],
    ]);
    expect(items[1]).toMatchObject({ paymentMethod: 'card_withdrawal_mx', currency: 'MXN', status: 0, cancellable: true });
    expect(items[0]).toMatchObject({ paymentMethod: 'codi_mx', paymentMethodText: { en: 'CoDi' }, status: 0 });
    expect(nextCursor).toBeUndefined();
    close();
  });

  it('filters by kind, and pages by cursor without repeating or losing one when a newer one is made meanwhile', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-05T10:00:00Z'), toFake: ['Date'] });
    const { handleCall, close } = sandbox();
    const player = session(`history-pages-${Math.random()}`);
    for (let i = 1; i <= 5; i++) {
      vi.setSystemTime(Date.parse(`2026-12-05T10:0${i}:00Z`));
      await handleCall('payment', 'deposit-create', codi(100 + i), player);
    }
    await handleCall('payment', 'withdrawal-create', card(50), player);
    const page = async (payload: Record<string, unknown>) => (await handleCall('banking', 'transactions-history', payload, player)).data as TransactionsHistory;
    const first = await page({ kind: 'deposit', limit: 2 });
    expect(first.items.map((item) => item.amount)).toEqual([105, 104]);
    vi.setSystemTime(Date.parse('2026-12-05T11:00:00Z'));
    await handleCall('payment', 'deposit-create', codi(200), player);
    const second = await page({ kind: 'deposit', limit: 2, cursor: first.nextCursor });
    const third = await page({ kind: 'deposit', limit: 2, cursor: second.nextCursor });
    expect([...second.items, ...third.items].map((item) => item.amount)).toEqual([103, 102, 101]);
    expect(third.nextCursor).toBeUndefined();
    expect((await page({ kind: 'withdrawal' })).items.map((item) => item.kind)).toEqual(['withdrawal']);
    expect((await handleCall('banking', 'transactions-history', { cursor: 'not-ours' }, player)).error?.code).toBe('banking.badRequest');
    expect((await handleCall('banking', 'transactions-history', { limit: 51 }, player)).error?.code).toBe('banking.badRequest');
    close();
  });

  it('names the box of a purchase and the payout of a redemption', async () => {
    const { handleCall, close } = sandbox();
    const player = session(`history-sweep-${Math.random()}`);
    await handleCall('payment', 'deposit-create-sweepstake', { amount: 0, currency: 'USDT', paymentType: 'usdt_trc20', boxId: 'tier-3', idempotencyKey: `k-${Math.random()}` }, player);
    await handleCall('payment', 'withdrawal-create', {
      amount: 10, currency: 'SC', paymentType: 'usdt_trc20_withdrawal_mx', accountType: 'main', fields: { wallet_address: `T${'A'.repeat(33)}` }, idempotencyKey: `k-${Math.random()}`,
    }, player);
    const { items } = (await handleCall('banking', 'transactions-history', {}, player)).data as TransactionsHistory;
    expect(items.find((item) => item.kind === 'deposit')).toMatchObject({ boxId: 'tier-3', currency: 'USDT', network: 'TRC20' });
    expect(items.find((item) => item.kind === 'withdrawal')).toMatchObject({ currency: 'SC', amount: 10, payoutAmount: 10, payoutCurrency: 'USDT' });
    close();
  });

  it('is not there for a backend without the call (token no-history…): 404 banking.notFound', async () => {
    const { handleCall, close } = sandbox();
    const answer = await handleCall('banking', 'transactions-history', {}, session('no-history-1'));
    expect([answer.status, answer.error?.code]).toEqual([404, 'banking.notFound']);
    close();
  });
});

describe('a locked cashier (tokens locked-{reason}[-until][-url])', () => {
  const list = { country: 'MX', currency: { code: 'MXN', type: 'fiat' } };

  it.each(LOCK_REASONS)('refuses %s with banking.cashierLocked and its reason, its end and its page when the token asks', async (reason) => {
    const { handleCall, close } = sandbox();
    const side = reason === 'withdrawalsLocked'
      ? () => handleCall('banking', 'methods-withdrawal', { country: 'MX', currency: 'MXN' }, session(`locked-${reason}-until-url`))
      : () => handleCall('banking', 'methods-payment-v5', list, session(`locked-${reason}-until-url`));
    const answer = await side();
    expect([answer.status, answer.error?.code]).toEqual([403, CASHIER_LOCKED]);
    const lock = v.parse(CashierLockSchema, answer.error?.data);
    expect(lock.reason).toBe(reason);
    expect(Date.parse(lock.until!)).toBeGreaterThan(Date.now());
    expect(lock.url).toBe(LOCK_PAGE);
    const bare = await (reason === 'withdrawalsLocked'
      ? handleCall('banking', 'methods-withdrawal', { country: 'MX', currency: 'MXN' }, session(`locked-${reason}`))
      : handleCall('banking', 'methods-payment-v5', list, session(`locked-${reason}`)));
    expect(bare.error?.data).toEqual({ reason });
    close();
  });

  it('locks the deposit side alone for a deposit reason, and the withdrawal side alone for withdrawalsLocked; maintenance both', async () => {
    const { handleCall, close } = sandbox();
    const depositSide = (token: string) => handleCall('payment', 'deposit-create', codi(150), session(token));
    const withdrawalSide = (token: string) => handleCall('banking', 'methods-withdrawal', { country: 'MX', currency: 'MXN' }, session(token));
    expect((await depositSide('locked-selfExcluded')).error?.code).toBe(CASHIER_LOCKED);
    expect((await withdrawalSide('locked-selfExcluded')).status).toBe(200);
    expect((await withdrawalSide('locked-withdrawalsLocked')).error?.code).toBe(CASHIER_LOCKED);
    expect((await depositSide('locked-withdrawalsLocked')).status).toBe(200);
    expect((await depositSide('locked-maintenance')).error?.code).toBe(CASHIER_LOCKED);
    expect((await withdrawalSide('locked-maintenance')).error?.code).toBe(CASHIER_LOCKED);
    // Not a list or a create: the player can still see what they have.
    expect((await handleCall('banking', 'transactions-history', {}, session('locked-selfExcluded'))).status).toBe(200);
    expect((await handleCall('banking', 'methods-country-selector-v2', {}, session('locked-selfExcluded'))).status).toBe(200);
    close();
  });

  it('refuses the creates alone with -create, the list staying open', async () => {
    const { handleCall, close } = sandbox();
    const token = 'locked-depositLimitReached-create';
    expect((await handleCall('banking', 'methods-payment-v5', list, session(token))).status).toBe(200);
    const refused = await handleCall('payment', 'deposit-create', codi(150), session(token));
    expect([refused.status, refused.error?.code, refused.error?.data]).toEqual([403, CASHIER_LOCKED, { reason: 'depositLimitReached' }]);
    close();
  });
});
