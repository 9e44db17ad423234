import { ref } from 'valtio/vanilla';
import { getCountrySelector } from '../../api/getCountrySelector';
import { goToError } from '../../state/actions/goToError';
import type { Cashier } from '../../state/cashier';
import { EMPTY_PATH } from '../../routes/paths';
import { runBatch } from '../../transport/batch';
import { toCashierError } from '../../transport/errors';
import { getWithdrawalMethods, getWithdrawalMethodsV4 } from '../../api/getWithdrawalMethods';
import { WITHDRAWAL_LIST_PATH } from './paths';
import { emptyWithdrawal, type WithdrawalState } from '../../state/withdrawal';

/** The withdrawal slice of this session, made on its first use in the session. */
export function withdrawalState(cashier: Cashier): WithdrawalState {
  const { store } = cashier;
  const session = cashier.sessionSignal();
  if (store.withdrawal?.session !== session) store.withdrawal = Object.assign(emptyWithdrawal(), { session: ref(session) });
  return store.withdrawal;
}

/**
 * Spec §2 "Withdrawal list": the country selector and the withdrawal methods with the player's
 * accounts, as one batch (30 s, then the error route): by country and currency (methods-withdrawal),
 * or by currency alone when no country is known (methods-withdrawal-v4: the backend knows the player's). No methods ('Empty withdrawal methods'): the empty page, for a withdrawal.
 */
export async function loadWithdrawalList(cashier: Cashier, options: { force?: boolean } = {}): Promise<void> {
  const { store } = cashier;
  const state = withdrawalState(cashier);
  const key = `withdrawal:${store.country}:${store.currency}`;
  if (!options.force && store.methods.key === key && store.methods.status !== 'error') return;
  store.methods = { status: 'loading', key, groups: [], methods: [], direct: false };
  const api = cashier.api();
  try {
    const [geo, answer] = await runBatch(
      (signal) =>
        Promise.all([
          store.geo.status === 'loaded' ? null : getCountrySelector(api, signal),
          store.country
            ? getWithdrawalMethods(api, { country: store.country, currency: store.currency }, signal)
            : getWithdrawalMethodsV4(api, { currency: store.currency }, signal),
        ]),
      cashier.sessionSignal(),
    );
    if (store.methods.key !== key) return;
    if (geo) store.geo = { enabled: geo.isGeoSelectorEnabled, countries: geo.countries, status: 'loaded' };
    store.methods = { status: 'loaded', key, groups: ref(answer.paymentGroups), methods: ref(answer.paymentMethods), direct: false };
    state.accounts = answer.accounts;
    if (!answer.accounts.some((account) => account.type === state.accountType) && answer.accounts[0]) state.accountType = answer.accounts[0].type;
    if (answer.paymentGroups.length === 0 && answer.paymentMethods.length === 0) {
      console.warn('[payment-cashier] Empty withdrawal methods');
      cashier.nav.navigate(`${EMPTY_PATH}?transaction=withdrawal`, { replace: true });
    }
  } catch (thrown) {
    const error = toCashierError(thrown);
    if (error.kind === 'aborted' || store.methods.key !== key) return;
    store.methods.status = 'error';
    goToError(cashier, error, WITHDRAWAL_LIST_PATH);
  }
}
