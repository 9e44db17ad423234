import type { Cashier } from './cashier';

/** How long a failed read stands: a page that asks after this reads again (a host that was down may be back). */
export const RETRY_FAILED_AFTER_MS = 60_000;

interface Made<T> {
  value: Promise<T | null>;
  session: AbortSignal;
  /** When it came out null (a failure, or nothing to show), if it did. */
  failedAt?: number;
}

/**
 * A value made once for each cashier and key (a file read once, its answer shared by every page
 * that asks): kept for the cashier's life, gone with it. A value that came out null is made again
 * when asked for in a later session, or once RETRY_FAILED_AFTER_MS have passed.
 */
export function oncePerCashier<T>(): (cashier: Cashier, key: string, make: () => Promise<T | null>) => Promise<T | null> {
  const made = new WeakMap<Cashier, Map<string, Made<T>>>();
  return (cashier, key, make) => {
    let values = made.get(cashier);
    if (!values) made.set(cashier, (values = new Map()));
    const known = values.get(key);
    const stale = known?.failedAt !== undefined && (known.session !== cashier.sessionSignal() || Date.now() - known.failedAt >= RETRY_FAILED_AFTER_MS);
    if (known && !stale) return known.value;
    const entry: Made<T> = { value: make(), session: cashier.sessionSignal() };
    void entry.value.then((value) => {
      if (value === null) entry.failedAt = Date.now();
    });
    values.set(key, entry);
    return entry.value;
  };
}
