// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createSandboxApi } from '../../../demo/sandbox/api';
import { REGIONS } from '../../../demo/sandbox/catalogue';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { onrampLimits, onrampOffers } from '../../../demo/sandbox/onramp';
import { createPaymentHandlers } from '../../../demo/sandbox/payments';
import { DEPOSIT_CALLS } from '../../../src/contract/deposit';

// The sandbox's on-ramp: limits per currency, offers, no offers (.88), an error on continue (.13).

const player = { token: 'onramp-player', origin: 'http://sandbox.test' };
const handleCall = createSandboxApi(createPaymentHandlers(createDepositStore(() => {}, 3000)));
const create = async (amount: number, currency = 'EUR') =>
  (await handleCall('payment', 'deposit-create', { amount, currency, paymentType: 'onramp_buy', idempotencyKey: `key-${Math.random()}` }, player)) as {
    status: number;
    data: { apiResponse: { depositId: string; data: { paymentMethodOffers: { method: string; amount: number; fee: number }[] } } };
  };

describe('the sandbox on-ramp', () => {
  it('is in three regions', () => {
    const regions = Object.entries(REGIONS).filter(([, r]) => r.methods.some((m) => m.name === 'onramp_buy')).map(([code]) => code);
    expect(regions.sort()).toEqual(['MX', 'RU', 'US']);
  });

  it('answers limits per currency, and none for ARS', async () => {
    const limits = (currency: string) => handleCall('banking', 'deposit-limits', { currency, paymentMethod: 'onramp_buy' }, player);
    expect(await limits('EUR')).toEqual({ status: 200, data: { onramp_buy: onrampLimits('EUR') } });
    expect(onrampLimits('USD')).toEqual({ min: 20, max: 5000 });
    expect((await limits('MXN')).data).toEqual({ onramp_buy: { min: 340, max: 85_000 } });
    expect(await limits('ARS')).toMatchObject({ status: 502 });
  });

  it('answers three offers for an amount, best first, under the contract; none for cents .88', async () => {
    const answer = await create(200);
    expect(v.safeParse(DEPOSIT_CALLS.depositCreate.response, answer.data).success).toBe(true);
    const offers = answer.data.apiResponse.data.paymentMethodOffers;
    expect(offers).toEqual(onrampOffers(200, 'EUR'));
    expect(offers.map((o) => o.method).sort()).toEqual(['banxa', 'moonpay', 'transak']);
    expect(offers.every((o, i) => i === 0 || o.amount <= offers[i - 1]!.amount)).toBe(true);
    expect((await create(200.88)).data.apiResponse.data.paymentMethodOffers).toEqual([]);
    expect(await create(5)).toMatchObject({ status: 400 });
  });

  it('continues with a chosen offer to the provider page; cents .13 answer an error; another offer is refused', async () => {
    const continueWith = async (amount: number, paymentMethod: string) => {
      const { depositId } = (await create(amount)).data.apiResponse;
      return { depositId, answer: await handleCall('payment', 'external-deposit-continue', { depositId, paymentMethod }, player) };
    };
    const { depositId, answer } = await continueWith(300, 'banxa');
    expect(v.safeParse(DEPOSIT_CALLS.externalDepositContinue.response, answer.data).success).toBe(true);
    expect(answer.data).toEqual({ data: { source: `http://sandbox.test/sandbox/pay/${depositId}` }, processingAmount: 300 });
    expect((await continueWith(300.13, 'moonpay')).answer.data).toMatchObject({ error: { message: expect.stringContaining('declined') } });
    expect((await continueWith(300, 'someone')).answer).toMatchObject({ status: 400 });
  });
});
