import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../contract/methods';
import { formatAmount } from '../../i18n/formatAmount';
import type { ValidDeposit } from '../../screens/deposit/form/useDepositForm';
import { useCashier, useLocale, useT } from '../../ui/context';
import { AccountChoice } from './Accounts';
import { withdrawalState } from '../../payout/withdrawalState';
import { WITHDRAWAL_CONFIRM_PATH } from '../../payout/paths';
import { withinBalance } from '../../payout/withdrawalRules';
import { WITHDRAWAL_SLICE } from '../../payout/withdrawalSlice';
import { useOwnSlice } from '../../ui/useOwnSlice';

/**
 * What an amount page of a withdrawal needs around its form: the method within the chosen
 * account's balance, the account choice (and a word when that account holds too little), and
 * Continue handing the withdrawal to the confirm page.
 */
export function useAccountForm(method: PaymentMethod | undefined): { method: PaymentMethod; enough: boolean; before: ReactNode; onValid(valid: ValidDeposit): void } | null {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { currency, country } = useSnapshot(cashier.store);
  const withdrawal = useOwnSlice(WITHDRAWAL_SLICE);
  if (!method) return null;
  const accountType = withdrawal?.accountType ?? 'main';
  const account = withdrawal?.accounts.find((a) => a.type === accountType);
  const { method: capped, enough, min } = withinBalance(method, currency, country, account);
  return {
    method: capped,
    // An empty account's upper limit of 0 would read as no limit: the form is told it cannot go on.
    enough,
    before: (
      <>
        <AccountChoice value={accountType} onChange={(type) => (withdrawalState(cashier).accountType = type)} />
        {!enough ? (
          <p className="annotation annotation--warning" role="status">
            {t('withdrawal.account.notEnough', { min: formatAmount(locale, min, currency) })}
          </p>
        ) : null}
      </>
    ),
    onValid({ amount, fields }) {
      withdrawalState(cashier).draft = { amount, fields, accountType };
      cashier.nav.navigate(WITHDRAWAL_CONFIRM_PATH);
    },
  };
}
