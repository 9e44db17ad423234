import type { Cashier } from '../cashier';
import { nextStatus, type TransactionStatus } from '../deposit/status';

/** The complete page's starting status (spec §4), for the deposit it shows. */
export function showStatus(cashier: Cashier, depositId: string | null, status: TransactionStatus): void {
  cashier.store.deposit.status = { depositId, status };
}

/** Still waiting when the wait is over (60 s, 5 minutes for on-ramp): accepted, unless the deposit settled meanwhile. */
export function acceptWaiting(cashier: Cashier): void {
  const { status } = cashier.store.deposit;
  status.status = nextStatus(status.status, 'accepted');
}
