import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { separatorsOf } from '../../forms/amount/separators';
import { chooseMethod } from '../../state/actions/depositList';
import type { Cashier } from '../../state/cashier';

/**
 * "Deposit again": the method of the player's last deposit opens with that amount typed
 * in; nothing is sent until the player presses Deposit there.
 */
export function openAgain(cashier: Cashier, method: PaymentMethod, group: PaymentGroup | undefined, amount: number): void {
  // Not depositForm's setAmount: its module (phones, limits, the payment session) would ride on the
  // flow table's chunk, which every list loads.
  cashier.store.form.amount = String(amount).replace('.', separatorsOf(cashier.store.locale).decimal);
  cashier.store.form.isFromChip = false;
  chooseMethod(cashier, method, group);
}
