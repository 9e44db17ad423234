import { pathOnly } from '../../routes/paths';
import { ERROR_ROUTE } from '../../screens/firstRoutes';
import type { Cashier } from '../../state/cashier';
import type { Mode } from '../contract/mode';
import { COIN_SHOP_PATH } from './paths';
import { COIN_SHOP_ROUTE } from './shopRoute';

/**
 * The sweepstakes mode's Coin Shop (spec §2 sweepstake mode; DESIGN §2 "Modes"): chosen for a
 * sweep player, loaded only for them. Its list is the boxes beside the region's methods.
 */
export const SWEEP_SHOP_MODE: Mode<Cashier> = {
  id: 'sweep',
  transaction: 'deposit',
  loadList: (cashier, options) => import('./loadShop').then((shop) => shop.loadShop(cashier, options)),
  firstRoutes: [COIN_SHOP_ROUTE, ERROR_ROUTE],
  loadTable: () => import('./table').then((table) => table.SWEEP_SHOP_TABLE),
  preload(cashier) {
    if (pathOnly(cashier.nav.current()) === COIN_SHOP_PATH) void this.loadList(cashier);
  },
  firstScreenPending: () => false,
};

/**
 * A sweep player's mode for the page the session opens on. Spec §2: unknown paths go to /deposit.
 * Redemption (/withdrawal) is the next part of the mode; until it lands a sweep player opening it
 * sees the shop, never the main mode's withdrawals, which a sweep player may not use.
 */
export function sweepModeFor(_path: string): Mode<Cashier> {
  return SWEEP_SHOP_MODE;
}
