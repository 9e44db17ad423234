import { backAction } from '../../routes/resolve';
import type { RouteMeta } from '../../routes/types';
import type { Cashier } from '../cashier';

/** The host hears onClose only when it allows closing (closingButton). */
export function closeCashier(cashier: Cashier): void {
  if (cashier.store.handshake?.closingButton ?? true) cashier.notify('onClose', {});
}

/** Back from a page with this metadata; false when the page has nowhere to go back to. */
export function stepBack(cashier: Cashier, meta: RouteMeta | undefined): boolean {
  const action = backAction(meta?.backRoute);
  if (!action) return false;
  if (action.kind === 'history') cashier.nav.back();
  else cashier.nav.rewindTo(action.path);
  return true;
}
