import { CardViewType, type DepositCreated, type ServerField } from '../../api/contract';

export type NextPage =
  | { kind: 'add-fields'; fields: ServerField[] }
  | { kind: 'empty'; path: string }
  | { kind: 'route'; path: string };

export const UNIFIED_FORM_PATH = '/deposit/redirect/unified-form';
export const ONRAMP_OFFERS_PATH = '/deposit/onramp/offer-list';
export const HOST_TO_HOST_PATH = '/deposit/host-to-host';
export const EAZYPE_PATH = '/deposit/redirect/eazype';
export const PIX_PATH = '/deposit/redirect/pix';

/**
 * Spec §4 "Deposit creation": after a deposit is created, the next page in this order — fields
 * required (add them and stay), unified flow form, on-ramp offers, host-to-host (card, requisites
 * or bank transfer), Eazype, Pix, else the route the flow gave. A direct-geo answer goes to the
 * empty page with `direct` and `transaction`.
 */
export function nextPageAfterCreate(
  response: DepositCreated,
  method: { cardViewType: number },
  givenRoute: string,
): NextPage {
  const data = response.data ?? {};
  if (response.direct) return { kind: 'empty', path: '/empty?direct=true&transaction=deposit' };
  if (response.isFieldsRequired) return { kind: 'add-fields', fields: response.fields ?? data.inputFields ?? [] };
  if (data.unifiedFlow) return { kind: 'route', path: UNIFIED_FORM_PATH };
  if (data.paymentMethodOffers?.length) return { kind: 'route', path: ONRAMP_OFFERS_PATH };
  if (data.card || data.requisites?.length || method.cardViewType === CardViewType.bankTransfer) {
    return { kind: 'route', path: HOST_TO_HOST_PATH };
  }
  if (method.cardViewType === CardViewType.eazype) return { kind: 'route', path: EAZYPE_PATH };
  if (method.cardViewType === CardViewType.pix) return { kind: 'route', path: PIX_PATH };
  return { kind: 'route', path: givenRoute };
}
