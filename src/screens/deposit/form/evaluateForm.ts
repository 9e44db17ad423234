import type { PaymentMethod, ServerField } from '../../../contract/methods';
import { type AmountProblem, amountLimits, checkAmount } from '../../../forms/amount/limits';
import { separatorsOf } from '../../../forms/amount/separators';
import { typedAmountValue } from '../../../forms/amount/typing';
import { compilePatterns, type FieldProblem, isCardNumberField, serverFieldValues, validateField } from '../../../forms/fields/validateField';
import { dynamicPropsOf, fieldValue } from '../../../forms/fields/dynamicProps';
import { lockedPrefix, phoneCountryOf } from '../../../forms/phone/phone';
import { fractionDigits } from '../../../i18n/currencyTable';
import type { AmountPattern } from '../../../flows/contract/flowDefinition';
import type { FieldShaper } from '../../../flows/contract/flowTable';
import type { CashierState } from '../../../state/store';

export type FormInput = Pick<CashierState, 'form' | 'payment' | 'currency' | 'country'>;

/** The phone prefix a field's value starts with: its chosen country's, else the player's. */
export const phonePrefixOf = (state: Pick<FormInput, 'form' | 'country'>, field: Pick<ServerField, 'name'>): string =>
  lockedPrefix(phoneCountryOf(state.form.phoneCountries[field.name], state.country));

/** The fields as the method's flow shapes them (the mode's shaper); as they are by default. */
const asTheyAre: FieldShaper = (_method, fields) => [...fields];

/** What the method's flow adds to the form's rules: how its fields are shaped, and patterns its amount must match. */
export interface FlowRules {
  shapeFields: FieldShaper;
  amountPattern(method: PaymentMethod): AmountPattern | null;
}
const NO_FLOW_RULES: FlowRules = { shapeFields: asTheyAre, amountPattern: () => null };

/** Limits, typing rules, the amount, the shown fields and every problem of the form, from the store or a snapshot. */
export function evaluateForm(state: FormInput, method: PaymentMethod | undefined, locale: string, { shapeFields, amountPattern }: FlowRules = NO_FLOW_RULES) {
  const { form, payment, currency, country } = state;
  const limits = amountLimits({
    method: method ?? null,
    currency,
    country,
    depositLimits: payment.depositLimits,
  });
  const rules = { decimal: separatorsOf(locale).decimal, fractionDigits: fractionDigits(currency), max: limits.max };
  const amount = typedAmountValue(form.amount, rules.decimal);
  // Extra fields the backend asked for belong to the method they were asked for, never to another.
  const extra = (method ? form.extraFields[method.name]?.fields ?? [] : []) as readonly ServerField[];
  const fields = method ? shapeFields(method, [...(method.fields ?? []), ...extra], form.fieldValues) : [];
  const pattern = method ? amountPattern(method) : null;
  const amountProblem = amount === null ? ('required' as const) : (patternProblem(pattern, form.amount) ?? checkAmount(amount, limits));
  const { fieldProblems, serverValues } = evaluateFields(state, fields, method);
  const formValid = amountProblem === null && fieldProblems.every((problem) => problem === null);
  return { limits, rules, amount, fields, amountProblem, fieldProblems, formValid, serverValues };
}

/** Spec §5 p2p_market: the amount as typed against the method's own patterns, and its error key when one fails. */
function patternProblem(pattern: AmountPattern | null, typed: string): AmountProblem | null {
  if (!pattern) return null;
  return compilePatterns(pattern.regex).every((regex) => regex.test(typed.trim())) ? null : { key: pattern.errorKey };
}

/** Each shown field's problem (null when right) and the values as the backend takes them. */
export function evaluateFields(state: Pick<FormInput, 'form' | 'country'>, fields: readonly ServerField[], method: Pick<PaymentMethod, 'checkLuhn'> | undefined) {
  // A disabled field holds the server's own value: nothing the player could correct.
  const fieldProblems = fields.map((field) =>
    dynamicPropsOf(field).isDisabled
      ? null
      : validateField(field, fieldValue(field, state.form.fieldValues), {
          phonePrefix: phonePrefixOf(state, field),
          luhn: method?.checkLuhn === true && isCardNumberField(field),
        }),
  );
  return { fieldProblems, serverValues: serverFieldValues(fields, state.form.fieldValues), valid: fieldProblems.every((problem) => problem === null) };
}

/** Spec §5: the analytics event a failed validation sends, one per field failing its patterns. */
export const VALIDATION_EVENT = 'validation_error';
export const REGEX_ERROR_TYPE = 'regex_error';

export function regexFailures(fields: readonly Pick<ServerField, 'name'>[], problems: readonly (FieldProblem | null)[]) {
  return fields.flatMap((field, index) => (problems[index]?.kind === 'pattern' ? [{ field: field.name, error_type: REGEX_ERROR_TYPE }] : []));
}
