import { useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { Transaction } from '../contract/history';
import { networkLabel } from '../crypto/chains';
import { formatDate } from '../i18n/format';
import { formatAmount } from '../i18n/formatAmount';
import { Page, RouteMetaContext } from '../screens/Page';
import { stepBack } from '../state/actions/navigation';
import { showErrorNotice } from '../state/actions/notice';
import { useCashier, useT } from '../ui/context';
import { RequisitesList, type Requisite } from '../ui/requisites/RequisitesList';
import type { Translate } from '../ui/context';
import { MethodIcon } from '../ui/MethodIcon';
import { SafeExternalLink } from '../ui/SafeExternalLink';
import { cancelHistoryWithdrawal, checkDeposit, followHistory, type HistoryActionResult, openDepositPage } from './historyActions';
import { COMPLETE_PATH } from '../routes/paths';
import { FlowTableContext } from '../ui/flowTableContext';
import { canCancel, explorerLinkOf, kindWordOf, isPending, methodNameOf, signedAmount } from './historyRules';
import { HISTORY_PATH } from './paths';
import { StatusText } from './TransactionRow';

/** Everything the answer gives, as rows; the id and the hash, which the player may need elsewhere, to copy. */
function detailsOf(transaction: Transaction, locale: string, t: Translate): Requisite[] {
  const { boxId, payoutAmount, payoutCurrency, network, txHash } = transaction;
  return [
    { name: 'kind', title: t('history.kind'), value: t(`history.kind.${kindWordOf(transaction)}`) },
    { name: 'date', title: t('history.date'), value: formatDate(locale, Date.parse(transaction.createdAt)) },
    ...(transaction.updatedAt ? [{ name: 'updated', title: t('history.updated'), value: formatDate(locale, Date.parse(transaction.updatedAt)) }] : []),
    ...(boxId !== undefined ? [{ name: 'box', title: t('history.boxLabel'), value: String(boxId) }] : []),
    ...(payoutAmount !== undefined && payoutCurrency ? [{ name: 'payout', title: t('history.payoutLabel'), value: formatAmount(locale, payoutAmount, payoutCurrency) }] : []),
    ...(network ? [{ name: 'network', title: t('history.network'), value: networkLabel(network) }] : []),
    { name: 'id', title: t('history.id'), value: transaction.id, isCopyable: true },
    ...(txHash ? [{ name: 'hash', title: t('history.hash'), value: txHash, isCopyable: true }] : []),
  ];
}

/**
 * One transaction of the history (DESIGN §2): everything its answer gives, the id and hash to copy,
 * a crypto transfer's explorer link (safe-link rule), and what the player can do: Check status for
 * a pending deposit, the deposit's own page where the mode has one, Cancel for a withdrawal the
 * backend says may still be cancelled (one cancel, however many presses).
 */
export default function TransactionPage() {
  const cashier = useCashier();
  const t = useT();
  const meta = useContext(RouteMetaContext);
  const query = new URLSearchParams(useSearch());
  const { history, locale } = useSnapshot(cashier.store);
  const transaction = history.items.find((item) => item.kind === query.get('kind') && item.id === query.get('id')) as Transaction | undefined;
  const [said, setSaid] = useState<string | null>(null);
  // The deposit's own page, where the mode has one (a deposit tree's complete page; a withdrawal cashier has none).
  const hasDepositPage = useContext(FlowTableContext)?.routes.some((route) => route.path === COMPLETE_PATH) ?? false;

  useEffect(() => followHistory(cashier), [cashier]);
  // Reached by an address the history has not shown (a restarted session): the history itself.
  useEffect(() => {
    if (!transaction) cashier.nav.rewindTo(HISTORY_PATH);
  }, [cashier, transaction]);
  if (!transaction) return null;

  const busy = history.busy.includes(`${transaction.kind}:${transaction.id}`);
  const settle = (result: HistoryActionResult, done: string) => {
    if (result === 'busy') return;
    if (result.ok) setSaid(t(done));
    else void showErrorNotice(cashier, result.error);
  };
  const explorer = explorerLinkOf(transaction);
  const name = methodNameOf(transaction, locale);
  return (
    <Page title={t('history.transaction')} heading={name} mark={<MethodIcon id={transaction.paymentMethod} />} onBack={() => stepBack(cashier, meta)}>
      <p className={`history-total history-row__amount--${transaction.kind}`}>{signedAmount(locale, transaction)}</p>
      <p className="history-total__status" aria-live="polite">
        <StatusText transaction={transaction} />
      </p>
      <RequisitesList heading={false} requisites={detailsOf(transaction, locale, t)} />
      {explorer ? (
        <SafeExternalLink className="button button--secondary" href={explorer} base="">
          {t('history.explorer')}
        </SafeExternalLink>
      ) : null}
      {said ? (
        <p className="annotation" role="status">
          {said}
        </p>
      ) : null}
      {transaction.kind === 'deposit' && isPending(transaction) ? (
        <button type="button" className="button button--primary" part="button-primary" aria-disabled={busy} onClick={async () => busy || settle(await checkDeposit(cashier, transaction), 'history.checked')}>
          {t('history.check')}
        </button>
      ) : null}
      {transaction.kind === 'deposit' && hasDepositPage ? (
        <button type="button" className="button button--secondary" onClick={() => openDepositPage(cashier, transaction, COMPLETE_PATH)}>
          {t('history.openDeposit')}
        </button>
      ) : null}
      {canCancel(transaction) ? (
        <button type="button" className="button button--secondary" aria-disabled={busy} onClick={async () => busy || settle(await cancelHistoryWithdrawal(cashier, transaction), 'history.cancelled')}>
          {t('history.cancel')}
        </button>
      ) : null}
    </Page>
  );
}
