import { DEPOSIT_LIST_PATH, pathOnly } from '../../routes/paths';
import type { RouteMeta } from '../../routes/types';
import type { Cashier } from '../cashier';
import { closeCashier, stepBack } from './navigation';

/** The metadata of the page the cashier shows now. */
export function currentMeta(cashier: Cashier): RouteMeta | undefined {
  const path = pathOnly(cashier.nav.current());
  return (cashier.flows()?.routes ?? cashier.mode().firstRoutes).find((route) => route.path === path)?.meta;
}

/**
 * Back (Escape) or swipe-back: the page's back route inside the widget; on the deposit list,
 * where there is nowhere to go back to, the host is told and the widget closes (spec §2 Guards).
 */
export function goBack(cashier: Cashier, gesture: 'back' | 'swipe'): 'stayed' | 'left' {
  if (stepBack(cashier, currentMeta(cashier))) return 'stayed';
  if (pathOnly(cashier.nav.current()) !== DEPOSIT_LIST_PATH) return 'stayed';
  cashier.notify(gesture === 'swipe' ? 'onSwipeBack' : 'onGoBack', {});
  closeCashier(cashier);
  return 'left';
}
