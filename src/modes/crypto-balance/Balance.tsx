import { useSnapshot } from 'valtio';
import { formatAmount } from '../../i18n/formatAmount';
import { useCashier, useLocale, useT } from '../../ui/context';
import { useConversion } from '../../screens/common/useConversion';

/**
 * The player's balance above a deposit tab (the handshake's `balanceData`), and what it is worth
 * in the tab's currency at today's rate when that is another (payment-convert-v2; shown only once
 * known). The withdrawal list shows the accounts the backend answers instead (AccountSummary).
 */
export function Balance() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { handshake, currency } = useSnapshot(cashier.store);
  const primary = handshake?.user.balanceData?.primary;
  const deposit = cashier.mode().transaction === 'deposit';
  const other = primary !== undefined && primary.currency.toUpperCase() !== currency.toUpperCase();
  const worth = useConversion(deposit && other ? { amount: primary.amount, from: primary.currency, to: currency } : null);
  if (!deposit || !primary) return null;
  return (
    <p className="balance" part="balance">
      <span className="balance__amount">{t('withdrawal.account.balance', { amount: formatAmount(locale, primary.amount, primary.currency) })}</span>
      {worth !== null ? <span className="balance__worth">{t('sweep.worth', { amount: formatAmount(locale, worth, currency) })}</span> : null}
    </p>
  );
}
