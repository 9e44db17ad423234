import { DEPOSIT_LIST_ROUTE, ERROR_ROUTE } from './firstRoutes';
import { VIDEO_INSTRUCTION_PATH } from '../routes/pageLinks';
import { COMPLETE_PATH, DEPOSIT_GROUP_PATH, DEPOSIT_LIST_PATH, EMPTY_PATH, FORM_PATH } from '../routes/paths';
import { type RouteDef } from '../routes/types';
import { lazyScreen } from '../ui/screen';
import { HISTORY_ROUTES } from '../history/routes';

const region = lazyScreen(() => import('./deposit/RegionPage'));

/**
 * The pages of the deposit tree that are no flow's own (spec §2): the list (the first screen,
 * shipped with the element), the region and group pages, and the complete, video instruction,
 * form, empty and error pages. Like the flows, they load after the first screen (modes/index.ts).
 */
export const CORE_DEPOSIT_ROUTES = [
  DEPOSIT_LIST_ROUTE,
  { name: 'region', path: '/deposit/region', screen: region, meta: { transaction: 'deposit', backRoute: DEPOSIT_LIST_PATH } },
  {
    name: 'group',
    path: DEPOSIT_GROUP_PATH,
    screen: lazyScreen(() => import('./deposit/GroupPage')),
    meta: { transaction: 'deposit', backRoute: DEPOSIT_LIST_PATH, needs: 'group' },
  },
  {
    name: 'complete',
    path: COMPLETE_PATH,
    screen: lazyScreen(() => import('./common/CompletePage')),
    meta: { transaction: 'deposit', titleKey: 'title.deposit', needs: 'method' },
  },
  {
    name: 'video-instruction',
    path: VIDEO_INSTRUCTION_PATH,
    screen: lazyScreen(() => import('./common/VideoInstructionPage')),
    meta: { transaction: 'deposit', backRoute: 'previous', needs: 'method' },
  },
  // Spec §2 "Other routes": one method's form, the closing button hidden (FormPage).
  { name: 'form', path: FORM_PATH, screen: lazyScreen(() => import('./common/FormPage')), meta: { transaction: 'deposit', titleKey: 'title.deposit', hideClosingButton: true, hidePaymentHeader: true } },
  { name: 'empty', path: EMPTY_PATH, screen: lazyScreen(() => import('./common/EmptyPage')), meta: { titleKey: 'title.paymentMethods' } },
  { name: 'empty-region', path: '/empty/region', screen: region, meta: { backRoute: EMPTY_PATH } },
  ERROR_ROUTE,
  ...HISTORY_ROUTES,
] as const satisfies readonly RouteDef[];
