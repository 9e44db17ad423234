import { VERSION } from '../../version';
import type { Cashier } from '../cashier';

/**
 * A list of methods is on screen (deposit or withdrawal): the host hears `onFullLoad` once per load
 * of the cashier (coming back to the list is no new load), and the delay to the first Deposit
 * press counts from now.
 */
export function methodsShown(cashier: Cashier): void {
  const { timing } = cashier.store;
  if (timing.methodsShownAt !== null) return;
  timing.methodsShownAt = performance.now();
  cashier.notify('onFullLoad', { version: VERSION, ms: Math.round(timing.methodsShownAt) });
}
