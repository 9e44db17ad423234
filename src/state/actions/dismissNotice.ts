import type { Cashier } from '../cashier';

/**
 * Closes the snackbar's notice if it is still the one shown. Apart from notice.ts so that the
 * snackbar, on every screen, does not bring the HTML sanitiser (DOMPurify) into the first screen.
 */
export function dismissNotice(cashier: Cashier, id: number): void {
  if (cashier.store.notice?.id === id) cashier.store.notice = null;
}
