import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../../contract/methods';
import type { Limits } from '../../../forms/amount/limits';
import { prefilledAmountText } from '../../../forms/amount/typing';
import { loadDepositLimits, SESSION_START_DEBOUNCE_MS, setAmount, startPaymentSession } from '../../../state/actions/depositForm';
import { useCashier, useLocale } from '../../../ui/context';
import { useFlowTable } from '../../../ui/flowTableContext';
import { evaluateForm, type FormInput, regexFailures, VALIDATION_EVENT } from './evaluateForm';
import { useTouched } from './useTouched';

/** The amount's name among the form's triggered fields (server fields have their own names). */
export const AMOUNT_FIELD = 'amount';

/** What a valid submit hands to the page: the amount and the shown fields' values as the backend takes them. */
export interface ValidDeposit {
  amount: number;
  fields: Record<string, string>;
}

/** The amount a flow's page starts with, once its limits are known (the P2P flow's); by default the method's prefilled amount. */
export type AmountPrefill = (method: PaymentMethod, limits: Limits) => number | undefined;

const prefilledByMethod: AmountPrefill = (method) => method.prefilledAmount;

/**
 * The state every amount-and-fields page shares (spec §4, §5): the method's limits, the prefilled
 * amount, the 500 ms session-start debounce, which fields show their problem (triggered, or the
 * form submitted, until focused again), and the submit gate with its validation analytics.
 */
export function useDepositForm(method: PaymentMethod | undefined, prefill: AmountPrefill = prefilledByMethod, options: { paymentSession?: boolean } = {}) {
  const cashier = useCashier();
  const locale = useLocale();
  // Synchronous, so a controlled input shows what was typed in the same event and its caret stays put.
  const snapshot = useSnapshot(cashier.store, { sync: true });
  const touched = useTouched();
  const currency = snapshot.currency;

  useEffect(() => {
    if (method && !method.amount_rules?.[currency]) void loadDepositLimits(cashier, method.name);
  }, [cashier, method, currency]);

  // The snapshot is read-only; evaluateForm only reads.
  const flowRules = useFlowTable();
  const form = evaluateForm(snapshot as unknown as FormInput, method, locale, flowRules);

  // Spec §5: the method's prefilled amount, on entry, when the player has not typed one.
  const { limits } = form;
  useEffect(() => {
    if (!method) return;
    const text = prefilledAmountText(prefill(method, limits), form.rules);
    if (text && !cashier.store.form.amount) setAmount(cashier, text);
    // Once per method and its limits: the rules only format the prefilled value.
  }, [cashier, method?.name, limits.min, limits.max]);

  const { amount } = form;
  // A deposit's payment session (spec §7 session-start); a withdrawal has none.
  const withSession = options.paymentSession ?? true;
  useEffect(() => {
    if (!withSession || amount === null || amount <= 0) return;
    const timer = setTimeout(() => void startPaymentSession(cashier, amount), SESSION_START_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [cashier, amount, withSession]);

  const busy = method ? snapshot.creating.methods.includes(method.name) : false;
  return {
    form,
    busy,
    /** The list was shown from the last visit's copy and the fresh one is on its way: its limits decide, so Deposit waits for it. */
    checking: snapshot.methods.stale === true,
    shows: touched.shows,
    touch: touched.touch,
    untouch: touched.untouch,
    round: touched.round,
    /**
     * The submit gate: every field shows its problem; an invalid form sends one validation event
     * per field failing its patterns and stops; a create already running for this method, or limits
     * not yet confirmed by the fresh list, stop it.
     * Reads the store as it is now, not as last rendered: a click can follow typing within a frame.
     */
    submit(): ValidDeposit | null {
      if (!method) return null;
      const now = evaluateForm(cashier.store, method, locale, flowRules);
      touched.touchAll([AMOUNT_FIELD, ...now.fields.map((field) => field.name)]);
      if (!now.formValid) {
        for (const failure of regexFailures(now.fields, now.fieldProblems)) {
          cashier.analytics.track(VALIDATION_EVENT, { paymentMethod: method.name, ...failure });
        }
        return null;
      }
      if (now.amount === null || cashier.store.creating.methods.includes(method.name) || cashier.store.methods.stale) return null;
      return { amount: now.amount, fields: now.serverValues };
    },
  };
}
export type DepositFormState = ReturnType<typeof useDepositForm>;
