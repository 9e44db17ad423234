import type { Cashier } from '../state/cashier';
import { sessionSlice } from '../state/ownSlice';
import { emptyWithdrawal, WITHDRAWAL_SLICE, type WithdrawalState } from './withdrawalSlice';

/** The withdrawal slice of this session (a withdrawal's or a redemption's), made on its first use in the session. */
export function withdrawalState(cashier: Cashier): WithdrawalState {
  return sessionSlice(cashier.store, WITHDRAWAL_SLICE, cashier.sessionSignal(), emptyWithdrawal);
}
