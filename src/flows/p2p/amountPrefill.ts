import type { PaymentMethod } from '../../contract/methods';
import type { Limits } from '../../forms/amount/limits';
import { amountTags } from '../../forms/amount/tags';

/** Currencies whose bank transfers start from the method's set amount (spec §9 "KRW bank transfer"). */
const SET_AMOUNT_CURRENCIES: ReadonlySet<string> = new Set(['KRW']);

export interface P2pPrefillInput {
  method: Pick<PaymentMethod, 'prefilledAmount' | 'recommendedAmounts'>;
  currency: string;
  country: string;
  limits: Limits;
  /** A number in [0, 1): which of the chips. */
  random: () => number;
}

/**
 * Spec §9 "P2P amount": the amount a P2P method's page starts with. KRW bank transfers and
 * methods with fixed amounts start from the set amount (the method's prefilled amount, else its
 * first fixed amount); any other starts from one of its chips at random, so that players' transfers
 * spread over the amounts the receivers take; with no chip (or no limits yet), from the prefilled
 * amount, if any.
 */
export function p2pPrefill({ method, currency, country, limits, random }: P2pPrefillInput): number | undefined {
  const fixed = method.recommendedAmounts ?? [];
  if (SET_AMOUNT_CURRENCIES.has(currency.toUpperCase()) || fixed.length) return method.prefilledAmount ?? fixed[0];
  // Before the limits are known, any chip could be out of them.
  const chips = limits.min > 0 || limits.max > 0 ? amountTags({ limits, currency, country }) : [];
  if (!chips.length) return method.prefilledAmount;
  return chips[Math.min(chips.length - 1, Math.floor(random() * chips.length))];
}
