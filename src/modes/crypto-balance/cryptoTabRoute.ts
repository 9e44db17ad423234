import { DEPOSIT_LIST_PATH } from '../../routes/paths';
import type { RouteDef } from '../../routes/types';
import { lazyScreen } from '../../ui/screen';

/** The crypto tab's first page: the coins, at the deposit tree's root (every flow's way back to the list leads there). */
export const CRYPTO_TAB_ROUTE: RouteDef = {
  name: 'crypto-tab',
  path: DEPOSIT_LIST_PATH,
  screen: lazyScreen(() => import('./CryptoTabPage')),
  meta: { transaction: 'deposit', titleKey: 'title.paymentMethods' },
};
