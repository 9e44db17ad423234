import { cancelDeposit } from '../../api/cancelDeposit';
import { completeDeposit } from '../../api/completeDeposit';
import { completePathFrom } from '../../routes/pageLinks';
import { DEPOSIT_LIST_PATH, pathOnly } from '../../routes/paths';
import { type CashierError, toCashierError } from '../../transport/errors';
import type { Cashier } from '../cashier';
import { goToError } from './goToError';
import type { TransactionStatus } from '../deposit/status';
import { resetSlices } from '../store';
import { depositEnded } from '../create/intentKeys';

/** The complete page for the deposit on screen, with a status to start from: Try again returns to where it was made. */
export function completePathForDeposit(cashier: Cashier, status?: TransactionStatus): string {
  const path = completePathFrom(cashier.store.deposit.madeOn ?? DEPOSIT_LIST_PATH);
  return status ? `${path}&status=${status}` : path;
}

/**
 * Paid on an invoice (spec §4): the backend is told (`deposit-complete`, with a confirmation id
 * where the method takes one), then the complete page with status accepted, where the status is
 * followed. A refusal keeps the player on the invoice to read why.
 */
export async function markInvoicePaid(
  cashier: Cashier,
  extra: { confirmationId?: string; fields?: Record<string, string> } = {},
): Promise<{ kind: 'paid' } | { kind: 'failed'; error: CashierError } | { kind: 'cancelled' }> {
  const { store } = cashier;
  const depositId = store.deposit.response?.depositId;
  const paymentMethod = store.payment.paymentMethod?.name;
  if (!depositId || !paymentMethod) return { kind: 'cancelled' };
  try {
    await completeDeposit(cashier.api(), { depositId, paymentMethod, ...extra }, cashier.sessionSignal());
    if (store.deposit.response?.depositId !== depositId) return { kind: 'cancelled' };
    cashier.nav.navigate(completePathForDeposit(cashier, 'accepted'));
    return { kind: 'paid' };
  } catch (thrown) {
    const error = toCashierError(thrown);
    if (error.kind === 'aborted') return { kind: 'cancelled' };
    unconfirmedDeposit(cashier, error);
    return { kind: 'failed', error };
  }
}

/** A call about the deposit got no answer in time: the player may not act on a guess, but can look at what the backend knows. */
function unconfirmedDeposit(cashier: Cashier, error: CashierError): void {
  if (error.kind !== 'timeout') return;
  goToError(cashier, error, pathOnly(cashier.nav.current()), { unconfirmed: { subject: 'deposit', checkPath: completePathForDeposit(cashier) } });
}

/** Cancel on an invoice (`deposit-cancel`): the deposit is dropped and the player is back where it was made. */
export async function cancelInvoice(cashier: Cashier): Promise<{ kind: 'cancelled' } | { kind: 'failed'; error: CashierError }> {
  const { store } = cashier;
  const depositId = store.deposit.response?.depositId;
  const paymentMethod = store.payment.paymentMethod?.name;
  if (!depositId || !paymentMethod) return { kind: 'cancelled' };
  try {
    await cancelDeposit(cashier.api(), { depositId, paymentMethod }, cashier.sessionSignal());
    depositEnded(depositId);
  } catch (thrown) {
    const error = toCashierError(thrown);
    if (error.kind !== 'aborted') {
      unconfirmedDeposit(cashier, error);
      return { kind: 'failed', error };
    }
  }
  if (store.deposit.response?.depositId === depositId) {
    cashier.nav.rewindTo(store.deposit.madeOn ?? DEPOSIT_LIST_PATH);
    resetSlices(store, ['deposit']);
  }
  return { kind: 'cancelled' };
}
