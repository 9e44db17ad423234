import { ref } from 'valtio/vanilla';
import { getCountrySelector } from '../../api/getCountrySelector';
import { getPaymentMethods } from '../../api/getPaymentMethods';
import { CardViewType, type PaymentGroup, type PaymentMethod } from '../../contract/methods';
import { CRYPTO_CURRENCIES } from '../../i18n/currencies';
import { DEPOSIT_LIST_PATH, EMPTY_PATH } from '../../routes/paths';
import { runBatch } from '../../transport/batch';
import { toCashierError } from '../../transport/errors';
import type { Cashier } from '../cashier';
import { emptyPayment } from '../store';
import { goToError } from './goToError';

const requestKey = (country: string, currency: string) => `${country}:${currency}`;

/** The A/B group the backend sorts methods by, from the handshake's experiments. */
const abTestGroup = (cashier: Cashier) => cashier.store.handshake?.experiments[0]?.group;

/**
 * Loads the country selector and the methods for the current country and currency as one batch
 * (spec §2 Guards: 30 s, then the error route). No methods: the empty page.
 */
export async function loadDepositList(cashier: Cashier, options: { force?: boolean } = {}): Promise<void> {
  const { store } = cashier;
  const key = requestKey(store.country, store.currency);
  if (!options.force && store.methods.key === key && store.methods.status !== 'error') return;
  store.methods = { status: 'loading', key, groups: [], methods: [], direct: false };
  const api = cashier.api();
  try {
    const [geo, methods] = await runBatch(
      (signal) =>
        Promise.all([
          store.geo.status === 'loaded' ? null : getCountrySelector(api, signal),
          getPaymentMethods(
            api,
            {
              country: store.country,
              currency: { code: store.currency, type: CRYPTO_CURRENCIES.has(store.currency) ? 'crypto' : 'fiat' },
              abTestGroup: abTestGroup(cashier),
            },
            signal,
          ),
        ]),
      cashier.sessionSignal(),
    );
    if (store.methods.key !== key) return; // a newer request (another country) replaced this one
    if (geo) store.geo = { enabled: geo.isGeoSelectorEnabled, countries: geo.countries, status: 'loaded' };
    // The list is replaced whole, never changed in place: kept out of valtio's deep proxies, which
    // cost 20 ms and a collection for 200 methods, and made every read in the list a tracked one.
    store.methods = { status: 'loaded', key, groups: ref(methods.paymentGroups), methods: ref(methods.paymentMethods), direct: !!methods.direct };
    if (methods.direct || (methods.paymentGroups.length === 0 && methods.paymentMethods.length === 0)) {
      const query = new URLSearchParams({ transaction: 'deposit' });
      if (methods.direct) query.set('direct', 'true');
      cashier.nav.navigate(`${EMPTY_PATH}?${query}`, { replace: true });
    }
  } catch (thrown) {
    const error = toCashierError(thrown);
    if (error.kind === 'aborted' || store.methods.key !== key) return;
    store.methods.status = 'error';
    goToError(cashier, error, DEPOSIT_LIST_PATH);
  }
}

/** Records the chosen method and opens the page of the flow that claims it (the redirect flow as the fallback). */
export function chooseMethod(cashier: Cashier, method: PaymentMethod, group?: PaymentGroup): void {
  const { store } = cashier;
  // Object.assign, not a spread: terser folds a spread of the empty state into one literal that
  // repeats its keys, which every bundler of the package then warns about.
  store.payment = Object.assign(emptyPayment(), {
    paymentMethod: { name: method.name, cardViewType: method.cardViewType },
    paymentGroup: group ? { name: group.name } : null,
    isCryptocurrency: method.category === 'crypto',
    isOnRamp: method.cardViewType === CardViewType.onramp,
  });
  cashier.analytics.track('payment_method_click', { paymentMethod: method.name, group: group?.name ?? null });
  cashier.withFlows((flows) => cashier.nav.navigate(flows.methodPath(method, group !== undefined)));
}

export function chooseGroup(cashier: Cashier, group: PaymentGroup): void {
  cashier.store.payment = Object.assign(emptyPayment(), { paymentGroup: { name: group.name } });
  cashier.analytics.track('payment_group_click', { group: group.name });
  cashier.withFlows((flows) => cashier.nav.navigate(flows.groupPath(group)));
}
