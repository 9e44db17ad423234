/** Spec §3 "Dynamic field": what a server field may say beyond what the list reads (its schema is loose for them). */
import * as v from 'valibot';

/**
 * `alias`: the name the backend takes the value under; `value`: the starting value; `isDisabled`:
 * shown read-only and sent as it is; `isAdvanced`: behind "More options". Read where a field is drawn.
 */
export const DynamicFieldPropsSchema = v.object({
  alias: v.optional(v.pipe(v.string(), v.minLength(1))),
  value: v.optional(v.string()),
  isAdvanced: v.optional(v.boolean()),
  isDisabled: v.optional(v.boolean()),
});
export type DynamicFieldProps = v.InferOutput<typeof DynamicFieldPropsSchema>;
