import type { TransactionKind } from '../../contract/history';
import type { Cashier } from '../cashier';
import { unlockSide } from './locks';

/** Try again (maintenance over): the side opened, and the mode's list asked for afresh; a lock still in place comes back with it. */
export function retryLockedSide(cashier: Cashier, side: TransactionKind): void {
  unlockSide(cashier.store, side);
  if (cashier.mode().transaction === side) void cashier.mode().loadList(cashier, { force: true });
}
