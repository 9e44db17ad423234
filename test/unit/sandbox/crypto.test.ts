// @vitest-environment node
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApi } from '../../../demo/sandbox/api';
import { REGIONS } from '../../../demo/sandbox/catalogue';
import { blockchainOf, confirmationMs } from '../../../demo/sandbox/chains';
import { addressFor, CRYPTO_MINIMUMS, txidFor } from '../../../demo/sandbox/crypto';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { createPaymentHandlers } from '../../../demo/sandbox/payments';
import { DEPOSIT_CALLS } from '../../../src/contract/deposit';
import { runningSandbox } from './runningSandbox';

// The sandbox side: an address per player and network, a wallet that sends to it, and
// confirmations after the chain's blocks.

const player = { token: 'crypto-player', origin: 'http://sandbox.test' };
const address = (paymentType: string) => ({ amount: 0, currency: 'USDT', paymentType, idempotencyKey: `key-${Math.random()}` });

function setup() {
  const pushes: Record<string, unknown>[] = [];
  const store = createDepositStore((token, status) => pushes.push({ token, ...status }), 3000);
  const handleCall = createSandboxApi(createPaymentHandlers(store));
  const created = async (paymentType: string, who = player) => {
    const answer = await handleCall('payment', 'deposit-create', address(paymentType), who);
    return answer as { status: number; data: { apiResponse: { depositId: string; data: { depositAddress: string; minDepositValue: number; cryptoName: string } } } };
  };
  return { store, pushes, handleCall, created };
}

afterEach(() => vi.useRealTimers());

describe('the sandbox crypto catalogue', () => {
  it('has BTC, ETH, USDT on TRC-20, ERC-20 and BEP-20, LTC, TRX, TON and DOGE, in the crypto group and the West African ones', () => {
    const coins = (group: string) => REGIONS[group === 'crypto' ? 'MX' : 'SN']!.groups.find((g) => g.name === group)!.paymentMethods.map((m) => `${m.currency}/${m.network}`);
    const expected = ['USDT/TRC20', 'USDT/ERC20', 'USDT/BEP20', 'BTC/BTC', 'ETH/ETH', 'LTC/LTC', 'TRX/TRX', 'TON/TON', 'DOGE/DOGE'];
    expect(coins('crypto')).toEqual(expected);
    expect(coins('cryptodep-senegal-grouped')).toEqual(expected);
  });
});

describe('a crypto address (deposit-create of a crypto method)', () => {
  it('answers the player\'s address on that network, the least credited and the coin\'s name, under the contract', async () => {
    const { created } = setup();
    const answer = await created('usdt_trc20');
    expect(answer.status).toBe(200);
    expect(v.safeParse(DEPOSIT_CALLS.depositCreate.response, answer.data).success).toBe(true);
    expect(answer.data.apiResponse.data).toEqual({ depositAddress: addressFor(player.token, 'usdt_trc20', 'TRC20'), minDepositValue: CRYPTO_MINIMUMS.USDT, cryptoName: 'Tether' });
  });

  it('gives each network and each player an address of its own, the same one each time', async () => {
    const { created } = setup();
    const trc = (await created('usdt_trc20')).data.apiResponse;
    expect((await created('usdt_trc20')).data.apiResponse).toEqual(trc);
    expect((await created('usdt_erc20')).data.apiResponse.data.depositAddress).not.toBe(trc.data.depositAddress);
    expect((await created('usdt_trc20', { ...player, token: 'someone-else' })).data.apiResponse.data.depositAddress).not.toBe(trc.data.depositAddress);
  });

  it('shapes addresses and hashes as each network writes them', () => {
    expect(addressFor('p', 'm', 'TRC20')).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(addressFor('p', 'm', 'ERC20')).toMatch(/^0x[0-9a-f]{40}$/);
    expect(addressFor('p', 'm', 'BTC')).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(txidFor('BEP20')).toMatch(/^0x[0-9a-f]{64}$/);
    expect(txidFor('TRC20')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('cannot issue USDT on BEP-20 (the failing network test value)', async () => {
    const { created } = setup();
    expect(await created('usdt_bep20')).toMatchObject({ status: 502, error: { message: expect.stringContaining('BEP20') } });
  });
});

describe('coins sent to an address', () => {
  it('are seen at once with their hash, chain and amount, then confirmed after the chain\'s blocks (Tron: 20 × 3 s)', async () => {
    vi.useFakeTimers();
    const { store, pushes, created } = setup();
    const { depositId, data } = (await created('usdt_trc20')).data.apiResponse;
    const deposit = store.awaitingAt(data.depositAddress)!;
    store.receive(deposit, { txid: 'abc', blockchain: 'Tron', amount: 25, cryptoCurrency: 'USDT' }, confirmationMs('TRC20'));
    expect(pushes.at(-1)).toEqual({ token: player.token, depositId, status: 0, transactionData: { txid: 'abc', blockchain: 'Tron', amount: 25, cryptoCurrency: 'USDT' } });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(pushes.at(-1)).toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(pushes.at(-1)).toMatchObject({ depositId, status: 1, transactionData: { txid: 'abc' } });
    expect(store.awaitingAt(data.depositAddress)).toBeUndefined();
  });

  it('below the minimum are declined once confirmed', async () => {
    vi.useFakeTimers();
    const { store, pushes, created } = setup();
    const { data } = (await created('ton_crypto')).data.apiResponse;
    store.receive(store.awaitingAt(data.depositAddress)!, { txid: 't', blockchain: 'TON', amount: 0.5 }, confirmationMs('TON'));
    await vi.advanceTimersByTimeAsync(8 * 2000);
    expect(pushes.at(-1)).toMatchObject({ status: 2 });
  });

  it('take a network without a chain its confirmation minutes (Doge: 5)', () => {
    expect(confirmationMs('DOGE')).toBe(5 * 60_000);
    expect(confirmationMs('BTC')).toBe(5 * 600_000);
    // Spec §9: a network the tables do not name takes the default 10 minutes.
    expect(confirmationMs('XMR')).toBe(10 * 60_000);
  });

  it.each([
    ['trc20', 'Tron'],
    ['BEP20', 'BSC'],
    ['DOGE', 'Doge'],
    ['XMR', 'XMR'],
  ])('report a transfer on %s under its chain, else its network name, else its code: %s', (network, blockchain) => {
    expect(blockchainOf(network)).toBe(blockchain);
  });
});

describe('the sandbox wallet over a real server', () => {
  // Confirmations 1000 times faster: Tron's 60 s in 60 ms.
  const sandbox = runningSandbox(1000);

  it('sends to an address the cashier showed, and refuses one it did not or an amount that is none', async () => {
    const token = `wallet-${Math.random()}`;
    const create = await fetch(`${sandbox.base()}/api/payment/deposit-create`, {
      method: 'POST', headers: { 'content-type': 'application/json', Authorization: token }, body: JSON.stringify(address('usdt_trc20')),
    });
    const { depositAddress } = ((await create.json()) as { apiResponse: { data: { depositAddress: string } } }).apiResponse.data;
    const send = (body: unknown) => fetch(`${sandbox.base()}/sandbox/crypto/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await send({ address: 'Tnope', amount: 5 })).status).toBe(404);
    expect((await send({ address: depositAddress, amount: 'lots' })).status).toBe(400);
    const sent = await send({ address: depositAddress, amount: 25 });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ txid: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const wallet = await (await fetch(`${sandbox.base()}/sandbox/crypto/wallet`)).text();
    expect(wallet).toContain('Sandbox wallet');
    const form = await fetch(`${sandbox.base()}/sandbox/crypto/send`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `address=${depositAddress}&amount=1` });
    expect(form.status).toBe(404); // already paid: the address waits for nothing until the cashier asks for it again
    expect(await form.text()).toContain('Back to the wallet');
  });
});
