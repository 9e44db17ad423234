import { describe, expect, it } from 'vitest';
import { CardViewType, type PaymentMethod } from '../../../src/contract';
import { INITIAL_CRYPTO, INITIAL_FIAT, ONRAMP_COUNTRY_CURRENCY, ONRAMP_CURRENCIES, onrampCurrencyFor } from '../../../src/flows/onramp/currencies';
import { onrampCreate } from '../../../src/flows/onramp/onrampCreate';
import { CURRENCY_ERROR_KEY, evaluateOnramp } from '../../../src/flows/onramp/onrampForm';
import { ONRAMP_OFFERS_PATH, ONRAMP_PATH } from '../../../src/flows/onramp/paths';
import { bestOffer } from '../../../src/flows/onramp/offers';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import { nextPageAfterCreate } from '../../../src/state/create/nextPage';

const method: PaymentMethod = { name: 'onramp_buy', cardViewType: CardViewType.onramp, text: { en: 'Buy crypto' }, position: 1, iconIds: [] };
const form = (overrides: Partial<Parameters<typeof evaluateOnramp>[0]> = {}) =>
  evaluateOnramp({ method, currency: 'EUR', country: 'DE', amountText: '', locale: 'en', limits: { currency: 'EUR', status: 'ready', limits: { min: 20, max: 5000 } }, ...overrides });

describe('the on-ramp flow (spec §2, §4)', () => {
  it('opens an on-ramp method on its page, and any answer with offers on the offer list', () => {
    for (const inGroup of [false, true]) expect(MAIN_DEPOSIT_TABLE.methodPath({ name: 'onramp_buy', cardViewType: CardViewType.onramp }, inGroup)).toBe(ONRAMP_PATH);
    const offers = { data: { paymentMethodOffers: [{ method: 'moonpay', amount: 10, fee: 1 }] } };
    expect(nextPageAfterCreate(offers, { name: 'm', cardViewType: 0 }, '/deposit/complete', MAIN_DEPOSIT_TABLE.afterCreate)).toEqual({ kind: 'route', path: ONRAMP_OFFERS_PATH });
    expect(nextPageAfterCreate({ data: { paymentMethodOffers: [] } }, { name: 'm', cardViewType: 0 }, '/deposit/complete', MAIN_DEPOSIT_TABLE.afterCreate)).toEqual({ kind: 'route', path: '/deposit/complete' });
  });

  it('keeps the complete page waiting 5 minutes for an on-ramp deposit, and 60 s for any other (spec §4, §9)', () => {
    const view = { deposit: { status: { status: 'waiting' as const }, own: {} }, payment: { isCryptocurrency: false } };
    expect(MAIN_DEPOSIT_TABLE.completeWaitMs({ name: 'onramp_buy', cardViewType: CardViewType.onramp }, view, 60_000)).toBe(300_000);
    expect(MAIN_DEPOSIT_TABLE.completeWaitMs({ name: 'codi', cardViewType: CardViewType.default }, view, 60_000)).toBe(60_000);
    expect(MAIN_DEPOSIT_TABLE.completeWaitMs(null, view, 60_000)).toBe(60_000);
  });

  it('goes to the offers when there are some, and stays on the page when there are none', () => {
    const strategy = onrampCreate();
    const response = (offers: unknown[]) => ({ apiResponse: { depositId: 'd1', data: { paymentMethodOffers: offers as never } } });
    expect(strategy.interpret(response([{ method: 'banxa', amount: 10, fee: 1 }])).next).toBe(ONRAMP_OFFERS_PATH);
    expect(strategy.interpret(response([])).next).toBe(ONRAMP_PATH);
    expect(() => strategy.interpret({ apiResponse: null })).toThrow(expect.objectContaining({ kind: 'invalid-response' }));
  });
});

describe('the currency a country pays in (spec §9 "Onramp")', () => {
  it('is the country\'s own for about 70 countries, else US dollars; USDT is bought', () => {
    expect(Object.keys(ONRAMP_COUNTRY_CURRENCY).length).toBeGreaterThanOrEqual(65);
    expect([onrampCurrencyFor('DE'), onrampCurrencyFor('mx'), onrampCurrencyFor('GB'), onrampCurrencyFor('JP'), onrampCurrencyFor('AQ')]).toEqual(['EUR', 'MXN', 'GBP', 'JPY', 'USD']);
    expect([INITIAL_FIAT, INITIAL_CRYPTO]).toEqual(['USD', 'USDT']);
    expect(ONRAMP_CURRENCIES).toContain('USD');
    expect(new Set(ONRAMP_CURRENCIES).size).toBe(ONRAMP_CURRENCIES.length);
    expect([...ONRAMP_CURRENCIES].sort()).toEqual(ONRAMP_CURRENCIES);
  });
});

describe('the on-ramp amount (spec §5)', () => {
  it('lies within the chosen currency\'s limits, and is not prefilled', () => {
    expect(form().amountProblem).toBe('required');
    expect(form({ amountText: '19.99' }).amountProblem).toEqual({ key: 'form.amountInput.limit.min', min: 20 });
    expect(form({ amountText: '5000.01' }).amountProblem).toEqual({ key: 'form.amountInput.limit.max', max: 5000 });
    expect(form({ amountText: '250.50' })).toMatchObject({ amount: 250.5, amountProblem: null, amountDisabled: false, currencyProblem: null });
  });

  it('cannot be typed while the currency\'s limits load, nor with another currency\'s', () => {
    expect(form({ limits: { currency: 'EUR', status: 'loading' } }).amountDisabled).toBe(true);
    expect(form({ limits: { currency: 'GBP', status: 'ready', limits: { min: 1, max: 2 } } }).amountDisabled).toBe(true);
  });

  it('gives the currency an always-failing rule when its limits fail', () => {
    const failed = form({ amountText: '100', limits: { currency: 'EUR', status: 'failed' } });
    expect(failed.currencyProblem).toBe(CURRENCY_ERROR_KEY);
    expect(failed).toMatchObject({ amountDisabled: true, limitsLoading: false });
    expect(form({ limits: { currency: 'EUR', status: 'loading' } }).limitsLoading).toBe(true);
  });

  it('bounds on-ramp crypto by its limits when known, else from 1', () => {
    expect(form({ currency: 'BTC', limits: { currency: 'BTC', status: 'ready', limits: { min: 0.001, max: 1 } } }).limits).toEqual({ min: 0.001, max: 1 });
    expect(form({ currency: 'BTC', limits: { currency: 'BTC', status: 'failed' } }).limits).toEqual({ min: 1, max: 0 });
    expect(form({ currency: 'BTC', limits: { currency: 'BTC', status: 'ready', limits: { min: 0.001, max: 1 } } }).rules.fractionDigits).toBe(8);
    // The method's own rule for the coin does not apply: crypto is bounded by deposit-limits alone.
    const ruled = { ...method, amount_rules: { BTC: { min: 5, max: 6 } } };
    expect(form({ method: ruled, currency: 'BTC', limits: { currency: 'BTC', status: 'ready', limits: { min: 0.001, max: 1 } } }).limits).toEqual({ min: 0.001, max: 1 });
  });

  it('takes the method\'s own rule for a currency before deposit-limits', () => {
    const ruled = { ...method, amount_rules: { EUR: { min: 50, max: 900 } } };
    expect(form({ method: ruled, limits: { currency: 'EUR', status: 'loading' } })).toMatchObject({ limits: { min: 50, max: 900 }, amountDisabled: false });
  });
});

describe('the best of the offers (marked, and chosen at first)', () => {
  it('is the one that gives the most crypto, in any order, the first of equals; none without offers', () => {
    expect(bestOffer([{ method: 'banxa', amount: 100 }, { method: 'transak', amount: 103.5 }, { method: 'moonpay', amount: 99 }])).toBe('transak');
    expect(bestOffer([{ method: 'a', amount: 5 }, { method: 'b', amount: 5 }])).toBe('a');
    expect(bestOffer([])).toBeUndefined();
  });
});
