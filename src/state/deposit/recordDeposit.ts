import type { DepositCreated } from '../../contract/deposit';
import { type CashierState, type DepositState, resetSlices } from '../store';

/**
 * A deposit the cashier follows from now on (made here, or found after a create timed out): the
 * deposit slice anew, its status waiting until the backend says more.
 */
export function recordDeposit(
  store: CashierState,
  /** `summary`: how much, in what, when; null when the cashier does not know (an invoice found again). */
  deposit: { response: DepositCreated; madeOn: string | null; summary: DepositState['summary']; opening?: DepositState['opening'] },
): void {
  resetSlices(store, ['deposit']);
  store.deposit.response = deposit.response;
  store.deposit.madeOn = deposit.madeOn;
  store.deposit.summary = deposit.summary;
  store.deposit.status = { depositId: deposit.response.depositId ?? null, status: 'waiting' };
  if (deposit.opening !== undefined) store.deposit.opening = deposit.opening;
}

/** The deposit shown so far is no longer followed (a new address is asked for, the complete page is left). */
export function forgetDeposit(store: CashierState): void {
  resetSlices(store, ['deposit']);
}
