import type { Limits } from './limits';

/** Spec §9: the preset amounts the chips are chosen from. */
export const AMOUNT_PRESETS = [
  5, 10, 25, 50, 75, 100, 150, 250, 500, 1000, 3000, 5000, 10000, 15000, 25000, 50000, 150000, 250000,
] as const;
/** Spec §9: for country ru, when the currency is not in the special set. */
export const RU_TAGS = [5000, 7500, 10000, 25000, 50000] as const;
/**
 * The special set of spec §9 is not listed there: these are the currencies whose amounts are
 * small numbers, for which the rouble-sized chips make no sense.
 */
export const RU_TAGS_EXCEPT = new Set(['USD', 'EUR', 'GBP', 'USDT', 'BTC', 'ETH', 'LTC', 'TRX', 'DOGE', 'BNB']);
export const TAG_COUNT = 5;

const within = (amount: number, { min, max }: Limits) => amount >= min && (max <= 0 || amount <= max);

/**
 * Spec §9 amount chips: fixed amounts override; in Russia (unless the currency is in the special
 * set) the rouble set; otherwise the first five presets within the limits.
 */
export function amountTags(input: { limits: Limits; currency: string; country: string; fixedAmounts?: readonly number[] }): number[] {
  const { limits, currency, country, fixedAmounts } = input;
  if (fixedAmounts?.length) return [...fixedAmounts].slice(0, TAG_COUNT);
  const source: readonly number[] =
    country.toUpperCase() === 'RU' && !RU_TAGS_EXCEPT.has(currency.toUpperCase()) ? RU_TAGS : AMOUNT_PRESETS;
  return source.filter((amount) => within(amount, limits)).slice(0, TAG_COUNT);
}
