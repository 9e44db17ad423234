import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardViewType, type PaymentMethod } from '../../../src/contract';
import CryptoAddressPage from '../../../src/crypto/CryptoAddressPage';
import { type Rendered, renderWithCashier } from '../ui/renderWithCashier';

// Spec §8: a missing selected crypto currency is an error; the player can leave it for the list.

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

async function openAddressPageWith(method: PaymentMethod) {
  rendered = renderWithCashier(<CryptoAddressPage />);
  const { store } = rendered.cashier;
  // valtio tells React of a change on the next microtask.
  await act(async () => {
    store.methods.methods = [method];
    store.payment.paymentMethod = { name: method.name, cardViewType: method.cardViewType };
  });
  return rendered;
}

describe('the crypto address page without a coin', () => {
  it.each([
    ['a method that is not a coin', { name: 'codi_mx', cardViewType: CardViewType.default, text: { en: 'CoDi' }, position: 1, iconIds: [] }],
    ['a coin without its currency', { name: 'usdt_x', category: 'crypto', cardViewType: CardViewType.default, text: { en: 'Tether' }, position: 1, iconIds: [] }],
  ])('says so for %s, and leads back to the list', async (_, method) => {
    const { container, cashier } = await openAddressPageWith(method as PaymentMethod);
    expect(container.textContent).toContain('Choose a cryptocurrency to see its deposit address.');
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(cashier.store.creating.methods).toEqual([]);
    const back = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Choose a cryptocurrency')!;
    act(() => back.click());
    expect(cashier.nav.current()).toBe('/deposit');
  });
});
