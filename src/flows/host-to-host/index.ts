import { CardViewType } from '../../contract/methods';
import { lazyScreen } from '../../ui/screen';
import { AFTER_CREATE_ORDER, CREATED_DEPOSIT_META } from '../afterCreate';
import { defineFlow } from '../contract/flowDefinition';

/**
 * Host-to-host (spec §2, §4): a created deposit that is a bank transfer invoice — the answer
 * carries a card or requisites, or the method is a bank transfer — shows where to transfer.
 */
export const hostToHostFlow = defineFlow({
  id: 'host-to-host',
  routes: [
    {
      name: 'host-to-host',
      path: '/deposit/host-to-host',
      screen: lazyScreen(() => import('./HostToHostPage')),
      meta: CREATED_DEPOSIT_META,
    },
  ],
  afterCreate: {
    order: AFTER_CREATE_ORDER.hostToHost,
    route: 'host-to-host',
    matches: (response, method) =>
      !!response.data?.card || !!response.data?.requisites?.length || method.cardViewType === CardViewType.bankTransfer,
  },
});
