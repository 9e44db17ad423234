import { CardViewType, type ServerField } from '../../api/contract';

export type FieldType = 'dropdown' | 'dropdown_country' | 'dropdown_currency' | 'phone_with_prefix' | 'text' | 'text_uppercase' | 'networks';

/** Spec §5: the confirmation id of these P2P methods is 8 to 10 digits. */
export const CONFIRMATION_ID_METHODS = new Set(['bkash_p2p', 'nagad_p2p']);
export const CONFIRMATION_ID_PATTERN = /^\d{8,10}$/u;
export const CONFIRMATION_ID_ERROR_KEY = 'paymentMethods.regex_error.confirmationId';
export const REQUIRED_ERROR_KEY = 'form.field.required';

export type FieldProblem = 'required' | 'pattern';

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

/** The value a phone field is checked with: its locked prefix removed (spec §5). */
export function valueToValidate(field: Pick<ServerField, 'type'>, value: string, phonePrefix = ''): string {
  if (field.type === 'phone_with_prefix' && phonePrefix && value.startsWith(phonePrefix)) return value.slice(phonePrefix.length);
  return value;
}

/**
 * Spec §5: every pattern of the field's list must match (unicode mode); an empty field is a
 * problem only when a value is required, which every shown field is unless it says otherwise.
 */
export function validateField(
  field: Pick<ServerField, 'type' | 'regex' | 'validations'>,
  value: string,
  options: { phonePrefix?: string; required?: boolean } = {},
): FieldProblem | null {
  const checked = valueToValidate(field, value, options.phonePrefix).trim();
  if (!checked) return options.required === false ? null : 'required';
  const patterns = compilePatterns([...(field.regex ?? []), ...(field.validations ?? []).flatMap((v) => (v.regex ? [v.regex] : []))]);
  return patterns.every((pattern) => pattern.test(checked)) ? null : 'pattern';
}

/** What typing does to a value: upper case for text_uppercase, the phone prefix kept and '+' refused. */
export function applyTyping(field: Pick<ServerField, 'type'>, typed: string, phonePrefix = ''): string {
  if (field.type === 'text_uppercase') return typed.toLocaleUpperCase();
  if (field.type === 'phone_with_prefix') {
    if (typed.startsWith(phonePrefix)) return phonePrefix + typed.slice(phonePrefix.length).replace(/\+/g, '');
    // The player cut into the locked prefix or pasted a whole number: keep every digit typed,
    // dropping the prefix's own digits when the number starts with them.
    const digits = typed.replace(/\D/g, '');
    const prefixDigits = phonePrefix.replace(/\D/g, '');
    return phonePrefix + (prefixDigits && digits.startsWith(prefixDigits) ? digits.slice(prefixDigits.length) : digits);
  }
  return typed;
}

/** Spec §5: text fields trim whitespace on blur. */
export const onBlurValue = (field: Pick<ServerField, 'type'>, value: string): string =>
  field.type === 'text' || field.type === 'text_uppercase' ? value.trim() : value;

/** Spec §5: bank_name is hidden for the bank-transfer card view. */
export const isFieldHidden = (field: Pick<ServerField, 'name'>, cardViewType: number): boolean =>
  field.name === 'bank_name' && cardViewType === CardViewType.bankTransfer;
