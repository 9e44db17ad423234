import { ref } from 'valtio/vanilla';
import type { Cashier } from '../state/cashier';
import { emptyWithdrawal, type WithdrawalState } from '../state/withdrawal';

/** The withdrawal slice of this session (a withdrawal's or a redemption's), made on its first use in the session. */
export function withdrawalState(cashier: Cashier): WithdrawalState {
  const { store } = cashier;
  const session = cashier.sessionSignal();
  if (store.withdrawal?.session !== session) store.withdrawal = Object.assign(emptyWithdrawal(), { session: ref(session) });
  return store.withdrawal;
}
