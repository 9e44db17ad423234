import { ERROR_ROUTE } from '../../routes/firstRoutes';
import { pathOnly } from '../../routes/paths';
import { lazyScreen, type RouteDef } from '../../routes/types';
import type { Mode } from '../modes';
import { WITHDRAWAL_LIST_PATH } from './paths';

/** The withdrawal list, the withdrawal mode's first screen. */
export const WITHDRAWAL_LIST_ROUTE = {
  name: 'withdrawal-list',
  path: WITHDRAWAL_LIST_PATH,
  screen: lazyScreen(() => import('./WithdrawalListPage')),
  meta: { transaction: 'withdrawal', titleKey: 'title.withdrawals' },
} as const satisfies RouteDef;

/**
 * Withdrawals (spec §2 "Withdrawal tree"), chosen when the cashier opens on /withdrawal: the list is
 * its first screen. The whole mode loads as chunks of its own, so a deposit's first screen carries none of it.
 */
const MAIN_WITHDRAWAL_MODE: Mode = {
  id: 'main',
  transaction: 'withdrawal',
  loadList: (cashier, options) => import('./loadWithdrawalList').then((list) => list.loadWithdrawalList(cashier, options)),
  firstRoutes: [WITHDRAWAL_LIST_ROUTE, ERROR_ROUTE],
  loadTable: () => import('./table').then((table) => table.WITHDRAWAL_TABLE),
  preload(cashier) {
    if (pathOnly(cashier.nav.current()) === WITHDRAWAL_LIST_PATH) void this.loadList(cashier);
  },
  firstScreenPending: () => false,
};

// The default export: the first screen names it when it loads this mode, and a short name is fewer bytes there.
export default MAIN_WITHDRAWAL_MODE;
