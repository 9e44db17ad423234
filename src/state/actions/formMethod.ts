import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { DEPOSIT_LIST_PATH } from '../../routes/paths';
import type { Cashier } from '../cashier';
import { recordMethod } from './depositList';

/** Spec §8 thrown message: a page was asked for a method the player's list does not have. */
export const NO_PAYMENT_METHOD = 'No payment-method';

export interface NamedMethod {
  method: PaymentMethod;
  group?: PaymentGroup;
}

/** The method of a list by its name, with the group it is in; null when the list has none of that name. */
export function methodNamed(groups: readonly PaymentGroup[], methods: readonly PaymentMethod[], name: string | null): NamedMethod | null {
  if (!name) return null;
  for (const group of groups) {
    const method = group.paymentMethods.find((m) => m.name === name);
    if (method) return { method, group };
  }
  const method = methods.find((m) => m.name === name);
  return method ? { method } : null;
}

/**
 * Spec §2 `/form`: the method the host named is the one the player pays with, its form shown
 * without the list. A method the list does not have: said in the console and the list instead.
 */
export function formMethod(cashier: Cashier, named: NamedMethod | null): void {
  if (!named) {
    console.warn(`[payment-cashier] ${NO_PAYMENT_METHOD}`);
    cashier.nav.navigate(DEPOSIT_LIST_PATH, { replace: true });
    return;
  }
  if (cashier.store.payment.paymentMethod?.name !== named.method.name) recordMethod(cashier, named.method, named.group);
}
