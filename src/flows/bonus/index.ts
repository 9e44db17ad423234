import { BONUS_DETAILS_PATH } from '../../bonus/paths';
import { lazyScreen } from '../../routes/types';
import { defineFlow } from '../types';

/** Spec §2 "bonus-details": the page a bonus's Details opens, from the carousel of any deposit page. */
export const bonusFlow = defineFlow({
  id: 'bonus',
  routes: [
    {
      name: 'bonus-details',
      path: BONUS_DETAILS_PATH,
      screen: lazyScreen(() => import('../../bonus/BonusDetailsPage')),
      meta: { transaction: 'deposit', backRoute: 'previous' },
    },
  ],
});
