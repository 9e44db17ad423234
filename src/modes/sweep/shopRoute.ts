import { type RouteDef } from '../../routes/types';
import { lazyScreen } from '../../ui/screen';
import { COIN_SHOP_PATH } from './paths';

/** The Coin Shop, the sweepstakes mode's first screen (spec §2: title "Coin Shop"). */
export const COIN_SHOP_ROUTE = {
  name: 'coin-shop',
  path: COIN_SHOP_PATH,
  screen: lazyScreen(() => import('./CoinShopPage')),
  meta: { transaction: 'deposit', titleKey: 'title.coinShop' },
} as const satisfies RouteDef;
