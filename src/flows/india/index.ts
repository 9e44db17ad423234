import { CardViewType } from '../../contract/methods';
import { lazyScreen } from '../../ui/screen';
import { CREATED_DEPOSIT_META } from '../contract/afterCreate';
import { defineFlow } from '../contract/flowDefinition';
import { INDIA_BASE_PATH, INDIA_INVOICE_PATH } from './paths';

/**
 * India (spec §2, §4 "India: prepare, then invoice"): every method of card view type india opens
 * the India page. One that needs preparation (UPI) takes the amount and fields, then shows the QR
 * code and requisites to pay in the player's UPI app; an Indian wallet that needs none is paid on
 * the provider's page from there, as the redirect flow pays.
 */
export const indiaFlow = defineFlow({
  id: 'india',
  routes: [
    { name: 'india-base', path: INDIA_BASE_PATH, screen: lazyScreen(() => import('./IndiaBasePage')), meta: { transaction: 'deposit', backRoute: 'previous', needs: 'method' } },
    { name: 'india-invoice', path: INDIA_INVOICE_PATH, screen: lazyScreen(() => import('./IndiaInvoicePage')), meta: CREATED_DEPOSIT_META },
  ],
  methodEntry: (method) => (method.cardViewType === CardViewType.india ? 'india-base' : null),
});
