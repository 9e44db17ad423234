// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createSandboxApi } from '../../../demo/sandbox/api';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { createPaymentHandlers } from '../../../demo/sandbox/payments';
import { convert } from '../../../demo/sandbox/sweepstakes';
import { SWEEPSTAKE_CALLS } from '../../../src/contract/sweepstake';

const handleCall = createSandboxApi(createPaymentHandlers(createDepositStore(() => {}, 3000)));
const player = { token: `sweeper-${Math.random()}`, origin: 'http://sandbox.test' };
const call = (prefix: string, name: string, payload: unknown, session = player) => handleCall(prefix, name, payload, session);

describe('the sandbox\'s sweepstakes (DESIGN §2 "Sweepstakes calls")', () => {
  it('answers the boxes in two groups, under the contract: a welcome box and five tiers with their badges', async () => {
    const answer = await call('banking', 'sweepstake-boxes', { currency: 'USD' });
    expect(v.safeParse(SWEEPSTAKE_CALLS.sweepstakeBoxes.response, answer.data).success).toBe(true);
    const { boxes } = answer.data as { boxes: { title: string; boxes: { price: number; badge?: string }[] }[] };
    expect(boxes.map((group) => group.boxes.length)).toEqual([1, 5]);
    const all = boxes.flatMap((group) => group.boxes);
    expect(all.map((box) => box.price)).toEqual([2.99, 4.99, 9.99, 19.99, 49.99, 99.99]);
    expect(all.map((box) => box.badge).filter(Boolean)).toEqual(['first-purchase', 'popular', 'best-value']);
  });

  it('has no boxes for token sweep-closed', async () => {
    const answer = await call('banking', 'sweepstake-boxes', { currency: 'USD' }, { ...player, token: 'sweep-closed' });
    expect(answer.data).toEqual({ boxes: [] });
  });

  it('converts at fixed rates, coins to 8 decimals, dollars, SC and stablecoins to the cent; an unknown currency is refused', async () => {
    expect(convert(19.99, 'USD', 'USDT')).toBe(19.99);
    expect(convert(19.99, 'USD', 'BTC')).toBe(0.00033317);
    expect(convert(100, 'SC', 'TRX')).toBe(833.33333333);
    expect(convert(0.001, 'BTC', 'SC')).toBe(60);
    expect((await call('banking', 'payment-convert-v2', { amount: 10, currencyFrom: 'SC', currencyTo: 'ETH' })).data).toEqual({ amount: 0.00333333 });
    expect((await call('banking', 'payment-convert-v2', { amount: 10, currencyFrom: 'SC', currencyTo: 'XYZ' })).error?.code).toBe('banking.unknownCurrency');
  });

  it('answers a box\'s address with how much of the coin it costs, the same for the same key, and refuses an unknown box or a non-coin', async () => {
    const request = { amount: 0, currency: 'USDT', paymentType: 'usdt_trc20', selectedCountry: 'MX', boxId: 'tier-3', idempotencyKey: `sweep-key-${Math.random()}` };
    const first = await call('payment', 'deposit-create-sweepstake', request);
    expect(first.status).toBe(200);
    const data = (first.data as { apiResponse: { data: Record<string, unknown> } }).apiResponse.data;
    expect(data).toMatchObject({ payment_amount: 19.99, payment_currency: 'USDT', minDepositValue: 19.99 }); // less does not buy the box
    expect(typeof data.depositAddress).toBe('string');
    expect(await call('payment', 'deposit-create-sweepstake', request)).toEqual(first);
    expect((await call('payment', 'deposit-create-sweepstake', { ...request, boxId: 'nope', idempotencyKey: `k-${Math.random()}` })).error?.code).toBe('banking.boxNotFound');
    expect((await call('payment', 'deposit-create-sweepstake', { ...request, paymentType: 'codi_mx', idempotencyKey: `k-${Math.random()}` })).status).toBe(400);
  });

  it("refuses a box's key again with the bonus turned, another wallet or region (409)", async () => {
    const request = { amount: 0, currency: 'USDT', paymentType: 'usdt_trc20', selectedCountry: 'MX', boxId: 'tier-3', isActivatedBonus: true, bonusId: 'box-bonus', idempotencyKey: `sweep-key-${Math.random()}` };
    const first = await call('payment', 'deposit-create-sweepstake', request);
    expect(first.status).toBe(200);
    expect(await call('payment', 'deposit-create-sweepstake', request)).toEqual(first);
    for (const other of [{ isActivatedBonus: false }, { bonusId: 'other' }, { wallet: 'crypto' }, { selectedCountry: 'BR' }]) {
      expect((await call('payment', 'deposit-create-sweepstake', { ...request, ...other })).status, JSON.stringify(other)).toBe(409);
    }
  });

  it('gives every sweep player gold and sweep coins, part of the sweep coins still to be played through', async () => {
    expect((await call('banking', 'sweepstake-balance-get', {})).data).toEqual({ balances: [{ currency: 'GC', balance: 25_000 }, { currency: 'SC', balance: 120.5 }] });
    expect((await call('banking', 'sweepstake-recoup-sum', { currency: 'SC' })).data).toEqual({ data: { status: 'active', amount: 20 } });
  });

  it("answers the playthrough 503 for token sweep-playthrough-down…, and in capitals for sweep-playthrough-upper…", async () => {
    const down = await call('banking', 'sweepstake-recoup-sum', { currency: 'SC' }, { ...player, token: `sweep-playthrough-down-${Math.random()}` });
    expect([down.status, down.error?.code]).toEqual([503, 'banking.unavailable']);
    const upper = await call('banking', 'sweepstake-recoup-sum', { currency: 'SC' }, { ...player, token: `sweep-playthrough-upper-${Math.random()}` });
    expect(upper.data).toEqual({ data: { status: 'ACTIVE', amount: 20 } });
    expect(v.safeParse(SWEEPSTAKE_CALLS.sweepstakeRecoupSum.response, upper.data).success).toBe(true);
  });
});

describe('a redemption in the sandbox: a withdrawal in sweep coins to a coin', () => {
  it('pays out the coins\' worth, within what is played through (120.50 SC less 20 still to play)', async () => {
    const session = { token: `redeemer-${Math.random()}`, origin: 'http://sandbox.test' };
    const list = await call('banking', 'methods-withdrawal', { country: 'MX', currency: 'SC' }, session);
    const { accounts, paymentMethods } = list.data as { accounts: { type: string; balance: number; withdrawable: number }[]; paymentMethods: { name: string; category?: string; currency?: string }[] };
    expect(accounts.find((a) => a.type === 'main')).toMatchObject({ balance: 120.5, withdrawable: 100.5 });
    const usdt = paymentMethods.find((m) => m.category === 'crypto')!;
    expect(usdt).toMatchObject({ name: 'usdt_trc20_withdrawal_mx', currency: 'USDT' });
    const request = { amount: 50, currency: 'SC', paymentType: usdt.name, accountType: 'main', fields: { wallet_address: `T${'A'.repeat(33)}` }, idempotencyKey: `redeem-${Math.random()}` };
    const made = await call('payment', 'withdrawal-create', request, session);
    expect(made.data).toMatchObject({ status: 0, payoutAmount: 50, payoutCurrency: 'USDT' });
    const balances = (await call('banking', 'sweepstake-balance-get', {}, session)).data as { balances: { currency: string; balance: number }[] };
    expect(balances.balances.find((b) => b.currency === 'SC')?.balance).toBe(70.5);
    const tooMuch = await call('payment', 'withdrawal-create', { ...request, amount: 60, idempotencyKey: `redeem-${Math.random()}` }, session);
    expect(tooMuch.status).toBe(400);
  });
});
