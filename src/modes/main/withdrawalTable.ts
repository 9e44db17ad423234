import { ERROR_ROUTE } from '../../screens/firstRoutes';
import { EMPTY_PATH } from '../../routes/paths';
import { type RouteDef } from '../../routes/types';
import { lazyScreen } from '../../ui/screen';
import { HISTORY_ROUTES } from '../../history/routes';
import { buildFlowTable, type FlowTable } from '../../flows/contract/flowTable';
import { WITHDRAWAL_LIST_ROUTE, withdrawalFlow } from '../../flows/withdrawal';

const region = lazyScreen(() => import('../../screens/deposit/RegionPage'));

/** The withdrawal mode's pages: its list, the empty and error pages, and the withdrawal flow's own. */
const CORE_WITHDRAWAL_ROUTES = [
  WITHDRAWAL_LIST_ROUTE,
  { name: 'empty', path: EMPTY_PATH, screen: lazyScreen(() => import('../../screens/common/EmptyPage')), meta: { titleKey: 'title.withdrawals' } },
  { name: 'empty-region', path: '/empty/region', screen: region, meta: { backRoute: EMPTY_PATH } },
  ERROR_ROUTE,
  ...HISTORY_ROUTES,
] as const satisfies readonly RouteDef[];

export const WITHDRAWAL_TABLE: FlowTable = buildFlowTable(CORE_WITHDRAWAL_ROUTES, [withdrawalFlow], withdrawalFlow, 'withdrawal-group');
