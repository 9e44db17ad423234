import { fractionDigits } from './currencies';
import { isRightToLeft } from './locale';

/** Spec §3: the code QGC is shown as QSC. */
export const shownCurrency = (code: string): string => (code.toUpperCase() === 'QGC' ? 'QSC' : code);

/** Left-to-right isolate and its end (Unicode bidi): an amount keeps its own order inside any text. */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * An amount in the locale's digits and separators, with the currency's precision. In right-to-left
 * text the amount is one left-to-right isolate, so a symbol such as MX$ is never torn ("$MX 150").
 */
export function formatAmount(locale: string, amount: number, currency: string): string {
  const formatted = formatAmountText(locale, amount, shownCurrency(currency));
  return isRightToLeft(locale) ? `${LTR_ISOLATE}${formatted.replace(BIDI_MARKS, '')}${POP_ISOLATE}` : formatted;
}

function formatAmountText(locale: string, amount: number, currency: string): string {
  const digits = fractionDigits(currency);
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // Not an ISO 4217 code (USDT, bonus coins): the number, then the code.
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(amount);
    return `${number} ${currency}`;
  }
}
