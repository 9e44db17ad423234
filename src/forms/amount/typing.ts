import { toAsciiDigits } from './parseAmount';
import { DEFAULT_NUMBER_LOCALE } from './separators';

export interface TypingRules {
  /** The locale's decimal separator, the only non-digit the field keeps. */
  decimal: string;
  /** 2 for fiat, 8 for crypto. */
  fractionDigits: number;
  /** The limit's maximum; the integer part may have one digit more than it (0: no maximum known). */
  max: number;
}

/** Spec §5: the integer part may be at most one digit longer than the digit count of max. */
export function maxIntegerDigits(max: number): number {
  if (!(max > 0)) return Infinity;
  return String(Math.floor(max)).length + 1;
}

/**
 * What the amount field holds after the player typed: only digits and one decimal separator
 * (a '.' or ',' typed is taken as the locale's), no leading separator, the fraction cut to the
 * currency's digits, the integer part cut to the allowed length, and leading zeros trimmed to one.
 */
export function normaliseTypedAmount(text: string, rules: TypingRules): string {
  // Separators become one placeholder; a separator before any digit is dropped (no leading dot).
  const kept = toAsciiDigits(text)
    .replace(/[.,]/g, '\u0000')
    .replace(/[^\d\u0000]/g, '')
    .replace(/^\u0000+/, '');
  const at = kept.indexOf('\u0000');
  const integer = (at === -1 ? kept : kept.slice(0, at)).replace(/^0+(?=\d)/, '').slice(0, maxIntegerDigits(rules.max));
  if (at === -1 || rules.fractionDigits === 0) return integer;
  const fraction = kept.slice(at + 1).replace(/\u0000/g, '').slice(0, rules.fractionDigits);
  return `${integer}${rules.decimal}${fraction}`;
}

/** The field's text as a number (the locale's separator read as the decimal), or null when empty. */
export function typedAmountValue(text: string, decimal: string): number | null {
  const canonical = text.replace(decimal, '.');
  if (!/^\d+(\.\d*)?$/.test(canonical)) return null;
  return Number(canonical);
}

/** Spec §5: besides digits and the separator, navigation keys and copy, paste, cut, select-all. */
const NAVIGATION_KEYS = new Set([
  'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Tab', 'Enter', 'Escape',
]);
const CLIPBOARD_KEYS = new Set(['a', 'c', 'v', 'x']);

export function isAllowedAmountKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>, decimal: string): boolean {
  if (NAVIGATION_KEYS.has(event.key)) return true;
  if ((event.ctrlKey || event.metaKey) && CLIPBOARD_KEYS.has(event.key.toLowerCase())) return true;
  if (event.ctrlKey || event.metaKey) return false;
  return /^[0-9\u0660-\u0669\u06f0-\u06f9]$/.test(event.key) || event.key === decimal || event.key === '.' || event.key === ',';
}

/**
 * Spec §5: a prefilled amount is set on entry with the currency's decimals (`100` → `100.00`, or
 * `100,00` where the decimal is a comma); none for on-ramp, or when it is not a positive number.
 */
export function prefilledAmountText(prefilled: number | undefined, rules: Omit<TypingRules, 'max'>): string | null {
  if (prefilled === undefined || !Number.isFinite(prefilled) || prefilled <= 0) return null;
  return prefilled.toFixed(rules.fractionDigits).replace('.', rules.decimal);
}

/**
 * Spec §5 mask: the amount as shown while the field is not being edited, the integer part grouped
 * the locale's way (`20000.5` → `20,000.5`, `2000000` → `20,00,000` in hi-IN); the fraction stays
 * as typed. Typing happens ungrouped, so `.` and `,` keep meaning the decimal separator.
 */
export function groupTypedAmount(text: string, locale: string, decimal: string): string {
  const [integer = '', ...fraction] = text.split(decimal);
  if (!/^\d+$/.test(integer)) return text;
  let grouped: string;
  try {
    grouped = new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 0 }).format(BigInt(integer));
  } catch {
    grouped = new Intl.NumberFormat(DEFAULT_NUMBER_LOCALE, { maximumFractionDigits: 0 }).format(BigInt(integer));
  }
  return fraction.length ? `${grouped}${decimal}${fraction.join('')}` : grouped;
}
