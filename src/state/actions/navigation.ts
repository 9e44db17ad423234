import { backTarget } from '../../routes/resolve';
import { DEPOSIT_LIST_PATH, MAIN_ROUTES } from '../../routes/table';
import type { Cashier } from '../cashier';

/** The host hears onClose only when it allows closing (closingButton). */
export function closeCashier(cashier: Cashier): void {
  if (cashier.store.handshake?.closingButton ?? true) cashier.notify('onClose', {});
}

/**
 * Back (Escape) or swipe-back: the page's back route inside the widget; on the deposit list,
 * where there is nowhere to go back to, the host is told and the widget closes (spec §2 Guards).
 */
export function goBack(cashier: Cashier, gesture: 'back' | 'swipe'): void {
  const path = cashier.nav.current().split('?')[0];
  const route = MAIN_ROUTES.find((r) => r.path === path);
  const target = backTarget(route?.meta.backRoute, cashier.nav.history);
  if (target) return cashier.nav.navigate(target);
  if (path !== DEPOSIT_LIST_PATH) return;
  cashier.notify(gesture === 'swipe' ? 'onSwipeBack' : 'onGoBack', {});
  closeCashier(cashier);
}
