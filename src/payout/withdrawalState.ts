import { ref } from 'valtio/vanilla';
import type { Cashier } from '../state/cashier';
import { readSlice, writeSlice } from '../state/ownSlice';
import { emptyWithdrawal, WITHDRAWAL_SLICE, type WithdrawalState } from './withdrawalSlice';

/** The withdrawal slice of this session (a withdrawal's or a redemption's), made on its first use in the session. */
export function withdrawalState(cashier: Cashier): WithdrawalState {
  const { store } = cashier;
  const session = cashier.sessionSignal();
  const slice = readSlice(store, WITHDRAWAL_SLICE);
  if (slice?.session === session) return slice;
  return writeSlice(store, WITHDRAWAL_SLICE, Object.assign(emptyWithdrawal(), { session: ref(session) }))!;
}
