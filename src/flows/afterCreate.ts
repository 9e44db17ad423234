import type { DepositCreated } from '../api/contract/deposit';
import type { ServerField } from '../api/contract/methods';
import { EMPTY_PATH } from '../routes/paths';
import type { AfterCreateStep } from './types';

/**
 * Spec §4 "Deposit creation": after a deposit is created, the next page in this order — fields
 * required (add them and stay), unified flow form, on-ramp offers, host-to-host (card, requisites
 * or bank transfer), Eazype, Pix, else the route the flow gave. Each flow's step carries its place.
 */
export const AFTER_CREATE_ORDER = { unifiedForm: 1, onrampOffers: 2, hostToHost: 3, eazype: 4, pix: 5 } as const;

export type NextPage =
  | { kind: 'add-fields'; fields: ServerField[] }
  | { kind: 'empty'; path: string }
  | { kind: 'route'; path: string };

/** A direct-geo answer goes to the empty page with `direct` and `transaction`. */
export const DIRECT_EMPTY_PATH = `${EMPTY_PATH}?direct=true&transaction=deposit`;

export function nextPageAfterCreate(
  response: DepositCreated,
  method: { cardViewType: number },
  givenRoute: string,
  steps: readonly { order: number; path: string; matches: AfterCreateStep['matches'] }[],
): NextPage {
  if (response.direct) return { kind: 'empty', path: DIRECT_EMPTY_PATH };
  if (response.isFieldsRequired) return { kind: 'add-fields', fields: response.fields ?? response.data?.inputFields ?? [] };
  const step = [...steps].sort((a, b) => a.order - b.order).find((s) => s.matches(response, method));
  return { kind: 'route', path: step?.path ?? givenRoute };
}

/** A page that shows a created deposit: Back returns to where it was made; without a deposit, the list. */
export const CREATED_DEPOSIT_META = { transaction: 'deposit', backRoute: 'previous', needs: 'deposit' } as const;
