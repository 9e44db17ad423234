import type { DepositCreateResponse, TransactionData } from '../contract/deposit';
import type { Cashier } from '../state/cashier';
import { depositCreateCall } from '../state/create/depositCreateCall';
import type { CreateStrategy } from '../state/create/types';
import { CashierError } from '../transport/errors';
import { pathOnly } from '../routes/paths';
import { completePathForDeposit } from '../state/actions/invoice';
import { readSlice, writeSlice } from '../state/ownSlice';
import { RESUMED_ON, SEEN_TRANSFER } from './depositSlices';

/**
 * Spec §4 "Crypto": the address of the chosen network is a `deposit-create` of that network's
 * method, in the coin's currency and with no amount (the player sends what they like); the answer
 * carries the address, shown on the page it was asked from.
 */
export const cryptoCreate: CreateStrategy<DepositCreateResponse> = {
  metric: 'create-deposit-crypto-status',
  send: depositCreateCall.send,
  interpret(answer) {
    const { response } = depositCreateCall.interpret(answer);
    if (!response.depositId || !response.data?.depositAddress) throw new CashierError('invalid-response', 'A crypto deposit without an address');
    return { response, stays: true };
  },
};

/**
 * A transfer to the address was seen on its chain: now there is a transaction, for the amount that
 * was sent (the host hears of the address itself never: it is not a deposit yet), and the complete
 * page opens (spec §4), to say what came, in which coin, on which network, under which hash, and to
 * count its confirmations.
 */
export function reportTransfer(
  cashier: Cashier,
  seen: { depositId: string; paymentMethod: string; transaction: TransactionData; currency: string; network: string },
): void {
  const { transaction } = seen;
  const { deposit } = cashier.store;
  const amount = transaction.amount ?? transaction.finalAmount;
  const currency = (transaction.cryptoCurrency ?? transaction.currency ?? seen.currency).toUpperCase();
  if (amount !== undefined) deposit.summary = { amount, currency, createdAt: deposit.summary?.createdAt ?? Date.now() };
  writeSlice(deposit, SEEN_TRANSFER, { data: transaction, seenAt: Date.now(), network: seen.network, txid: transaction.txid });
  cashier.notify('onCreateTransaction', {
    depositId: seen.depositId,
    paymentMethod: seen.paymentMethod,
    amount: String(amount ?? 0),
    currency,
  });
  cashier.nav.navigate(completePathForDeposit(cashier));
}

/**
 * Whether the address page comes back as the player left it (a crypto-balance tab they return to):
 * then its deposit stands and is followed on, and no other address is asked for. Once only.
 */
export function resumeAddress(cashier: Cashier): boolean {
  const { deposit } = cashier.store;
  const resumedOn = readSlice(deposit, RESUMED_ON);
  writeSlice(deposit, RESUMED_ON, undefined);
  return resumedOn !== undefined && resumedOn === pathOnly(cashier.nav.current()) && deposit.response !== null;
}
