import type { PaymentMethod } from '../../contract/methods';

export interface Limits {
  min: number;
  max: number;
}

/** Spec §5: default limits are 0 and 0 (no limit known). */
export const NO_LIMITS: Limits = { min: 0, max: 0 };
/** `minNonRus` applies to players outside this country. */
const MIN_COUNTRY = 'RU';

/**
 * Spec §5: the bounds of an amount: the method's rule for the currency (`minNonRus` for players
 * outside Russia); else the deposit limits from `deposit-limits`; else none. (A flow may bound it
 * otherwise: the on-ramp's crypto, onrampForm.ts.)
 */
export function amountLimits(input: {
  method: Pick<PaymentMethod, 'amount_rules'> | null;
  currency: string;
  country: string;
  depositLimits: Limits | null;
}): Limits {
  const { method, currency, country, depositLimits } = input;
  const rule = method?.amount_rules?.[currency];
  if (rule) {
    const outside = country.toUpperCase() !== MIN_COUNTRY;
    return { min: outside && rule.minNonRus !== undefined ? rule.minNonRus : rule.min, max: rule.max };
  }
  return depositLimits ?? NO_LIMITS;
}

export type AmountProblem =
  | { key: 'form.amountInput.limit.min'; min: number }
  | { key: 'form.amountInput.limit.max'; max: number }
  /** The method's own pattern for the amount failed (spec §5 p2p_market): its error key says why. */
  | { key: string };

/** Spec §5: an amount must lie within min and max; a max of 0 means no upper limit is known. */
export function checkAmount(amount: number, limits: Limits): AmountProblem | null {
  if (amount < limits.min) return { key: 'form.amountInput.limit.min', min: limits.min };
  if (limits.max > 0 && amount > limits.max) return { key: 'form.amountInput.limit.max', max: limits.max };
  return null;
}
