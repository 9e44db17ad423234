import { CardViewType } from '../../contract/methods';
import { lazyScreen } from '../../ui/screen';
import { AFTER_CREATE_ORDER, CREATED_DEPOSIT_META } from '../contract/afterCreate';
import { defineFlow } from '../contract/flowDefinition';
import { ONRAMP_OFFERS_PATH, ONRAMP_PATH } from './paths';

/** Spec §9: the complete page waits 5 minutes for an on-ramp deposit before it counts as accepted. */
export const ONRAMP_WAITING_TIMEOUT_MS = 300_000;

/**
 * On-ramp (spec §2, §4): buy crypto with fiat. The base page takes the country, the currency and
 * the amount; the create answers the providers' offers, one is chosen, and its payment page opens.
 * Any create whose answer is offers goes to the offer list (after the unified form).
 */
export const onrampFlow = defineFlow({
  id: 'onramp',
  routes: [
    { name: 'onramp', path: ONRAMP_PATH, screen: lazyScreen(() => import('./OnrampPage')), meta: { transaction: 'deposit', backRoute: 'previous', needs: 'method' } },
    { name: 'onramp-offers', path: ONRAMP_OFFERS_PATH, screen: lazyScreen(() => import('./OfferListPage')), meta: CREATED_DEPOSIT_META },
  ],
  methodEntry: (method) => (method.cardViewType === CardViewType.onramp ? 'onramp' : null),
  afterCreate: { order: AFTER_CREATE_ORDER.onrampOffers, route: 'onramp-offers', matches: (response) => (response.data?.paymentMethodOffers?.length ?? 0) > 0 },
  completeWaitMs: (method) => (method.cardViewType === CardViewType.onramp ? ONRAMP_WAITING_TIMEOUT_MS : null),
  // Spec §6: the on-ramp takes no bonus.
  takesNoBonus: (method) => method.cardViewType === CardViewType.onramp,
});
