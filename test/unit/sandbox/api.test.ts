// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { benchMethods, createSandboxApi } from '../../../demo/sandbox/api';
import { CALLS } from '../../../src/contract/calls';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { createPaymentHandlers } from '../../../demo/sandbox/payments';
import { REGIONS } from '../../../demo/sandbox/catalogue';
import { CardViewType } from '../../../src/contract';
import { allowedOrigin } from '../../../demo/sandbox/server';
import { runningSandbox } from './runningSandbox';

const handleCall = createSandboxApi(createPaymentHandlers(createDepositStore(() => {})));
const player = { token: 'unit', origin: 'http://sandbox.test' };

describe('sandbox calls', () => {
  it('answers the methods of a region', async () => {
    const answer = await handleCall('banking', 'methods-payment-v5', { country: 'MX', currency: { code: 'MXN', type: 'fiat' } }, player);
    expect(answer.status).toBe(200);
    expect((answer.data as { paymentMethods: unknown[] }).paymentMethods.length).toBeGreaterThan(0);
  });

  it('answers methods-payment-v3 (another platform version) with the same list, its currency a code alone', async () => {
    const v5 = await handleCall('banking', 'methods-payment-v5', { country: 'MX', currency: { code: 'MXN', type: 'fiat' } }, player);
    const v3 = await handleCall('banking', 'methods-payment-v3', { country: 'MX', currency: 'MXN', abTestGroup: 'A' }, player);
    expect(v3).toEqual(v5);
    expect((await handleCall('banking', 'methods-payment-v3', { country: 'MX', currency: { code: 'MXN', type: 'fiat' } }, player)).status).toBe(400);
    const coins = (await handleCall('banking', 'methods-payment-v3', { country: 'MX', currency: 'USDT' }, { ...player, token: 'crypto-balance' })).data as { paymentMethods: unknown[]; paymentGroups: { name: string }[] };
    expect(coins.paymentGroups.map((group) => group.name)).toEqual(['crypto']);
  });

  it("answers a crypto-balance player's list by the currency's type: the coins, or the rest; another player the whole list either way", async () => {
    const list = async (token: string, type: 'crypto' | 'fiat') =>
      (await handleCall('banking', 'methods-payment-v5', { country: 'MX', currency: { code: type === 'crypto' ? 'USDT' : 'MXN', type } }, { ...player, token })).data as {
        paymentGroups: { name: string; paymentMethods: { category?: string }[] }[];
        paymentMethods: { name: string; category?: string }[];
      };
    const coins = await list('crypto-balance', 'crypto');
    expect(coins.paymentGroups.map((group) => group.name)).toEqual(['crypto']);
    expect(coins.paymentGroups[0]!.paymentMethods.length).toBe(9);
    expect(coins.paymentMethods).toEqual([]);
    const fiat = await list('crypto-balance-7', 'fiat');
    expect(fiat.paymentGroups.map((group) => group.name)).not.toContain('crypto');
    expect([...fiat.paymentMethods, ...fiat.paymentGroups.flatMap((group) => group.paymentMethods)].some((method) => method.category === 'crypto')).toBe(false);
    expect(fiat.paymentMethods.map((method) => method.name)).toContain('codi_mx');
    const whole = await list('unit', 'fiat');
    expect(whole.paymentGroups.map((group) => group.name)).toContain('crypto');
  });

  it('answers no methods for AQ', async () => {
    const answer = await handleCall('banking', 'methods-payment-v5', { country: 'AQ', currency: { code: 'USD', type: 'fiat' } }, player);
    expect(answer.data).toEqual({ paymentGroups: [], paymentMethods: [] });
  });

  it('answers 401 to every call for token expired', async () => {
    const answer = await handleCall('banking', 'methods-country-selector-v2', {}, { token: 'expired', origin: player.origin });
    expect(answer).toMatchObject({ status: 401, error: { code: 'auth.tokenExpired' } });
  });

  it.each([
    ['no payload', undefined],
    ['a string', 'garbage'],
    ['a wrong country', { country: 'Mexico', currency: { code: 'MXN', type: 'fiat' } }],
    ['a wrong currency type', { country: 'MX', currency: { code: 'MXN', type: 'gold' } }],
  ])('rejects %s with the real error shape', async (_name, payload) => {
    const answer = await handleCall('banking', 'methods-payment-v5', payload, player);
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('banking.badRequest');
    expect(answer.error?.message).toMatch(/Invalid request/);
  });

  it('answers an unknown call with 404', async () => {
    expect((await handleCall('banking', 'no-such-call', {}, player)).status).toBe(404);
    expect((await handleCall('payment', 'methods-payment-v5', {}, player)).status).toBe(404);
  });

  it('gives deposit limits of a method, and 404 for an unknown one', async () => {
    const answer = await handleCall('banking', 'deposit-limits', { currency: 'MXN', paymentMethod: 'spei_mx' }, player);
    expect(answer.data).toEqual({ spei_mx: { min: 50, max: 50_000 } });
    expect((await handleCall('banking', 'deposit-limits', { currency: 'MXN', paymentMethod: 'nope' }, player)).status).toBe(404);
  });

  it('covers every card view type and the spec group keys between its regions', () => {
    const methods = Object.values(REGIONS).flatMap((r) => [...r.groups.flatMap((g) => g.paymentMethods), ...r.methods]);
    const types = new Set(methods.map((m) => m.cardViewType));
    for (const type of Object.values(CardViewType)) expect(types, `card view type ${type}`).toContain(type);
    const groups = new Set(Object.values(REGIONS).flatMap((r) => r.groups.map((g) => g.name)));
    const keys = ['crypto', 'card_method', 'cash_methods', 'cash_methods_kyrgyzstan', 'cash_methods_ukraine', 'p2p_methods_kyrgyzstan',
      'p2p_methods_ukraine', 'bank_transfer_nigeria', 'colombian_banks', 'e-money', 'indian-methods-grouped',
      'online-indonesian-banks-grouped', 'online-malaysian-banks-grouped', 'online-thailand-banks-grouped', 'nigeria-cards-grouped',
      'sbp-transgran-grouped', ...['benin', 'burkinafaso', 'cameroon', 'ivorycoast', 'kongo', 'mali', 'niger', 'senegal', 'togo'].map((c) => `cryptodep-${c}-grouped`)];
    for (const key of keys) expect(groups, key).toContain(key);
  });
});

describe('sandbox HTTP server', () => {
  const sandbox = runningSandbox();

  it('answers malformed JSON, oversized bodies and path tricks without crashing', async () => {
    const post = (body: string) =>
      fetch(`${sandbox.base()}/api/banking/methods-payment-v5`, { method: 'POST', headers: { Authorization: 'x', 'Content-Type': 'application/json' }, body });
    expect((await post('{nope')).status).toBe(400);
    expect((await post('x'.repeat(70_000))).status).toBe(400);
    expect((await fetch(`${sandbox.base()}/demo/..%2f..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(`${sandbox.base()}/cashier/static/..%2f..%2f..%2fpackage.json`)).status).toBe(404);
    const ok = await post(JSON.stringify({ country: 'BR', currency: { code: 'BRL', type: 'fiat' } }));
    expect(ok.status).toBe(200);
  });

  it('answers without a token with 401', async () => {
    const response = await fetch(`${sandbox.base()}/api/banking/methods-country-selector-v2`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'auth.noToken' });
  });

  it('allows the widget headers across origins of this machine, and answers no other origin', async () => {
    const ask = (origin: string) => fetch(`${sandbox.base()}/api/banking/methods-payment-v5`, { method: 'OPTIONS', headers: { Origin: origin } });
    for (const origin of ['http://localhost:8000', 'http://127.0.0.1:5173', 'https://localhost']) {
      const response = await ask(origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-headers')).toContain('x-extra-params');
    }
    for (const origin of ['https://casino.example', 'http://127.evil.example', 'null', 'http://localhost.evil.example']) {
      expect((await ask(origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('answers an origin named in SANDBOX_ALLOWED_ORIGINS', () => {
    expect(allowedOrigin('https://casino.example', ['https://casino.example'])).toBe('https://casino.example');
    expect(allowedOrigin('https://casino.example', [])).toBeUndefined();
    expect(allowedOrigin('https://casino.example/', ['https://casino.example/'])).toBeUndefined();
  });

  it('answers a malformed percent-encoding 400, never 500', async () => {
    const error = vi.spyOn(console, 'error');
    const response = await fetch(`${sandbox.base()}/demo/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('keeps the static folder apart from a sibling whose name starts the same', async () => {
    expect((await fetch(`${sandbox.base()}/cashier/static/..%2fstatic-x%2fsecret.txt`)).status).toBe(404);
  });
});

describe("the bench's long lists", () => {
  it('gives the token methods-N N plain methods that pass the contract, and nothing for other tokens', () => {
    const list = benchMethods('methods-200')!;
    expect(list.paymentMethods).toHaveLength(200);
    expect(v.safeParse(CALLS.methodsPayment.response, list).success).toBe(true);
    for (const token of ['methods-0', 'methods-501', 'methods-x', 'player', 'methods-1000']) expect(benchMethods(token)).toBeUndefined();
  });
});
