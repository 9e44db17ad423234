import type { Cashier } from './cashier';
import type { KeptList, ListIdentity } from './keptListStorage';
import { playerOf } from './playerOf';

/** What names the cashier's list now: its backend, its player, and its region, currency, language and A/B group; null before a handshake. */
export function listIdentityOf(cashier: Cashier, abTestGroup: string | undefined): ListIdentity | null {
  const { store, deployment } = cashier;
  const player = playerOf(cashier.store.handshake);
  return player === null ? null : { apiUrl: deployment.apiUrl, player, country: store.country, currency: store.currency, locale: store.locale, abTestGroup };
}

/** Whose a fresh list is, taken when it came: the session it came in, what names it, and the country selector beside it. */
export interface ListOwner {
  session: AbortSignal;
  identity: ListIdentity | null;
  geo: KeptList['geo'];
}

export function listOwnerOf(cashier: Cashier, abTestGroup: string | undefined): ListOwner {
  const { geo } = cashier.store;
  return {
    session: cashier.sessionSignal(),
    identity: listIdentityOf(cashier, abTestGroup),
    geo: geo.status === 'loaded' ? { isGeoSelectorEnabled: geo.enabled, countries: geo.countries } : null,
  };
}
