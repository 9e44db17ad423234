import { COMPLETE_PATH, EMPTY_PATH, FORM_PATH } from '../../routes/paths';
import { type RouteDef } from '../../routes/types';
import { ERROR_ROUTE } from '../../screens/firstRoutes';
import { lazyScreen } from '../../ui/screen';
import { HISTORY_ROUTES } from '../../history/routes';
import { buildFlowTable, type FlowTable } from '../../flows/contract/flowTable';
import { sweepFlow } from './index';
import { COIN_SHOP_ROUTE } from './shopRoute';

/** DESIGN §2 "Modes", sweepstakes: the Coin Shop, the complete, empty, form and error pages, and the sweep flow's own. */
const CORE_SWEEP_ROUTES = [
  COIN_SHOP_ROUTE,
  {
    name: 'complete',
    path: COMPLETE_PATH,
    screen: lazyScreen(() => import('./SweepCompletePage')),
    meta: { transaction: 'deposit', titleKey: 'title.coinShop', needs: 'method' },
  },
  { name: 'empty', path: EMPTY_PATH, screen: lazyScreen(() => import('./SweepEmptyPage')), meta: { titleKey: 'title.coinShop' } },
  // Spec §2 sweepstake mode "empty, error, form": one box bought with one coin, as the host names them.
  {
    name: 'form',
    path: FORM_PATH,
    screen: lazyScreen(() => import('./SweepFormPage')),
    meta: { transaction: 'deposit', titleKey: 'title.coinShop', hideClosingButton: true, hidePaymentHeader: true },
  },
  ERROR_ROUTE,
  ...HISTORY_ROUTES,
] as const satisfies readonly RouteDef[];

export const SWEEP_SHOP_TABLE: FlowTable = buildFlowTable(CORE_SWEEP_ROUTES, [sweepFlow], sweepFlow, 'sweep-crypto-list');
