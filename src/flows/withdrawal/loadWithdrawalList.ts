import { isEmptyList, loadMethodList } from '../../state/actions/loadMethodList';
import type { Cashier } from '../../state/cashier';
import { EMPTY_PATH } from '../../routes/paths';
import { getWithdrawalMethods, getWithdrawalMethodsV4 } from '../../api/getWithdrawalMethods';
import { WITHDRAWAL_LIST_PATH } from '../../payout/paths';
import { withdrawalState } from '../../payout/withdrawalState';

/**
 * Spec §2 "Withdrawal list": the country selector and the withdrawal methods with the player's
 * accounts, as one batch (30 s, then the error route): by country and currency (methods-withdrawal),
 * or by currency alone when no country is known (methods-withdrawal-v4: the backend knows the player's). No methods ('Empty withdrawal methods'): the empty page, for a withdrawal.
 */
export function loadWithdrawalList(cashier: Cashier, options: { force?: boolean } = {}): Promise<void> {
  const { store } = cashier;
  const state = withdrawalState(cashier);
  return loadMethodList(cashier, {
    key: `withdrawal:${store.country}:${store.currency}`,
    force: options.force,
    listPath: WITHDRAWAL_LIST_PATH,
    methods: (api, signal) =>
      store.country
        ? getWithdrawalMethods(api, { country: store.country, currency: store.currency }, signal)
        : getWithdrawalMethodsV4(api, { currency: store.currency }, signal),
    loaded(answer) {
      state.accounts = answer.accounts;
      state.fees = answer.fees ?? null;
      if (!answer.accounts.some((account) => account.type === state.accountType) && answer.accounts[0]) state.accountType = answer.accounts[0].type;
      if (!isEmptyList(answer)) return;
      console.warn('[payment-cashier] Empty withdrawal methods');
      cashier.nav.navigate(`${EMPTY_PATH}?transaction=withdrawal`, { replace: true });
    },
  });
}
