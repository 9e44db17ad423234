import DepositList from './deposit/DepositList';
import { DEPOSIT_LIST_PATH, ERROR_PATH } from '../routes/paths';
import { type RouteDef } from '../routes/types';
import { eagerScreen, lazyScreen } from '../ui/screen';

/** The deposit list, the first screen: shipped with the element, with its screen. */
export const DEPOSIT_LIST_ROUTE = {
  name: 'list',
  path: DEPOSIT_LIST_PATH,
  screen: eagerScreen(DepositList),
  meta: { transaction: 'deposit', titleKey: 'title.paymentMethods' },
} as const satisfies RouteDef;

/** The error page, known before the flows load so that a failure to load them has a page to go to. */
export const ERROR_ROUTE = {
  name: 'error',
  path: ERROR_PATH,
  screen: lazyScreen(() => import('./common/ErrorPage')),
  meta: { titleKey: 'title.paymentMethods' },
} as const satisfies RouteDef;

