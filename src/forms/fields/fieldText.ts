import type { ServerField } from '../../contract/methods';
import { localizedText } from '../../state/methodList';
import { CARD_NUMBER_ERROR_KEY, type FieldProblem, REQUIRED_ERROR_KEY } from './validateField';

export interface FieldTexts {
  label: string;
  placeholder: string;
  error: string;
}

export interface TextSource {
  locale: string;
  has(key: string): boolean;
  t(key: string): string;
}

/** A readable name for a field the catalogs do not know: `bank_account` → "Bank account". */
export const humanise = (name: string): string => {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A message that reads as a catalog key (`fields.error.swift`) the catalogs lack: never shown as it is. */
const isUnknownKey = (message: string, source: TextSource) => /^[\w-]+(\.[\w-]+)+$/.test(message) && !source.has(message);

/**
 * Spec §3/§5 and DESIGN: a server-driven field's texts resolve in one order — the server's own
 * text in the player's language, then a translation key, then a default.
 * Error, for the problem given (a pattern's when none is): the `message` of the validation entry
 * that found it (a catalog key, else the server's own words, but never a key the catalogs lack);
 * else, for a pattern, the translated
 * `regex_error_key`, else `paymentMethods.{method}`, else the generic one.
 */
export function fieldTexts(field: ServerField, method: string, source: TextSource, problem?: FieldProblem | null): FieldTexts {
  const translated = (key: string | undefined) => (key && source.has(key) ? source.t(key) : undefined);
  const serverText = field.placeholder_text ? localizedText(field.placeholder_text, source.locale) : '';
  const fromKey = translated(field.placeholder_key) ?? translated(`fields.${field.name}`);
  const label = serverText || fromKey || humanise(field.name);
  const patternError = () =>
    translated(field.regex_error_key) ?? translated(`paymentMethods.${method}`) ?? translated('form.field.invalid') ?? `${label}?`;
  return {
    label,
    placeholder: serverText || fromKey || '',
    error: problem?.message && !isUnknownKey(problem.message, source)
      ? (translated(problem.message) ?? problem.message)
      : problem?.kind === 'required'
        ? source.t(REQUIRED_ERROR_KEY)
        : problem?.kind === 'card-number'
          ? source.t(CARD_NUMBER_ERROR_KEY)
          : patternError(),
  };
}
