import type { RouteDef } from '../../routes/types';
import { CORE_DEPOSIT_ROUTES } from '../../screens/coreRoutes';
import { buildFlowTable, type FlowTable } from '../../flows/contract/flowTable';
import { cryptoFlow } from '../../flows/crypto';
import { redirectFlow } from '../../flows/redirect';
import { CRYPTO_TAB_ROUTE } from './cryptoTabRoute';

/** The crypto tab's own pages besides the crypto flow's: its coins first, then the deposit tree's outcome and guide pages. */
const CRYPTO_TAB_CORE: readonly RouteDef[] = [
  CRYPTO_TAB_ROUTE,
  ...CORE_DEPOSIT_ROUTES.filter((route) => ['complete', 'video-instruction', 'empty', 'empty-region', 'error', 'history', 'history-transaction'].includes(route.name)),
];

/**
 * The crypto tab's deposit tree: the coins, a coin's address and its transfer, from the crypto
 * flow. A method that is no coin (a backend that answered the fiat list) still opens somewhere: the redirect flow.
 */
export const CRYPTO_DEPOSIT_TABLE: FlowTable = buildFlowTable(CRYPTO_TAB_CORE, [cryptoFlow, redirectFlow], redirectFlow, 'crypto-list');
