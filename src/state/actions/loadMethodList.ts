import { ref } from 'valtio/vanilla';
import type { Api } from '../../api/call';
import { getCountrySelector } from '../../api/getCountrySelector';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { withCallTimeout } from '../../transport/callTimeout';
import { toCashierError } from '../../transport/errors';
import type { Cashier } from '../cashier';
import type { KeptList } from '../keptListStorage';
import { goToError } from './goToError';

export interface MethodsAnswer {
  paymentGroups: PaymentGroup[];
  paymentMethods: PaymentMethod[];
  direct?: boolean;
}

/**
 * A list of methods (deposit or withdrawal) with the country selector, as one batch (30 s,
 * then the error route): loaded once per request `key` (again when forced, or after
 * an error), its answer dropped when a newer request replaced it. With a `keeper`, the list kept
 * from the last visit is shown at once (stale) and the fresh answer replaces it whole: a method
 * that went away leaves, and the limits are the fresh ones. The list is replaced whole,
 * never changed in place: kept out of valtio's deep proxies, which cost 20 ms and a collection for
 * 200 methods, and made every read in the list a tracked one.
 */
export async function loadMethodList<Answer extends MethodsAnswer>(
  cashier: Cashier,
  request: {
    key: string;
    force?: boolean;
    methods(api: Api, signal: AbortSignal): Promise<Answer>;
    /** What the list is on: the error page goes back there. */
    listPath: string;
    /** The answer is in the store: what this list does with the rest of it. */
    loaded(answer: Answer): void;
    /** Where this list is kept between visits: shown from there at once, then replaced by the fresh answer. */
    keeper?: ListKeeper;
  },
): Promise<void> {
  const { store } = cashier;
  const { key, keeper } = request;
  if (!request.force && store.methods.key === key && store.methods.status !== 'error') return;
  store.methods = { status: 'loading', key, groups: [], methods: [], direct: false };
  const api = cashier.api();
  const hadGeo = store.geo.status === 'loaded';
  const fresh = withCallTimeout((signal) => Promise.all([hadGeo ? null : getCountrySelector(api, signal), request.methods(api, signal)]), cashier.sessionSignal());
  // The kept list, if it comes before the fresh one (it is read beside the request, never before it).
  let keptShown = false;
  if (!request.force) {
    void keeper?.read().then((kept) => {
      if (!kept || store.methods.key !== key || store.methods.status !== 'loading') return;
      keptShown = true;
      store.methods = { status: 'loaded', key, groups: ref(kept.list.paymentGroups), methods: ref(kept.list.paymentMethods), direct: false, stale: true };
      if (kept.geo && store.geo.status !== 'loaded') store.geo = { enabled: kept.geo.isGeoSelectorEnabled, countries: kept.geo.countries, status: 'loaded' };
    });
  }
  try {
    const [geo, answer] = await fresh;
    if (store.methods.key !== key) return; // a newer request (another country) replaced this one
    if (geo) store.geo = { enabled: geo.isGeoSelectorEnabled, countries: geo.countries, status: 'loaded' };
    store.methods = { status: 'loaded', key, groups: ref(answer.paymentGroups), methods: ref(answer.paymentMethods), direct: !!answer.direct };
    keeper?.refreshed(answer, keptShown);
    request.loaded(answer);
  } catch (thrown) {
    const error = toCashierError(thrown);
    if (error.kind === 'aborted' || store.methods.key !== key) return;
    store.methods.status = 'error';
    goToError(cashier, error, request.listPath);
  }
}

/**
 * A list kept between visits (state/keptList.ts, loaded beside the first request): `refreshed`
 * is given the fresh answer, in the store, and whether the kept list was shown before it.
 */
export interface ListKeeper {
  read(): Promise<KeptList | null>;
  refreshed(answer: MethodsAnswer, keptShown: boolean): void;
}

/** A list with no method: true when there is nothing to choose from. */
export const isEmptyList = (answer: MethodsAnswer): boolean => answer.paymentGroups.length === 0 && answer.paymentMethods.length === 0;
