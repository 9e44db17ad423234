// @vitest-environment node
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApi } from '../../../demo/sandbox/api';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { createPaymentHandlers } from '../../../demo/sandbox/payments';
import { NIGERIAN_BANKS } from '../../../demo/sandbox/withdrawalCatalogue';
import { createWithdrawalHandlers, createWithdrawalStore, WITHDRAWAL_SETTLE_MS } from '../../../demo/sandbox/withdrawals';
import { WITHDRAWAL_CALLS, type WithdrawalMethodsResponse } from '../../../src/contract/withdrawal';
import { listEntries } from '../../../src/state/methodList';
import type { PaymentMethod } from '../../../src/contract/methods';

// The sandbox side (DESIGN §2 "Withdrawal calls"): methods and accounts, withdrawals that
// stay pending until settled or cancelled, and the test values.

const player = { token: `withdrawing-${Math.random()}`, origin: 'http://sandbox.test' };

function setup() {
  const pushes: { token: string; withdrawalId: string; status: number }[] = [];
  const store = createWithdrawalStore((token, withdrawalId, status) => pushes.push({ token, withdrawalId, status }));
  const handleCall = createSandboxApi(createPaymentHandlers(createDepositStore(() => {}, 3000)), createWithdrawalHandlers(store));
  const call = (name: string, payload: unknown, session = player) => handleCall(name.startsWith('methods') || name === 'bank-get' ? 'banking' : 'payment', name, payload, session);
  const card = (overrides: Record<string, unknown> = {}) => ({
    amount: 1000, currency: 'MXN', paymentType: 'card_withdrawal_mx', accountType: 'main',
    fields: { card_number: '4169 5853 1234 5678', card_holder: 'Ana Pérez' }, idempotencyKey: `key-${Math.random()}`, ...overrides,
  });
  const accounts = async () => ((await call('methods-withdrawal-v4', { currency: 'MXN' })).data as WithdrawalMethodsResponse).accounts;
  return { store, pushes, call, card, accounts };
}

afterEach(() => vi.useRealTimers());

describe('the withdrawal methods and accounts', () => {
  it("answers a region's methods and the player's two accounts by currency (v4), under the contract", async () => {
    const { call } = setup();
    const answer = await call('methods-withdrawal-v4', { currency: 'MXN' });
    expect(v.safeParse(WITHDRAWAL_CALLS.methodsWithdrawalV4.response, answer.data).success).toBe(true);
    const data = answer.data as WithdrawalMethodsResponse;
    expect(data.paymentMethods.map((m) => m.name)).toEqual(['card_withdrawal_mx', 'usdt_trc20_withdrawal_mx']);
    expect(data.paymentGroups.map((g) => g.name)).toEqual(['e-wallets-withdrawal']);
    expect(data.accounts).toEqual([
      { type: 'main', balance: 5000, withdrawable: 4000, currency: 'MXN' },
      { type: 'additional', balance: 1000, withdrawable: 1000, currency: 'MXN' },
    ]);
  });

  it('gives a redemption (sweep coins) a crypto group of further coins, each of which a redemption can be made to', async () => {
    const { call } = setup();
    const data = (await call('methods-withdrawal', { country: 'MX', currency: 'SC' })).data as WithdrawalMethodsResponse;
    const crypto = data.paymentGroups.find((group) => group.name === 'crypto');
    expect(crypto?.paymentMethods.map((m) => [m.name, m.currency, m.network, m.category])).toEqual([
      ['usdc_erc20_withdrawal_mx', 'USDC', 'ERC20', 'crypto'],
      ['eth_erc20_withdrawal_mx', 'ETH', 'ERC20', 'crypto'],
    ]);
    // Not in money: a withdrawal in pesos has no such group.
    const pesos = (await call('methods-withdrawal', { country: 'MX', currency: 'MXN' })).data as WithdrawalMethodsResponse;
    expect(pesos.paymentGroups.map((group) => group.name)).toEqual(['e-wallets-withdrawal']);
    const made = await call('withdrawal-create', {
      amount: 10, currency: 'SC', paymentType: 'usdc_erc20_withdrawal_mx', accountType: 'main',
      fields: { wallet_address: `0x${'a'.repeat(40)}` }, idempotencyKey: `key-${Math.random()}`,
    });
    expect(made.status).toBe(200);
  });

  it("gives a crypto-balance player's crypto tab the coins, USDT on ERC-20 too (its minimum higher, its fee fixed), and takes a withdrawal to it", async () => {
    const { call } = setup();
    const session = { ...player, token: `crypto-balance-${Math.random()}` };
    const data = (await call('methods-withdrawal', { country: 'MX', currency: 'USDT' }, session)).data as WithdrawalMethodsResponse;
    expect(data.paymentMethods.map((m) => m.name)).toEqual(['usdt_trc20_withdrawal_mx', 'usdt_erc20_withdrawal_mx']);
    expect(data.paymentGroups).toEqual([]);
    expect(data.accounts[0]).toMatchObject({ type: 'main', currency: 'USDT', balance: 500 });
    const [trc20, erc20] = data.paymentMethods as [PaymentMethod, PaymentMethod];
    expect(erc20).toMatchObject({ network: 'ERC20', currency: 'USDT' });
    expect(erc20.amount_rules!.USDT!.min).toBe(trc20.amount_rules!.USDT!.min * 3);
    expect(erc20.fields!.find((field) => field.name === 'wallet_address')!.regex).toBeUndefined();
    expect(data.fees!.usdt_erc20_withdrawal_mx).toEqual({ percent: 0, fixed: erc20.amount_rules!.USDT!.min / 5 });
    const made = await call('withdrawal-create', {
      amount: erc20.amount_rules!.USDT!.min, currency: 'USDT', paymentType: 'usdt_erc20_withdrawal_mx', accountType: 'main',
      fields: { wallet_address: `0x${'ab'.repeat(20)}` }, idempotencyKey: `key-${Math.random()}`,
    }, session);
    expect(made.status).toBe(200);
    // The fiat tab: everything but the coins; another player: the usual list, whatever the currency.
    const fiat = (await call('methods-withdrawal', { country: 'MX', currency: 'MXN' }, session)).data as WithdrawalMethodsResponse;
    expect(fiat.paymentMethods.map((m) => m.name)).toEqual(['card_withdrawal_mx']);
    expect(fiat.paymentGroups.map((g) => g.name)).toEqual(['e-wallets-withdrawal']);
    const other = (await call('methods-withdrawal-v4', { currency: 'MXN' })).data as WithdrawalMethodsResponse;
    expect(other.paymentMethods.map((m) => m.name)).toEqual(['card_withdrawal_mx', 'usdt_trc20_withdrawal_mx']);
  });

  it('answers by country too: Nigeria has its banks, AQ has nothing', async () => {
    const { call } = setup();
    const nigeria = (await call('methods-withdrawal', { country: 'NG', currency: 'NGN' })).data as WithdrawalMethodsResponse;
    const banks = nigeria.paymentGroups.find((g) => g.name === 'bank_transfer_nigeria')!.paymentMethods[0]!;
    expect(banks.fields!.find((f) => f.name === 'bank_code')!.values).toEqual(NIGERIAN_BANKS);
    expect(NIGERIAN_BANKS.length).toBeGreaterThan(20);
    const empty = (await call('methods-withdrawal', { country: 'AQ', currency: 'USD' })).data as WithdrawalMethodsResponse;
    expect(empty.paymentGroups).toEqual([]);
    expect(empty.paymentMethods).toEqual([]);
  });

  it('lists the same methods in the same order at every call (the demo: a module counter reordered them)', async () => {
    const { call } = setup();
    const order = async () => {
      const answer = (await call('methods-withdrawal', { country: 'NG', currency: 'NGN' })).data as WithdrawalMethodsResponse;
      return listEntries(answer.paymentGroups, answer.paymentMethods).map((entry) => (entry.kind === 'group' ? entry.group.name : entry.method.name));
    };
    const first = await order();
    expect(first).toEqual(['card_withdrawal_ng', 'bank_transfer_nigeria', 'e-wallets-withdrawal', 'usdt_trc20_withdrawal_ng']);
    await call('methods-withdrawal', { country: 'MX', currency: 'MXN' });
    expect(await order()).toEqual(first);
  });

  it('says what each method charges, for the confirm page: cards 1 %, the others nothing', async () => {
    const { call } = setup();
    const answer = (await call('methods-withdrawal', { country: 'MX', currency: 'MXN' })).data as WithdrawalMethodsResponse;
    expect(answer.fees).toEqual({ card_withdrawal_mx: { percent: 1 } });
  });

  it("names a card's bank by its first six digits (bank-get)", async () => {
    const { call } = setup();
    expect((await call('bank-get', { payment_method: 'card_withdrawal_mx', bin: '416958' })).data).toEqual({ bankName: 'Sandbox Bank' });
    expect((await call('bank-get', { payment_method: 'card_withdrawal_mx', bin: '123456' })).data).toEqual({});
    expect((await call('bank-get', { payment_method: 'usdt_trc20_withdrawal_mx', bin: '416958' })).status).toBe(404);
    expect((await call('bank-get', { payment_method: 'card_withdrawal_mx', bin: '4169' })).status).toBe(400);
  });
});

describe('a withdrawal', () => {
  it('comes out of the chosen account at once, with the fee and net amount, and is listed as pending', async () => {
    const { call, card, accounts } = setup();
    const made = await call('withdrawal-create', card());
    expect(made.status).toBe(200);
    expect(v.safeParse(WITHDRAWAL_CALLS.withdrawalCreate.response, made.data).success).toBe(true);
    expect(made.data).toMatchObject({ status: 0, fee: 10, netAmount: 990 });
    expect((await accounts())[0]).toEqual({ type: 'main', balance: 4000, withdrawable: 3000, currency: 'MXN' });
    const pending = (await call('withdrawal-pending', {})).data as { withdrawals: unknown[] };
    expect(pending.withdrawals).toEqual([expect.objectContaining({ amount: 1000, currency: 'MXN', paymentMethod: 'card_withdrawal_mx', accountType: 'main' })]);
  });

  it('is made once per idempotency key, however often it is sent', async () => {
    const { call, card, accounts } = setup();
    const intent = card();
    const [first, second] = await Promise.all([call('withdrawal-create', intent), call('withdrawal-create', intent)]);
    expect(second.data).toEqual(first.data);
    expect((await call('withdrawal-create', intent)).data).toEqual(first.data);
    expect((await accounts())[0]!.balance).toBe(4000);
  });

  it('refuses the same key with other parameters (409), and makes a gateway-timeout withdrawal before answering 504', async () => {
    const { call, card, accounts } = setup();
    const intent = card();
    await call('withdrawal-create', intent);
    for (const other of [{ amount: 1001 }, { accountType: 'additional' }, { fields: { ...intent.fields, card_holder: 'Eva' } }, { paymentType: 'skrill_withdrawal_mx' }]) {
      expect(await call('withdrawal-create', { ...intent, ...other }), JSON.stringify(other)).toEqual({ status: 409, error: { code: 'banking.idempotencyConflict', message: expect.any(String) } });
    }
    const timedOut = card({ fields: { card_number: '4169 5853 1234 5678', card_holder: 'gateway-timeout' } });
    expect((await call('withdrawal-create', timedOut)).status).toBe(504);
    expect((await accounts())[0]!.balance).toBe(3000);
    const again = await call('withdrawal-create', timedOut);
    expect(again.status).toBe(200);
    expect((await accounts())[0]!.balance).toBe(3000);
  });

  it('is refused above what the account may withdraw, when the provider declines (cents .13), or with a malformed field', async () => {
    const { call, card, accounts } = setup();
    expect(await call('withdrawal-create', card({ amount: 4000.01 }))).toMatchObject({ status: 400, error: { code: 'banking.insufficientBalance' } });
    expect(await call('withdrawal-create', card({ accountType: 'additional', amount: 1000.5 }))).toMatchObject({ error: { code: 'banking.insufficientBalance' } });
    expect(await call('withdrawal-create', card({ amount: 100.13 }))).toMatchObject({ status: 400, error: { code: 'banking.withdrawalDeclined' } });
    expect(await call('withdrawal-create', card({ fields: { card_number: '1234', card_holder: 'Ana' } }))).toMatchObject({ error: { code: 'banking.paymentMethodRegex' } });
    expect(await call('withdrawal-create', card({ amount: 10 }))).toMatchObject({ error: { code: 'banking.merchantClientError' } });
    expect((await accounts())[0]!.balance).toBe(5000);
  });

  it('settles about 30 s later on the sandbox clock, pushed; then it can no longer be cancelled', async () => {
    vi.useFakeTimers();
    const { call, card, pushes } = setup();
    const { withdrawalId } = (await call('withdrawal-create', card())).data as { withdrawalId: string };
    vi.advanceTimersByTime(WITHDRAWAL_SETTLE_MS - 1);
    expect((await call('withdrawal-status', { withdrawalId })).data).toEqual({ status: 0 });
    vi.advanceTimersByTime(1);
    expect((await call('withdrawal-status', { withdrawalId })).data).toEqual({ status: 1 });
    expect(pushes).toEqual([{ token: player.token, withdrawalId, status: 1 }]);
    expect(await call('withdrawal-cancel', { withdrawalId })).toMatchObject({ status: 409 });
    expect(((await call('withdrawal-pending', {})).data as { withdrawals: unknown[] }).withdrawals).toEqual([]);
  });

  it('cancelled while pending, puts the amount back on the balance it answers', async () => {
    const { call, card, accounts, pushes } = setup();
    const { withdrawalId } = (await call('withdrawal-create', card({ amount: 1500 }))).data as { withdrawalId: string };
    expect((await call('withdrawal-cancel', { withdrawalId })).data).toEqual({ status: 2, balance: 5000 });
    expect((await accounts())[0]).toMatchObject({ balance: 5000, withdrawable: 4000 });
    expect(pushes.at(-1)).toMatchObject({ withdrawalId, status: 2 });
    expect(await call('withdrawal-cancel', { withdrawalId: 'nope' })).toMatchObject({ status: 404 });
    expect(await call('withdrawal-status', { withdrawalId }, { ...player, token: 'someone-else' })).toMatchObject({ status: 404 });
  });
});
