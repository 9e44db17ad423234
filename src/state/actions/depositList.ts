import { getPaymentMethods, getPaymentMethodsV3 } from '../../api/getPaymentMethods';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { abTestGroupOf, DEFAULT_PLATFORM_VERSION } from '../../host/handshake';
import { CRYPTO_CURRENCIES } from '../../i18n/currencies';
import { DEPOSIT_LIST_PATH, EMPTY_PATH } from '../../routes/paths';
import type { Cashier } from '../cashier';
import { emptyPayment } from '../store';
import { keepsLists } from '../keptListStorage';
import { listIdentityOf, listOwnerOf } from '../listOwner';
import { localStorageOrNull } from '../localStorageOrNull';
import { isEmptyList, type ListKeeper, loadMethodList } from './loadMethodList';
import { openPage } from './openPage';

/** Spec §8 thrown message: the region has no deposit methods (the empty page). */
export const EMPTY_PAYMENT_METHODS = 'Empty payment methods';

const requestKey = (country: string, currency: string) => `${country}:${currency}`;

const abTestGroup = (cashier: Cashier) => abTestGroupOf(cashier.store.handshake);

/**
 * Where the player's list of this region, currency and language is kept between visits: this
 * browser's storage (state/keptList.ts, a chunk of its own, off the first screen; on a
 * reopen it comes from the browser's cache). A browser that keeps no list (a first visit) loads
 * nothing for it before the list is drawn; the fresh list is kept once the main thread is idle.
 */
function depositListKeeper(cashier: Cashier): ListKeeper {
  const group = abTestGroup(cashier);
  const kept = () => import('../keptList');
  const later = globalThis.requestIdleCallback ?? setTimeout;
  return {
    read: () => {
      const identity = listIdentityOf(cashier, group);
      return keepsLists(localStorageOrNull()) ? kept().then((keeper) => keeper.readListOf(identity), () => null) : Promise.resolve(null);
    },
    // Whose the list is is taken now: by the time the page is idle a new session (another token,
    // perhaps another player) may have started, and the list is not that one's to keep or act on.
    refreshed: (answer, keptShown) => {
      const owner = listOwnerOf(cashier, group);
      void later(() => owner.session.aborted || kept().then((keeper) => keeper.refreshedListOf(cashier, owner, answer, keptShown), () => {}));
    },
  };
}

/**
 * Spec §2 "Deposit list": the methods for the current country and currency, with the country
 * selector, shown from the last visit's copy while the fresh list loads. No methods: the empty page.
 */
export function loadDepositList(cashier: Cashier, options: { force?: boolean } = {}): Promise<void> {
  const { store } = cashier;
  return loadMethodList(cashier, {
    key: requestKey(store.country, store.currency),
    force: options.force,
    listPath: DEPOSIT_LIST_PATH,
    keeper: depositListKeeper(cashier),
    methods: (api, signal) => {
      const request = { country: store.country, abTestGroup: abTestGroup(cashier) };
      // Spec §7, DESIGN §2: methods-payment-v3 for a host of another platform version, the currency a code alone.
      return (store.handshake?.platformVersion ?? DEFAULT_PLATFORM_VERSION) === DEFAULT_PLATFORM_VERSION
        ? getPaymentMethods(api, { ...request, currency: { code: store.currency, type: CRYPTO_CURRENCIES.has(store.currency) ? 'crypto' : 'fiat' } }, signal)
        : getPaymentMethodsV3(api, { ...request, currency: store.currency }, signal);
    },
    loaded(methods) {
      if (!methods.direct && !isEmptyList(methods)) return;
      // The thrown message, for whoever reads the console: the page says it to the player.
      if (!methods.direct) console.warn(`[payment-cashier] ${EMPTY_PAYMENT_METHODS}`);
      const query = new URLSearchParams({ transaction: 'deposit' });
      if (methods.direct) query.set('direct', 'true');
      cashier.nav.navigate(`${EMPTY_PATH}?${query}`, { replace: true });
    },
  });
}

/** Records the method the player goes on with, and the group it was chosen in. */
export function recordMethod(cashier: Cashier, method: PaymentMethod, group?: PaymentGroup): void {
  // Object.assign, not a spread: terser folds a spread of the empty state into one literal that
  // repeats its keys, which every bundler of the package then warns about.
  cashier.store.payment = Object.assign(emptyPayment(), {
    paymentMethod: { name: method.name, cardViewType: method.cardViewType },
    paymentGroup: group ? { name: group.name } : null,
    isCryptocurrency: method.category === 'crypto',
  });
}

/** Records the chosen method and opens the page of the flow that claims it (the redirect flow as the fallback). */
export function chooseMethod(cashier: Cashier, method: PaymentMethod, group?: PaymentGroup): void {
  recordMethod(cashier, method, group);
  cashier.analytics.track('payment_method_click', { paymentMethod: method.name, group: group?.name ?? null });
  cashier.withFlows((flows) => openPage(cashier, flows, flows.methodPath(method, group !== undefined)));
}

export function chooseGroup(cashier: Cashier, group: PaymentGroup): void {
  cashier.store.payment = Object.assign(emptyPayment(), { paymentGroup: { name: group.name } });
  cashier.analytics.track('payment_group_click', { group: group.name });
  cashier.withFlows((flows) => openPage(cashier, flows, flows.groupPath(group)));
}
