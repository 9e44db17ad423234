import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../src/contract';
import { DepositForm } from '../../../src/screens/deposit/form/DepositForm';
import { useDepositForm, type ValidDeposit } from '../../../src/screens/deposit/form/useDepositForm';
import { renderWithCashier, type Rendered } from '../ui/renderWithCashier';

const method: PaymentMethod = {
  name: 'codi_mx',
  cardViewType: 0,
  text: { en: 'CoDi' },
  position: 1,
  iconIds: [],
  amount_rules: { MXN: { min: 50, max: 50_000 } },
  fields: [{ name: 'payer_name', type: 'text', placeholder_text: { en: 'Name on the account' }, regex: ['^\\p{L}{2,}$'] }],
};

function Form({ onValid, of = method }: { onValid: (deposit: ValidDeposit) => void; of?: PaymentMethod }) {
  const state = useDepositForm(of);
  return <DepositForm method={of} state={state} onValid={onValid} />;
}

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function mount(onValid = vi.fn(), of = method) {
  // The player's currency and method are known before the form shows, as after choosing a method.
  view = renderWithCashier(<></>);
  view.cashier.store.currency = 'MXN';
  view.cashier.store.payment.paymentMethod = { name: of.name, cardViewType: of.cardViewType };
  view.rerender(<Form onValid={onValid} of={of} />);
  const track = vi.spyOn(view.cashier.analytics, 'track');
  const submit = () => act(() => view!.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  return { onValid, track, submit, store: view.cashier.store };
}

describe('the deposit form kit (spec §4, §5)', () => {
  it('gates the submit: every problem shows, each failing pattern is one validation event, nothing is sent', () => {
    const { onValid, track, submit, store } = mount();
    act(() => {
      store.form.amount = '20';
      store.form.fieldValues.payer_name = '1';
    });
    submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(view!.container.querySelectorAll('[role="alert"]').length).toBe(2);
    expect(track).toHaveBeenCalledWith('validation_error', { paymentMethod: 'codi_mx', field: 'payer_name', error_type: 'regex_error' });
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('hands a valid deposit to the page: the amount and the fields as the backend takes them', () => {
    const { onValid, submit, store } = mount();
    act(() => {
      store.form.amount = '150';
      store.form.fieldValues = { payer_name: 'Ana', stale_field: 'x' };
    });
    submit();
    expect(onValid).toHaveBeenCalledWith({ amount: 150, fields: { payer_name: 'Ana' } });
  });

  it('does nothing while a create runs for the method, and says so on the button', () => {
    const { onValid, submit, store } = mount();
    act(() => {
      store.form.amount = '150';
      store.form.fieldValues.payer_name = 'Ana';
      store.creating.methods.push('codi_mx');
    });
    submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(view!.container.querySelector('button[type="submit"]')!.getAttribute('aria-busy')).toBe('true');
  });

  it("sets the method's prefilled amount on entry with the currency's decimals, never over what was typed", () => {
    const prefilled = { ...method, prefilledAmount: 300 };
    const first = mount(vi.fn(), prefilled);
    expect(first.store.form.amount).toBe('300.00');
    view!.unmount();
    view = renderWithCashier(<></>);
    view.cashier.store.currency = 'MXN';
    view.cashier.store.form.amount = '75';
    view.rerender(<Form onValid={vi.fn()} of={prefilled} />);
    expect(view.cashier.store.form.amount).toBe('75');
  });
});
