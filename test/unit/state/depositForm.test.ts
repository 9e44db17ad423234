import { describe, expect, it } from 'vitest';
import { CardViewType, type PaymentMethod } from '../../../src/contract';
import { evaluateForm, type FormInput, regexFailures } from '../../../src/screens/deposit/form/evaluateForm';
import { loadDepositLimits, setAmount, setFieldValue, setPhoneCountry, startPaymentSession } from '../../../src/state/actions/depositForm';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import type { Cashier } from '../../../src/state/cashier';
import { createCashierStore, emptyForm, emptyPayment } from '../../../src/state/store';
import { cashierAnswering } from '../cashierAnswering';

const pse: PaymentMethod = {
  name: 'pse_co',
  cardViewType: CardViewType.default,
  text: { en: 'PSE' },
  position: 1,
  iconIds: [],
  amount_rules: { COP: { min: 10_000, max: 20_000_000 } },
  fields: [
    { name: 'bank', type: 'dropdown', values: [{ value: 'itau', text: 'Itaú' }] },
    { name: 'phone', type: 'phone_with_prefix', regex: ['^3\\d{9}$'] },
    { name: 'bank_name', type: 'text' },
  ],
};

const form = (amount: string, fieldValues: Record<string, string>, extra: Partial<FormInput> = {}): FormInput => ({
  form: { ...emptyForm(), amount, fieldValues },
  payment: emptyPayment(),
  currency: 'COP',
  country: 'CO',
  ...extra,
});

describe('the redirect form, evaluated from the store (spec §5)', () => {
  it('is valid with an amount in the limits and every field right; the backend gets + and digits', () => {
    const result = evaluateForm(form('20000', { bank: 'itau', phone: '+57 300 1234567', bank_name: 'Itaú' }), pse, 'en');
    expect(result.formValid).toBe(true);
    expect(result.limits).toEqual({ min: 10_000, max: 20_000_000 });
    expect(result.serverValues).toEqual({ bank: 'itau', phone: '+573001234567', bank_name: 'Itaú' });
  });

  it('names each problem: the amount under the minimum, an empty dropdown, a phone failing its pattern', () => {
    const result = evaluateForm(form('500', { phone: '+57 123' }), pse, 'en');
    expect(result.formValid).toBe(false);
    expect(result.amountProblem).toEqual({ key: 'form.amountInput.limit.min', min: 10_000 });
    expect(result.fieldProblems.map((problem) => problem?.kind)).toEqual(['required', 'pattern', 'required']);
  });

  it('checks the phone against the chosen country prefix, not the player one', () => {
    const state = form('20000', { bank: 'itau', phone: '+49 3001234567', bank_name: 'x' });
    state.form.phoneCountries = { phone: 'DE' };
    expect(evaluateForm(state, pse, 'en').fieldProblems[1]).toBeNull();
  });

  it("hides bank_name for the bank-transfer view (the host-to-host flow's shaping) and adds the fields the backend asked for", () => {
    const transfer = { ...pse, cardViewType: CardViewType.bankTransfer };
    const state = form('20000', { bank: 'itau', phone: '+57 3001234567' });
    state.form.extraFields = { [pse.name]: { fields: [{ name: 'document', type: 'text' }] } };
    const result = evaluateForm(state, transfer, 'en', MAIN_DEPOSIT_TABLE);
    expect(result.fields.map((field) => field.name)).toEqual(['bank', 'phone', 'document']);
    expect(result.fieldProblems).toEqual([null, null, { kind: 'required' }]);
  });

  it("never finds a problem in a disabled field: it holds the server's value (spec §3 dynamic field)", () => {
    const withPurpose = { ...pse, fields: [...(pse.fields ?? []), { name: 'purpose', type: 'text', isDisabled: true, value: 'deposit', regex: ['^x$'] }, { name: 'empty_locked', type: 'text', isDisabled: true }] };
    const result = evaluateForm(form('20000', { bank: 'itau', phone: '+57 3001234567', bank_name: 'x', purpose: 'typed' }), withPurpose, 'en');
    expect(result.fieldProblems.slice(-2)).toEqual([null, null]);
    expect(result.serverValues).toMatchObject({ purpose: 'deposit', empty_locked: '' });
  });

  it('never shows or sends the extra fields asked for one method with another', () => {
    const state = form('20000', { bank: 'itau', phone: '+57 3001234567', bank_name: 'x', document: '123' });
    state.form.extraFields = { other_method: { fields: [{ name: 'document', type: 'text' }] } };
    const result = evaluateForm(state, pse, 'en');
    expect(result.fields.map((field) => field.name)).toEqual(['bank', 'phone', 'bank_name']);
    expect(result.formValid).toBe(true);
    expect(result.serverValues).not.toHaveProperty('document');
  });

  it('reports each field failing its pattern as a regex_error, not the empty ones', () => {
    const result = evaluateForm(form('20000', { phone: '+57 123' }), pse, 'en');
    expect(regexFailures(result.fields, result.fieldProblems)).toEqual([{ field: 'phone', error_type: 'regex_error' }]);
  });

  it('reads the amount with the locale decimal separator', () => {
    expect(evaluateForm(form('20000,5', {}), pse, 'ru').amount).toBe(20000.5);
    expect(evaluateForm(form('', {}), pse, 'en').amountProblem).toBe('required');
  });
});

describe('form actions', () => {
  const cashierWithStore = () => {
    const store = createCashierStore();
    store.country = 'CO';
    return { store } as unknown as Cashier;
  };

  it('a changed amount or field is recorded once; a chip marks where it came from', () => {
    const cashier = cashierWithStore();
    setAmount(cashier, '150');
    expect(cashier.store.form.amount).toBe('150');
    setAmount(cashier, '150', true);
    expect(cashier.store.form.isFromChip).toBe(true);
    setFieldValue(cashier, 'bank', 'itau');
    expect(cashier.store.form.fieldValues).toEqual({ bank: 'itau' });
  });

  it("a phone field's country keeps the digits and takes the new prefix; an unknown code changes nothing", () => {
    const cashier = cashierWithStore();
    setFieldValue(cashier, 'phone', '+57 300 1234567');
    setPhoneCountry(cashier, 'phone', 'MX');
    expect(cashier.store.form.phoneCountries.phone).toBe('MX');
    expect(cashier.store.form.fieldValues.phone!.startsWith('+52 ')).toBe(true);
    expect(cashier.store.form.fieldValues.phone!.replace(/\D/g, '')).toBe('523001234567');
    setPhoneCountry(cashier, 'phone', 'ZZ');
    expect(cashier.store.form.phoneCountries.phone).toBe('MX');
  });

  it('starts a payment session for a positive amount and sends its pending group back next time', async () => {
    const store = createCashierStore();
    store.currency = 'COP';
    const sent: unknown[] = [];
    const transport = {
      mode: 'http',
      request: async (_spec: unknown, payload: unknown) => {
        sent.push(payload);
        return { payment_session_id: `ps${sent.length}`, pending_group: 'b' };
      },
    };
    const cashier = { store, api: () => ({ transport }), sessionSignal: () => undefined } as unknown as Cashier;
    await startPaymentSession(cashier, 0);
    expect(sent).toEqual([]);
    await startPaymentSession(cashier, 20000);
    await startPaymentSession(cashier, 25000);
    expect(sent).toEqual([{ amount: 20000, currency: 'COP' }, { amount: 25000, currency: 'COP', pendingGroup: 'b' }]);
    expect(store.form.paymentSessionId).toBe('ps2');
  });
});

describe('a method with no limits in the player currency (spec §8)', () => {
  const chosen = (answers: Record<string, unknown>) => {
    const cashier = cashierAnswering(answers);
    cashier.store.payment = { ...emptyPayment(), paymentMethod: { name: 'codi_mx', cardViewType: 0 } };
    return cashier;
  };

  it('is unavailable in that currency when deposit-limits has no limits for it', async () => {
    const cashier = chosen({ 'deposit-limits': {} });
    await loadDepositLimits(cashier, 'codi_mx');
    expect(cashier.store.payment.currencyUnavailable).toBe(true);
  });

  it('takes the limits when there are some, and stays as it was when the call fails (the backend checks on create)', async () => {
    const limited = chosen({ 'deposit-limits': { codi_mx: { min: 5, max: 50 } } });
    await loadDepositLimits(limited, 'codi_mx');
    expect([limited.store.payment.depositLimits, limited.store.payment.currencyUnavailable]).toEqual([{ min: 5, max: 50 }, undefined]);
    const down = chosen({});
    await loadDepositLimits(down, 'codi_mx');
    expect([down.store.payment.depositLimits, down.store.payment.currencyUnavailable]).toEqual([null, undefined]);
  });
});
