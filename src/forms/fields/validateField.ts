import type { ServerField } from '../../contract/methods';
import { phoneForServer } from '../phone/phone';
import { fieldValue, sentName } from './dynamicProps';
import { applyMask, isMaskComplete } from './mask';

export type FieldType = 'dropdown' | 'dropdown_country' | 'dropdown_currency' | 'phone_with_prefix' | 'text' | 'text_uppercase' | 'networks';

/** What a card number failing the Luhn sum says: the number is wrong, not its format. */
export const CARD_NUMBER_ERROR_KEY = 'form.field.cardNumber';
export const REQUIRED_ERROR_KEY = 'form.field.required';

/** What is wrong with a field: empty, failing its patterns or mask, or (card number fields of `checkLuhn` methods) not a card number. */
export type FieldProblemKind = 'required' | 'pattern' | 'card-number';

/** A field's problem, with the `message` of the server's validation entry that found it, when it gave one (spec §3). */
export interface FieldProblem {
  kind: FieldProblemKind;
  message?: string;
}

type Validation = NonNullable<ServerField['validations']>[number];

const problem = (kind: FieldProblemKind, entry?: Validation): FieldProblem => (entry?.message ? { kind, message: entry.message } : { kind });

/** Compiles the server's patterns in unicode mode; a pattern that does not compile is skipped and logged. */
export function compilePatterns(patterns: readonly string[] | undefined): RegExp[] {
  const compiled: RegExp[] = [];
  for (const pattern of patterns ?? []) {
    try {
      compiled.push(new RegExp(pattern, 'u'));
    } catch {
      console.error(`[payment-cashier] the server sent a pattern that does not compile: ${pattern}`);
    }
  }
  return compiled;
}

/** Every pattern a field's value must match: its own, then its validation entries' (spec §3). */
export const patternsOf = (field: Pick<ServerField, 'regex' | 'validations'>): string[] => [
  ...(field.regex ?? []),
  ...(field.validations ?? []).flatMap((entry) => (entry.regex === undefined ? [] : [entry.regex])),
];

/** The value a phone field is checked with: its locked prefix removed, its digits only (spec §5). */
export function valueToValidate(field: Pick<ServerField, 'type'>, value: string, phonePrefix = ''): string {
  if (field.type !== 'phone_with_prefix') return value;
  return (phonePrefix && value.startsWith(phonePrefix) ? value.slice(phonePrefix.length) : value).replace(/\D/g, '');
}

/**
 * Spec §5: every pattern of the field's list must match (unicode mode); an empty field is a
 * problem only when a value is required. Spec §3 "Validation entry": an entry with `isExists`
 * says whether the field must be filled (false: it may be left empty); without one, every shown
 * field must be unless the caller says otherwise. Patterns are checked in order, the field's own
 * first, and the problem carries the `message` of the entry that failed.
 */
export function validateField(
  field: Pick<ServerField, 'type' | 'regex' | 'validations' | 'mask'>,
  value: string,
  options: { phonePrefix?: string; required?: boolean; luhn?: boolean } = {},
): FieldProblem | null {
  const checked = valueToValidate(field, value, options.phonePrefix).trim();
  const entries = field.validations ?? [];
  if (!checked) {
    const existence = entries.find((entry) => entry.isExists !== undefined);
    const required = existence ? existence.isExists : options.required !== false;
    return required ? problem('required', existence) : null;
  }
  if (options.luhn && !passesLuhn(checked)) return problem('card-number');
  // A server mask is a format: a value that stops short of it is not valid.
  if (!isMaskComplete(field.mask, checked)) return problem('pattern');
  if (!compilePatterns(field.regex).every((pattern) => pattern.test(checked))) return problem('pattern');
  const failed = entries.find((entry) => entry.regex !== undefined && !compilePatterns([entry.regex]).every((pattern) => pattern.test(checked)));
  return failed ? problem('pattern', failed) : null;
}

/** What typing does to a text value: upper case for text_uppercase, then the server's mask. Phones: phone.ts. */
export function applyTyping(field: Pick<ServerField, 'type' | 'mask'>, typed: string): string {
  return applyMask(field.mask, field.type === 'text_uppercase' ? typed.toLocaleUpperCase() : typed);
}

/** The values the backend receives: the shown fields only, each under its alias if it has one, phones as `+` and digits. */
export function serverFieldValues(fields: readonly ServerField[], values: Readonly<Record<string, string>>) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = fieldValue(field, values);
      return [sentName(field), field.type === 'phone_with_prefix' ? phoneForServer(value) : value];
    }),
  );
}

/** Spec §5: text fields trim whitespace on blur. */
export const onBlurValue = (field: Pick<ServerField, 'type'>, value: string): string =>
  field.type === 'text' || field.type === 'text_uppercase' ? value.trim() : value;

/** A card number field: the methods with `checkLuhn` (spec §3) check these with the Luhn sum. */
export const isCardNumberField = (field: Pick<ServerField, 'name' | 'category'>): boolean =>
  field.category === 'card' || /^(card_?number|card|pan)$/i.test(field.name);

/** The Luhn checksum of a card number (spaces and dashes ignored); 12 to 19 digits. */
export function passesLuhn(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
