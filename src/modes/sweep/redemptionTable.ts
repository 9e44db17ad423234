import { EMPTY_PATH } from '../../routes/paths';
import { type RouteDef } from '../../routes/types';
import { ERROR_ROUTE } from '../../screens/firstRoutes';
import { lazyScreen } from '../../ui/screen';
import { HISTORY_ROUTES } from '../../history/routes';
import { buildFlowTable, type FlowTable } from '../../flows/contract/flowTable';
import { defineFlow } from '../../flows/contract/flowDefinition';
import { coinsOf } from '../../crypto/coins';
import { isCryptoGroup } from '../../crypto/cryptoGroups';
import { CONVERT_PATH, REDEMPTION_COMPLETE_PATH, REDEMPTION_CRYPTO_PATH } from './paths';
import { REDEMPTION_ROUTE } from './redemptionRoutes';
import { VERIFY_IDENTITY_ROUTE } from '../../payout/verifyRoute';

/** Redemption's way out (spec §2): a group's coins, then a coin's convert page, then its complete page. */
const redemptionFlow = defineFlow({
  id: 'redemption',
  routes: [
    VERIFY_IDENTITY_ROUTE,
    {
      name: 'redemption-crypto',
      path: REDEMPTION_CRYPTO_PATH,
      screen: lazyScreen(() => import('../../crypto/CryptoListPage')),
      meta: { transaction: 'withdrawal', backRoute: 'previous', needs: 'group' },
    },
    {
      name: 'convert',
      path: CONVERT_PATH,
      screen: lazyScreen(() => import('./ConvertPage')),
      meta: { transaction: 'withdrawal', backRoute: 'previous', needs: 'method' },
    },
    {
      name: 'redemption-complete',
      path: REDEMPTION_COMPLETE_PATH,
      screen: lazyScreen(() => import('./RedemptionCompletePage')),
      meta: { transaction: 'withdrawal', titleKey: 'title.redemption', needs: 'method' },
    },
  ],
  methodEntry: () => 'convert',
  groupEntry: (group) => (isCryptoGroup(group.name) ? 'redemption-crypto' : null),
  groupSize: (group) => coinsOf(group.paymentMethods, 'en').length,
});

const CORE_REDEMPTION_ROUTES = [
  REDEMPTION_ROUTE,
  { name: 'empty', path: EMPTY_PATH, screen: lazyScreen(() => import('./SweepEmptyPage')), meta: { titleKey: 'title.redemption' } },
  ERROR_ROUTE,
  ...HISTORY_ROUTES,
] as const satisfies readonly RouteDef[];

export const REDEMPTION_TABLE: FlowTable = buildFlowTable(CORE_REDEMPTION_ROUTES, [redemptionFlow], redemptionFlow, 'redemption-crypto');
