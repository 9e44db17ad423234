import { DEPOSIT_GROUP_PATH } from '../../routes/paths';
import { lazyScreen } from '../../ui/screen';
import { defineFlow } from '../contract/flowDefinition';

const page = lazyScreen(() => import('../../screens/deposit/RedirectPage'));

/**
 * The redirect flow (spec §2 "Redirect page"): amount, the method's fields, and Deposit opening
 * the payment window. It is the fallback: a method no other flow claims opens here, so a card
 * view type that has no flow yet, or one we do not know, never leads nowhere.
 */
export const redirectFlow = defineFlow({
  id: 'redirect',
  routes: [
    { name: 'redirect', path: '/deposit/redirect', screen: page, meta: { transaction: 'deposit', backRoute: 'previous', needs: 'method' } },
    // Spec §2 group ('', redirect): a grouped method's page, whose Back returns to the group.
    {
      name: 'redirect-grouped',
      path: '/deposit/group/redirect',
      screen: page,
      meta: { transaction: 'deposit', backRoute: DEPOSIT_GROUP_PATH, needs: 'method' },
    },
  ],
  methodEntry: (_method, inGroup) => (inGroup ? 'redirect-grouped' : 'redirect'),
});
