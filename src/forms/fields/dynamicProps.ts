/**
 * Spec §3 "Dynamic field", read where a field is drawn: `alias` is the name the backend takes the
 * value under (the field keeps its own name for its texts and its place in the form); `value` is
 * its starting value; an `isDisabled` field shows its value and sends it as it is; an `isAdvanced`
 * one waits behind "More options". A field's `events` are not acted on: the widget runs no
 * behaviour that data describes.
 */
import * as v from 'valibot';
import { DynamicFieldPropsSchema, type DynamicFieldProps as DynamicProps } from '../../contract/dynamicField';
import type { ServerField } from '../../contract/methods';

/** Each field's props as read: a field is read once, however often it is drawn (a snapshot's field is the same object until it changes). */
const read = new WeakMap<ServerField, DynamicProps>();

/** The field's dynamic props; malformed ones are ignored as a whole, and said once for the field. */
export function dynamicPropsOf(field: ServerField): DynamicProps {
  let props = read.get(field);
  if (props) return props;
  const parsed = v.safeParse(DynamicFieldPropsSchema, field);
  if (!parsed.success) console.warn(`[payment-cashier] field ${field.name}: alias, value, isAdvanced or isDisabled is malformed and ignored`);
  props = parsed.success ? parsed.output : {};
  read.set(field, props);
  return props;
}

/** What the field holds: a disabled field its own value; another what the player typed, else its starting value. */
export function fieldValue(field: ServerField, values: Readonly<Record<string, string>>): string {
  const props = dynamicPropsOf(field);
  if (props.isDisabled) return props.value ?? values[field.name] ?? '';
  return values[field.name] ?? props.value ?? '';
}

/** The name the backend takes the field's value under. */
export const sentName = (field: ServerField): string => dynamicPropsOf(field).alias ?? field.name;
