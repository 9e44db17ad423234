import { type RouteDef } from '../../routes/types';
import { lazyScreen } from '../../ui/screen';
import { REDEMPTION_PATH } from './paths';

/** Redemption, the first screen of the sweepstakes mode's withdrawal side (spec §2: title "Redemption"). */
export const REDEMPTION_ROUTE = {
  name: 'redemption',
  path: REDEMPTION_PATH,
  screen: lazyScreen(() => import('./RedemptionPage')),
  meta: { transaction: 'withdrawal', titleKey: 'title.redemption' },
} as const satisfies RouteDef;
