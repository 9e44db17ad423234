import { fractionDigits } from './currencies';
import { isRightToLeft } from './locale';

/** Left-to-right isolate and its end (Unicode bidi): an amount keeps its own order inside any text. */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * An amount in the locale's digits and separators, with the currency's precision. In right-to-left
 * text the amount is one left-to-right isolate, so a symbol such as MX$ is never torn ("$MX 150").
 */
export function formatAmount(locale: string, amount: number, currency: string): string {
  const formatted = formatAmountText(locale, amount, currency);
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

export function formatDate(locale: string, date: Date | number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Names from Intl.DisplayNames in the player's language, then English, else the code itself. The
 * two formatters are made once per list, not once per name (a country list has 243).
 */
export function namer(locale: string, type: 'region' | 'currency'): (code: string) => string {
  const formatters = [locale, 'en'].flatMap((language) => {
    try {
      return [new Intl.DisplayNames([language], { type, fallback: 'none' })];
    } catch {
      return []; // An unknown language: the next one, then the code.
    }
  });
  return (code) => {
    const upper = code.toUpperCase();
    for (const formatter of formatters) {
      try {
        const name = formatter.of(upper);
        if (name) return name;
      } catch {
        // A malformed code: shown as it is.
      }
    }
    return upper;
  };
}
