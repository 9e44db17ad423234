import type { Cashier } from './cashier';

/**
 * A value made once for each cashier and key (a file read once, its answer shared by every page
 * that asks): kept for the cashier's life, gone with it.
 */
export function oncePerCashier<T>(): (cashier: Cashier, key: string, make: () => T) => T {
  const made = new WeakMap<Cashier, Map<string, T>>();
  return (cashier, key, make) => {
    let values = made.get(cashier);
    if (!values) made.set(cashier, (values = new Map()));
    if (!values.has(key)) values.set(key, make());
    return values.get(key)!;
  };
}
