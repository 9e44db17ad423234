import { CardViewType } from '../../contract/methods';
import { lazyScreen } from '../../ui/screen';
import { CREATED_DEPOSIT_META } from '../contract/afterCreate';
import { defineFlow } from '../contract/flowDefinition';
import { CASH_AGENT_PATH, CASH_PATH } from './paths';

/**
 * The cash flow (spec §2 "Cash page"): the amount, then Deposit opens the agent's contact link in
 * a new tab, and the agent page keeps that link at hand until the player is done. It claims every
 * cash method, grouped or not (cash_methods, cash_methods_ukraine, …): Back is 'previous', the
 * cashier's own history, so it returns to the group or the list the player came from.
 */
export const cashFlow = defineFlow({
  id: 'cash',
  routes: [
    { name: 'cash', path: CASH_PATH, screen: lazyScreen(() => import('./CashPage')), meta: { transaction: 'deposit', backRoute: 'previous', needs: 'method' } },
    {
      name: 'cash-agent',
      path: CASH_AGENT_PATH,
      screen: lazyScreen(() => import('./AgentPage')),
      meta: CREATED_DEPOSIT_META,
    },
  ],
  methodEntry: (method) => (method.cardViewType === CardViewType.cash ? 'cash' : null),
});
