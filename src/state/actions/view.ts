import type { PaymentMethod } from '../../contract/methods';
import type { Cashier } from '../cashier';
import type { Breakpoint } from '../store';
import { resetSlices } from '../store';

/** The cashier's width class, as its container measures it. */
export function setBreakpoint(cashier: Cashier, breakpoint: Breakpoint): void {
  if (cashier.store.layout.breakpoint !== breakpoint) cashier.store.layout.breakpoint = breakpoint;
}

/** A method icon could not be shown: drawn as the glyph from now on. Whether it is news (to log once). */
export function iconFailed(cashier: Cashier, src: string): boolean {
  if (cashier.store.failedIcons.includes(src)) return false;
  cashier.store.failedIcons.push(src);
  return true;
}

/** The method the player goes on with (a network of a coin, a bank's method). */
export function selectMethod(cashier: Cashier, method: Pick<PaymentMethod, 'name' | 'cardViewType'>): void {
  cashier.store.payment.paymentMethod = { name: method.name, cardViewType: method.cardViewType };
}

/** Spec §2 Guards: a page that needs a choice the player has not made forgets the payment's choices. */
export function forgetPayment(cashier: Cashier): void {
  resetSlices(cashier.store, ['payment']);
}

/** The deposit shown so far is no longer followed (a new address is asked for, the complete page is left). */
export function forgetDeposit(cashier: Cashier): void {
  resetSlices(cashier.store, ['deposit']);
}
