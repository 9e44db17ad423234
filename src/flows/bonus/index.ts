import { ListBonuses } from '../../bonus/Bonuses';
import { BONUS_DETAILS_PATH } from '../../bonus/paths';
import { lazyScreen } from '../../ui/screen';
import { defineFlow } from '../contract/flowDefinition';

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
  listExtra: ListBonuses,
});
