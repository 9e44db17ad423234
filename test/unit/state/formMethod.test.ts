import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardViewType, type PaymentGroup, type PaymentMethod } from '../../../src/contract';
import { formMethod, methodNamed } from '../../../src/state/actions/formMethod';
import { testCashier } from '../ui/renderWithCashier';

const method = (name: string, cardViewType: number = CardViewType.default) => ({ name, cardViewType }) as unknown as PaymentMethod;
const visa = method('visa_card', CardViewType.card);
const cards = { name: 'card_method', label: { en: 'Cards' }, position: 1, paymentMethods: [visa] } as unknown as PaymentGroup;
const codi = method('codi_mx');

describe('the /form page (spec §2 "Other routes")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds the method the host named, in a group or alone', () => {
    expect(methodNamed([cards], [codi], 'visa_card')).toEqual({ method: visa, group: cards });
    expect(methodNamed([cards], [codi], 'codi_mx')).toEqual({ method: codi });
    expect(methodNamed([cards], [codi], 'nope')).toBeNull();
    expect(methodNamed([cards], [codi], null)).toBeNull();
  });

  it('chooses it (once), or says "No payment-method" and shows the list when the list has none of that name', () => {
    const cashier = testCashier();
    cashier.nav.navigate('/form?method=visa_card');
    formMethod(cashier, { method: visa, group: cards });
    expect(cashier.store.payment).toMatchObject({ paymentMethod: { name: 'visa_card', cardViewType: CardViewType.card }, paymentGroup: { name: 'card_method' } });
    const chosen = cashier.store.payment;
    formMethod(cashier, { method: visa, group: cards });
    expect(cashier.store.payment).toBe(chosen);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    formMethod(cashier, null);
    expect(warn).toHaveBeenCalledWith('[payment-cashier] No payment-method');
    expect(cashier.nav.current()).toBe('/deposit');
  });
});
