/**
 * The sandbox's on-ramp: limits per fiat currency, offers from three made-up providers
 * for an amount, and the test values: a currency whose limits fail, cents `.88` (no offers) and
 * cents `.13` (continue answers an error).
 */
import type { DepositData } from '../../src/contract/deposit';

/** Units of each currency per US dollar, for the offers' sums; any other currency counts as a dollar. */
const PER_USD: Readonly<Record<string, number>> = {
  USD: 1, EUR: 0.92, GBP: 0.79, CHF: 0.88, MXN: 17, BRL: 5, COP: 3900, CLP: 900, PEN: 3.7, RUB: 90, UAH: 40, KZT: 450, KGS: 89,
  UZS: 12_500, TRY: 32, INR: 83, IDR: 15_600, MYR: 4.7, THB: 36, PHP: 56, VND: 24_500, JPY: 150, KRW: 1350, NGN: 1500, ZAR: 18.5,
  PLN: 4, CZK: 23, SEK: 10.5, NOK: 10.7, CAD: 1.36, AUD: 1.52,
};

/** Test value: limits for this currency cannot be had. */
export const FAILING_LIMITS_CURRENCY = 'ARS';
export const NO_OFFERS_CENTS = 88;
export const CONTINUE_ERROR_CENTS = 13;
/** What is bought: the spec's initial crypto. */
export const ONRAMP_CRYPTO = 'USDT';

const rateOf = (currency: string) => PER_USD[currency.toUpperCase()] ?? 1;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** From 20 to 5000 dollars' worth, in whole units of the currency. */
export function onrampLimits(currency: string): { min: number; max: number } {
  const rate = rateOf(currency);
  return { min: Math.ceil(20 * rate), max: Math.floor(5000 * rate) };
}

export const PROVIDERS = [
  { method: 'moonpay', percent: 4.5, fixed: 0 },
  { method: 'banxa', percent: 2.9, fixed: 1 },
  { method: 'transak', percent: 1.9, fixed: 2.5 },
] as const;

/** Spec §3 `paymentMethodOffers`: each provider's USDT for the amount, after its fee (in the amount's currency). */
export function onrampOffers(amount: number, currency: string): NonNullable<DepositData['paymentMethodOffers']> {
  const rate = rateOf(currency);
  return PROVIDERS.map(({ method, percent, fixed }) => {
    const fee = round((amount * percent) / 100 + fixed * rate, 2);
    return { method, amount: round(Math.max(0, amount - fee) / rate, 2), fee, iconIds: [method] };
  }).sort((a, b) => b.amount - a.amount);
}
