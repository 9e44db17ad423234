import { CardViewType } from '../../contract/methods';
import { lazyScreen } from '../../ui/screen';
import { AFTER_CREATE_ORDER, CREATED_DEPOSIT_META } from '../contract/afterCreate';
import { defineFlow } from '../contract/flowDefinition';

/** Eazype (spec §2, §4): a created Eazype deposit shows its UPI QR code or pay button, and Paid. */
export const eazypeFlow = defineFlow({
  id: 'eazype',
  routes: [
    {
      name: 'eazype',
      path: '/deposit/redirect/eazype',
      screen: lazyScreen(() => import('./EazypePage')),
      meta: CREATED_DEPOSIT_META,
    },
  ],
  afterCreate: { order: AFTER_CREATE_ORDER.eazype, route: 'eazype', matches: (_response, method) => method.cardViewType === CardViewType.eazype },
});
