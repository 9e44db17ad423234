import type { PaymentMethod } from '../../contract/methods';
import type { Cashier } from '../cashier';
import { resetSlices } from '../store';

/** The method the player goes on with (a network of a coin, a bank's method). */
export function selectMethod(cashier: Cashier, method: Pick<PaymentMethod, 'name' | 'cardViewType'>): void {
  cashier.store.payment.paymentMethod = { name: method.name, cardViewType: method.cardViewType };
}

/** Spec §2 Guards: a page that needs a choice the player has not made forgets the payment's choices. */
export function forgetPayment(cashier: Cashier): void {
  resetSlices(cashier.store, ['payment']);
}
