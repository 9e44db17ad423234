import { CardViewType } from '../../contract/methods';
import { lazyScreen } from '../../ui/screen';
import { AFTER_CREATE_ORDER, CREATED_DEPOSIT_META } from '../contract/afterCreate';
import { defineFlow } from '../contract/flowDefinition';
import { hasPixKeyType, pixKeyFields } from './pixKeyFields';

/**
 * Pix (spec §2, §3, §4): the deposit form of a Pix method follows the key-type rule; a created
 * Pix deposit shows its QR code or pay button, the code to copy, and Paid.
 */
export const pixFlow = defineFlow({
  id: 'pix',
  routes: [
    {
      name: 'pix',
      path: '/deposit/redirect/pix',
      screen: lazyScreen(() => import('./PixPage')),
      meta: CREATED_DEPOSIT_META,
    },
  ],
  afterCreate: { order: AFTER_CREATE_ORDER.pix, route: 'pix', matches: (_response, method) => method.cardViewType === CardViewType.pix },
  shapeFields: (method, fields, values) => (hasPixKeyType(fields) ? pixKeyFields(fields, values, method.user_payment_fields) : null),
});
