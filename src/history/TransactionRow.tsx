import type { Transaction } from '../contract/history';
import { formatAmount } from '../i18n/formatAmount';
import { MethodIcon } from '../ui/MethodIcon';
import { useT } from '../ui/context';
import { methodNameOf, signedAmount, statusOf, timeOf } from './historyRules';

/** What a row says under the method: when, and a purchase's box or a redemption's payout. */
export function TransactionDetail({ transaction, locale }: { transaction: Transaction; locale: string }) {
  const t = useT();
  const parts = [timeOf(transaction.createdAt, locale)];
  if (transaction.boxId !== undefined) parts.push(t('history.box', { box: String(transaction.boxId) }));
  if (transaction.payoutAmount !== undefined && transaction.payoutCurrency) parts.push(t('history.payout', { amount: formatAmount(locale, transaction.payoutAmount, transaction.payoutCurrency) }));
  return <span className="history-row__detail">{parts.join(' · ')}</span>;
}

/** A status in words, its colour only a mark beside them. */
export function StatusText({ transaction }: { transaction: Transaction }) {
  const t = useT();
  const status = statusOf(transaction);
  return <span className={`history-status history-status--${status}`}>{t(`history.status.${status}`)}</span>;
}

/** One transaction on the history: its method's mark and name, when, the amount with its sign, the status in words. */
export function TransactionRow({ transaction, locale, onOpen }: { transaction: Transaction; locale: string; onOpen(): void }) {
  return (
    <li>
      <button type="button" className="entry history-row" part="transaction" onClick={onOpen}>
        <MethodIcon id={transaction.paymentMethod} />
        <span className="history-row__text">
          <span className="history-row__name">{methodNameOf(transaction, locale)}</span>
          <TransactionDetail transaction={transaction} locale={locale} />
        </span>
        <span className="history-row__end">
          <span className={`history-row__amount history-row__amount--${transaction.kind}`}>{signedAmount(locale, transaction)}</span>
          <StatusText transaction={transaction} />
        </span>
      </button>
    </li>
  );
}
