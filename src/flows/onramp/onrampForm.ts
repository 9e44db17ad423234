import type { PaymentMethod } from '../../contract/methods';
import { amountLimits, type AmountProblem, checkAmount, type Limits } from '../../forms/amount/limits';
import { separatorsOf } from '../../forms/amount/separators';
import { typedAmountValue } from '../../forms/amount/typing';
import { CRYPTO_CURRENCIES } from '../../i18n/currencies';
import { fractionDigits } from '../../i18n/currencyTable';

/** Where the chosen currency's limits stand: asked for, known, or unavailable. */
export type LimitsState = { currency: string } & ({ status: 'loading' } | { status: 'ready'; limits: Limits } | { status: 'failed' });

/** Spec §5: on-ramp crypto without deposit limits has a minimum of 1. */
export const ONRAMP_DEFAULT_MIN = 1;

/** Spec §5 "Onramp": the error the currency field keeps while its limits cannot be had (an always-failing rule). */
export const CURRENCY_ERROR_KEY = 'deposit.onramp.error.currency';

/**
 * Spec §5 amount rules for the on-ramp page: the limits of the chosen currency (the method's own
 * rule for it, else `deposit-limits`; on-ramp crypto without limits has a minimum of 1), the typing
 * rules, the amount and what is wrong with it or with the currency. The amount cannot be typed
 * while the currency's limits are missing (`amountDisabled`).
 */
export function evaluateOnramp(input: { method: PaymentMethod; currency: string; country: string; amountText: string; locale: string; limits: LimitsState }) {
  const { method, currency, country, amountText, locale } = input;
  const state = input.limits.currency === currency ? input.limits : ({ currency, status: 'loading' } as const);
  const depositLimits = state.status === 'ready' ? state.limits : null;
  // Crypto bought on-ramp takes the deposit limits alone (else a minimum of 1), never the method's rule.
  const limits = CRYPTO_CURRENCIES.has(currency.toUpperCase())
    ? (depositLimits ?? { min: ONRAMP_DEFAULT_MIN, max: 0 })
    : amountLimits({ method, currency, country, depositLimits });
  const rules = { decimal: separatorsOf(locale).decimal, fractionDigits: fractionDigits(currency), max: limits.max };
  const amount = typedAmountValue(amountText, rules.decimal);
  const amountProblem: AmountProblem | 'required' | null = amount === null ? 'required' : checkAmount(amount, limits);
  return {
    limits,
    rules,
    amount,
    amountProblem,
    amountDisabled: state.status !== 'ready' && !method.amount_rules?.[currency],
    limitsLoading: state.status === 'loading',
    currencyProblem: state.status === 'failed' ? CURRENCY_ERROR_KEY : null,
  };
}
