import { currencyEntry, fractionDigits, shownCurrency } from './currencyTable';
import { isRightToLeft } from './locale';

export { shownCurrency };

/** Left-to-right isolate and its end (Unicode bidi): an amount keeps its own order inside any text. */
export const LTR_ISOLATE = '\u2066';
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

let isoCodes: ReadonlySet<string> | undefined;
/** Whether the engine knows the code as an ISO 4217 currency (MXN, EUR), not a coin (BTC, USDT) or a bonus currency (QSC). */
const isIsoCurrency = (code: string): boolean => (isoCodes ??= new Set(Intl.supportedValuesOf('currency'))).has(code.toUpperCase());

/** An amount's parts in the locale: the currency's sign where the locale puts it, its decimals as the currency needs. */
function amountParts(locale: string, amount: number, currency: string): Intl.NumberFormatPart[] {
  const digits = fractionDigits(currency);
  // Fiat keeps its cents (MX$10.50); a coin needs only the decimals it has (0.0001 BTC, not 0.00010000).
  const entry = currencyEntry(currency);
  const minimumFractionDigits = Number.isInteger(amount) || entry?.crypto ? 0 : digits;
  if (isIsoCurrency(currency)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits, maximumFractionDigits: digits }).formatToParts(amount);
  }
  // A coin (its code: "USDT 10"), a sweepstakes coin or the bonus account (the table's sign: "SC 10", "BONUS 10"), where
  // the locale puts a currency code ("10 USDT" in some). XXX is ISO's "no currency".
  const sign = entry && !entry.crypto ? entry.symbol : currency;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'XXX', currencyDisplay: 'code', minimumFractionDigits, maximumFractionDigits: digits })
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? { ...part, value: sign } : part));
}

const formatAmountText = (locale: string, amount: number, currency: string): string =>
  amountParts(locale, amount, currency).map((part) => part.value).join('');

/**
 * The currency's sign as an amount in this language shows it (MX$, €, USDT), and whether it comes
 * before the number: for an amount field, so that its empty box says what the chips say.
 */
export function currencyAffix(locale: string, currency: string): { text: string; before: boolean } {
  const parts = amountParts(locale, 1, shownCurrency(currency));
  const sign = parts.findIndex((part) => part.type === 'currency');
  return { text: parts[sign]?.value ?? currency, before: sign < parts.findIndex((part) => part.type === 'integer') };
}
