import * as v from 'valibot';
import { DynamicFieldPropsSchema, type DynamicFieldProps } from '../../contract/dynamicField';
import type { ServerField } from '../../contract/methods';

/**
 * Spec §3 "Dynamic field", read where a field is drawn: `alias` is the name the backend takes the
 * value under (the field keeps its own name for its texts and its place in the form); `value` is
 * its starting value; an `isDisabled` field shows its value and sends it as it is; an `isAdvanced`
 * one waits behind "More options". A field's `events` are not acted on: the widget runs no
 * behaviour that data describes.
 */
export type DynamicProps = DynamicFieldProps;

const reported = new Set<string>();

/** The field's dynamic props; malformed ones are ignored as a whole, and said once per field. */
export function dynamicPropsOf(field: ServerField): DynamicProps {
  const parsed = v.safeParse(DynamicFieldPropsSchema, field);
  if (parsed.success) return parsed.output;
  if (!reported.has(field.name)) {
    reported.add(field.name);
    console.warn(`[payment-cashier] field ${field.name}: alias, value, isAdvanced or isDisabled is malformed and ignored`);
  }
  return {};
}

/** What the field holds: a disabled field its own value; another what the player typed, else its starting value. */
export function fieldValue(field: ServerField, values: Readonly<Record<string, string>>): string {
  const props = dynamicPropsOf(field);
  if (props.isDisabled) return props.value ?? values[field.name] ?? '';
  return values[field.name] ?? props.value ?? '';
}

/** The name the backend takes the field's value under. */
export const sentName = (field: ServerField): string => dynamicPropsOf(field).alias ?? field.name;
