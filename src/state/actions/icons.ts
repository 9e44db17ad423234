import type { Cashier } from '../cashier';

/** A method icon could not be shown: drawn as the glyph from now on. Whether it is news (to log once). */
export function iconFailed(cashier: Cashier, src: string): boolean {
  if (cashier.store.failedIcons.includes(src)) return false;
  cashier.store.failedIcons.push(src);
  return true;
}
