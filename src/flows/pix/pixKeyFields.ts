import type { KeyFieldRule, ServerField } from '../../contract/methods';

/** Spec §3 "Pix fields": the key type the player picks, the payer's CPF, and the key of that type. */
export const PIX_KEY_TYPE_FIELD = 'pixKeyType';
export const CPF_FIELD = 'cpf';
export const PIX_KEY_FIELD = 'pixKey';
/** The fields whose showing depends on the key type. */
const KEY_TYPE_FIELDS: ReadonlySet<string> = new Set([CPF_FIELD, PIX_KEY_FIELD]);

/**
 * Spec §4: choosing a Pix key type hides every key-type field, then shows cpf and the chosen
 * type's field with its mask, placeholder and rule (`user_payment_fields[type]`). Before a type is
 * chosen only the other fields show. When the chosen type is the CPF itself, the cpf field is the key.
 */
export function pixKeyFields(
  fields: readonly ServerField[],
  values: Readonly<Record<string, string>>,
  rules: Readonly<Record<string, KeyFieldRule>> = {},
): ServerField[] {
  const keyType = values[PIX_KEY_TYPE_FIELD] ?? '';
  const chosen = fields.find((field) => field.name === PIX_KEY_TYPE_FIELD)?.values?.some((item) => item.value === keyType) ? keyType : '';
  return fields.flatMap((field): ServerField[] => {
    if (!KEY_TYPE_FIELDS.has(field.name)) return [field];
    if (!chosen) return [];
    if (field.name === CPF_FIELD) return [field];
    if (chosen === CPF_FIELD) return [];
    const rule = rules[chosen] ?? {};
    // The chosen type's own rule replaces the key field's: a stale mask or pattern of another type never applies.
    return [{ ...field, mask: rule.mask, placeholder_key: rule.placeholder_key ?? field.placeholder_key, regex_error_key: rule.regex_error_key, regex: rule.regex }];
  });
}

/** Whether a method's fields follow the Pix key-type rule. */
export const hasPixKeyType = (fields: readonly Pick<ServerField, 'name'>[] | undefined): boolean =>
  fields?.some((field) => field.name === PIX_KEY_TYPE_FIELD) ?? false;
