import { ERROR_ROUTE } from '../../screens/firstRoutes';
import type { Mode } from '../../flows/contract/mode';
import type { Cashier } from '../../state/cashier';
import { loadWithdrawalList, WITHDRAWAL_LIST_ROUTE } from '../../flows/withdrawal';
import { WITHDRAWAL_LIST_PATH } from '../../payout/paths';
import { listFirstMode } from '../listFirstMode';

/**
 * Withdrawals (spec §2 "Withdrawal tree"), chosen when the cashier opens on /withdrawal: the list is
 * its first screen. The whole mode loads as chunks of its own, so a deposit's first screen carries none of it.
 */
export const MAIN_WITHDRAWAL_MODE: Mode<Cashier> = listFirstMode({
  id: 'main',
  transaction: 'withdrawal',
  listPath: WITHDRAWAL_LIST_PATH,
  loadList: loadWithdrawalList,
  firstRoutes: [WITHDRAWAL_LIST_ROUTE, ERROR_ROUTE],
  loadTable: () => import('./withdrawalTable').then((table) => table.WITHDRAWAL_TABLE),
});
