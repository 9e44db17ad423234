import { ERROR_ROUTE } from '../../screens/firstRoutes';
import type { Cashier } from '../../state/cashier';
import type { Mode } from '../../flows/contract/mode';
import { listFirstMode } from '../listFirstMode';
import { COIN_SHOP_PATH, REDEMPTION_PATH } from './paths';
import { REDEMPTION_ROUTE } from './redemptionRoutes';
import { COIN_SHOP_ROUTE } from './shopRoute';

/** A sweep player's history is of purchases and redemptions (DESIGN §2 "History and locks"). */
const SWEEP_HISTORY_WORDS = { deposits: 'history.purchases', withdrawals: 'history.redemptions', start: 'history.buy' };

/**
 * The sweepstakes mode's Coin Shop (spec §2 sweepstake mode; DESIGN §2 "Modes"): chosen for a
 * sweep player, loaded only for them. Its list is the boxes beside the region's methods.
 */
export const SWEEP_SHOP_MODE: Mode<Cashier> = listFirstMode({
  id: 'sweep',
  transaction: 'deposit',
  historyWords: SWEEP_HISTORY_WORDS,
  listPath: COIN_SHOP_PATH,
  loadList: (cashier, options) => import('./loadShop').then((shop) => shop.loadShop(cashier, options)),
  firstRoutes: [COIN_SHOP_ROUTE, ERROR_ROUTE],
  loadTable: () => import('./table').then((table) => table.SWEEP_SHOP_TABLE),
});

/** Redemption (spec §2 sweepstake mode): the sweep coins paid out in a coin. */
export const SWEEP_REDEMPTION_MODE: Mode<Cashier> = listFirstMode({
  id: 'sweep',
  transaction: 'withdrawal',
  historyWords: SWEEP_HISTORY_WORDS,
  listPath: REDEMPTION_PATH,
  loadList: (cashier, options) => import('./loadRedemption').then((redemption) => redemption.loadRedemption(cashier, options)),
  firstRoutes: [REDEMPTION_ROUTE, ERROR_ROUTE],
  loadTable: () => import('./redemptionTable').then((table) => table.REDEMPTION_TABLE),
});

/** A sweep player's mode for the page the session opens on: Redemption under /withdrawal, else the Coin Shop (spec §2: unknown paths go to /deposit). */
export function sweepModeFor(path: string): Mode<Cashier> {
  return path.startsWith(REDEMPTION_PATH) ? SWEEP_REDEMPTION_MODE : SWEEP_SHOP_MODE;
}
