import { CardViewType } from '../../contract/methods';
import { lazyScreen } from '../../ui/screen';
import { AFTER_CREATE_ORDER, CREATED_DEPOSIT_META } from '../contract/afterCreate';
import { defineFlow } from '../contract/flowDefinition';

/** Spec §9 "Virtual account method": a bank account made for the deposit, to transfer to before it expires. */
export const VIRTUAL_ACCOUNT_METHOD = 'nigerian_virtual_accounts';

/**
 * Host-to-host (spec §2, §4): a created deposit that is a bank transfer invoice — the answer
 * carries a card or requisites, or the method is a bank transfer or the virtual account — shows
 * where to transfer, and for how long.
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
      !!response.data?.card || !!response.data?.requisites?.length || method.cardViewType === CardViewType.bankTransfer || method.name === VIRTUAL_ACCOUNT_METHOD,
  },
  // Spec §5: a bank transfer's form does not ask for bank_name.
  shapeFields: (method, fields) => (method.cardViewType === CardViewType.bankTransfer ? fields.filter((field) => field.name !== 'bank_name') : null),
});
