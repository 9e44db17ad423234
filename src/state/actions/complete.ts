import type { Cashier } from '../cashier';
import { nextStatus, type TransactionStatus } from '../deposit/status';

/** The complete page's starting status, for the deposit it shows: what ended that deposit stays known, another's does not. */
export function showStatus(cashier: Cashier, depositId: string | null, status: TransactionStatus): void {
  const shown = cashier.store.deposit.status;
  cashier.store.deposit.status = shown.depositId === depositId ? { ...shown, status } : { depositId, status };
}

/** Still waiting when the wait is over (60 s, 5 minutes for on-ramp): accepted, unless the deposit settled meanwhile. */
export function acceptWaiting(cashier: Cashier): void {
  const { status } = cashier.store.deposit;
  status.status = nextStatus(status.status, 'accepted');
}
