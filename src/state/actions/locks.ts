import * as v from 'valibot';
import { CashierLockSchema, type TransactionKind } from '../../contract/history';
import type { HostNotifier } from '../../host/channels';
import type { CashierLockShown, CashierState } from '../store';

/**
 * What a `banking.cashierLocked` refusal says. It closes the side it was given on even when its
 * data cannot be read (fail closed): the lock is then shown without a reason, an end or a link.
 */
export function lockOf(data: unknown): CashierLockShown {
  const parsed = v.safeParse(CashierLockSchema, data);
  if (!parsed.success) return { reason: 'unknown' };
  const { reason, until, url } = parsed.output;
  return { reason, ...(until ? { until } : {}), ...(url ? { url } : {}) };
}

const sameLock = (a: CashierLockShown | undefined, b: CashierLockShown) => a?.reason === b.reason && a.until === b.until && a.url === b.url;

/**
 * A side of the cashier refused: its pages show the lock from now on (until the session ends or
 * Try again clears it), and the host hears it once per lock, not once per refused call.
 */
export function lockSide(store: CashierState, notify: HostNotifier, side: TransactionKind, data: unknown): void {
  const lock = lockOf(data);
  if (sameLock(store.locks[side], lock)) return;
  store.locks[side] = lock;
  notify('onCashierLocked', { reason: lock.reason, ...(lock.until ? { until: lock.until } : {}) });
}

/** Try again: the side is open until the backend says otherwise. */
export function unlockSide(store: CashierState, side: TransactionKind): void {
  delete store.locks[side];
}
