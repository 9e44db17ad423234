import type { ServerField } from '../../contract/methods';
import { isCardNumberField, patternsOf } from './validateField';

/** What a phone keyboard and the browser's autofill should offer for a server field. */
export interface InputHints {
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete: string;
}

/** A pattern that accepts digits only (and the separators a mask adds): a number pad is enough. */
const DIGITS_ONLY = /^\^?(\\d|\[0-9\]|\[\\d[^\]]*\]|\{\d+(,\d*)?\}|[+*?() .\-/])+\$?$/;

/**
 * Keyboard and autofill from the field's name, category and rule: a card number gets a number pad
 * and `cc-number`, an e-mail the e-mail keyboard, a name `name`, a digits-only rule the number
 * pad. Anything else is left to the player ('off' keeps a browser from offering a stale guess).
 */
export function inputHints(field: Pick<ServerField, 'name' | 'category' | 'type' | 'regex' | 'validations' | 'mask'>): InputHints {
  const name = field.name.toLowerCase();
  if (isCardNumberField(field)) return { inputMode: 'numeric', autoComplete: 'cc-number' };
  if (/e-?mail/.test(name)) return { inputMode: 'email', autoComplete: 'email' };
  if (/phone|msisdn|mobile/.test(name)) return { inputMode: 'tel', autoComplete: 'tel' };
  if (/^name$|full_?name|holder|payer_name|account_name/.test(name)) return { autoComplete: 'name' };
  const digitsMask = field.mask !== undefined && /^[0\s.\-/()]+$/.test(field.mask);
  const rules = patternsOf(field);
  const digitsRule = rules.length > 0 && rules.every((rule) => DIGITS_ONLY.test(rule));
  return digitsMask || digitsRule ? { inputMode: 'numeric', autoComplete: 'off' } : { autoComplete: 'off' };
}
