import type { RouteDef } from '../routes/types';
import { lazyScreen } from '../ui/screen';
import { HISTORY_PATH, TRANSACTION_PATH } from './paths';

/** The history's pages, in every mode's table (its own chunks, loaded when the player opens History). */
export const HISTORY_ROUTES = [
  { name: 'history', path: HISTORY_PATH, screen: lazyScreen(() => import('./HistoryPage')), meta: { backRoute: 'previous', titleKey: 'history.title' } },
  { name: 'history-transaction', path: TRANSACTION_PATH, screen: lazyScreen(() => import('./TransactionPage')), meta: { backRoute: 'previous', titleKey: 'history.transaction' } },
] as const satisfies readonly RouteDef[];
