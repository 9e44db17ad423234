import type { ServerField } from '../../contract/methods';
import { localizedText } from '../../state/methodList';

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

/**
 * Spec §3/§5 and DESIGN: a server-driven field's texts resolve in one order — the server's own
 * text in the player's language, then a translation key, then a default.
 * Error: the translated `regex_error_key`, else `paymentMethods.{method}`, else the generic one.
 */
export function fieldTexts(field: ServerField, method: string, source: TextSource): FieldTexts {
  const translated = (key: string | undefined) => (key && source.has(key) ? source.t(key) : undefined);
  const serverText = field.placeholder_text ? localizedText(field.placeholder_text, source.locale) : '';
  const fromKey = translated(field.placeholder_key) ?? translated(`fields.${field.name}`);
  const label = serverText || fromKey || humanise(field.name);
  return {
    label,
    placeholder: serverText || fromKey || '',
    error:
      translated(field.regex_error_key) ?? translated(`paymentMethods.${method}`) ?? translated('form.field.invalid') ?? `${label}?`,
  };
}
