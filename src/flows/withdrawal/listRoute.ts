import { type RouteDef } from '../../routes/types';
import { lazyScreen } from '../../ui/screen';
import { WITHDRAWAL_LIST_PATH } from '../../payout/paths';

/** The withdrawal list, the withdrawal mode's first screen. */
export const WITHDRAWAL_LIST_ROUTE = {
  name: 'withdrawal-list',
  path: WITHDRAWAL_LIST_PATH,
  screen: lazyScreen(() => import('./WithdrawalListPage')),
  meta: { transaction: 'withdrawal', titleKey: 'title.withdrawals' },
} as const satisfies RouteDef;
