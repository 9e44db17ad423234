import { useSnapshot } from 'valtio';
import type { AccountType } from '../../contract/withdrawal';
import { formatAmount } from '../../i18n/formatAmount';
import { useCashier, useLocale, useT } from '../../ui/context';
import { accountTitleKey, type ShownAccount, shownAccounts } from '../../payout/withdrawalRules';
import { WITHDRAWAL_SLICE } from '../../payout/withdrawalSlice';
import { useOwnSlice } from '../../ui/useOwnSlice';


/** An account's name, balance and what may be withdrawn from it now. */
function AccountLines({ account }: { account: ShownAccount }) {
  const t = useT();
  const locale = useLocale();
  const money = (value: number) => formatAmount(locale, value, account.currency);
  return (
    <>
      <span className="account__name">{t(accountTitleKey(account.type))}</span>
      <span className="account__balance">{t('withdrawal.account.balance', { amount: money(account.balance) })}</span>
      {account.withdrawable !== undefined ? (
        <span className="account__withdrawable">{t('withdrawal.account.withdrawable', { amount: money(account.withdrawable) })}</span>
      ) : null}
    </>
  );
}

/** The list's summary of the player's accounts (the handshake's balance until the backend's accounts come). */
export function AccountSummary() {
  const t = useT();
  const cashier = useCashier();
  const { handshake } = useSnapshot(cashier.store);
  const withdrawal = useOwnSlice(WITHDRAWAL_SLICE);
  // Only this session's accounts: another player's or another session's are not these.
  const own = withdrawal?.session === cashier.sessionSignal() ? withdrawal.accounts : [];
  const accounts = shownAccounts(own, handshake?.user.balanceData?.primary);
  if (!accounts.length) return null;
  return (
    <ul className="accounts accounts--summary" aria-label={t('withdrawal.accounts')}>
      {accounts.map((account) => (
        <li key={account.type} className="account">
          <AccountLines account={account} />
        </li>
      ))}
    </ul>
  );
}

/** Spec §3: the account a withdrawal comes out of, main or additional, each with its balances. */
export function AccountChoice({ value, onChange }: { value: AccountType; onChange(type: AccountType): void }) {
  const t = useT();
  const accounts = useOwnSlice(WITHDRAWAL_SLICE)?.accounts ?? [];
  if (accounts.length < 2) return null;
  return (
    <fieldset className="accounts accounts--choice">
      <legend className="field__label">{t('withdrawal.account.choose')}</legend>
      {accounts.map((account) => (
        <label key={account.type} className="account account--choice" part="account">
          <input type="radio" name="account" value={account.type} checked={account.type === value} onChange={() => onChange(account.type)} />
          <span className="account__lines">
            <AccountLines account={account} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
