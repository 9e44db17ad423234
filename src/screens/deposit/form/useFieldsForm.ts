import { useSnapshot } from 'valtio';
import type { PaymentMethod, ServerField } from '../../../contract/methods';
import { useCashier } from '../../../ui/context';
import { evaluateFields, type FormInput, regexFailures, VALIDATION_EVENT } from './evaluateForm';
import { useTouched } from './useTouched';

/**
 * Server fields without an amount (an invoice's own fields, spec §3 inputFields): their problems,
 * which ones show, and the gate before complete (spec §5: validation runs before complete too).
 */
export function useFieldsForm(fields: readonly ServerField[], method: PaymentMethod) {
  const cashier = useCashier();
  const snapshot = useSnapshot(cashier.store, { sync: true });
  const touched = useTouched();
  // The snapshot is read-only; evaluateFields only reads.
  const { fieldProblems } = evaluateFields(snapshot as unknown as FormInput, fields, method);
  return {
    ...touched,
    fieldProblems,
    /** The values as the backend takes them, or null (every problem shown, one analytics event per failed pattern). */
    check(): Record<string, string> | null {
      const now = evaluateFields(cashier.store, fields, method);
      touched.touchAll(fields.map((field) => field.name));
      if (now.valid) return now.serverValues;
      for (const failure of regexFailures(fields, now.fieldProblems)) {
        cashier.analytics.track(VALIDATION_EVENT, { paymentMethod: method.name, ...failure });
      }
      return null;
    },
  };
}
