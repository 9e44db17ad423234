import { type ReactNode, useContext, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { type PaymentSource, redirectHere } from '../../payment/paymentSource';
import { openSource, windowForPress } from '../../payment/openSource';
import { internalPath } from '../../routes/internalPath';
import { COMPLETE_PATH, DEPOSIT_LIST_PATH } from '../../routes/paths';
import { closeCashier } from '../../state/actions/navigation';
import { rememberLeaving } from '../../state/actions/returnFromPayment';
import type { Cashier } from '../../state/cashier';
import { watchDepositStatus } from '../../state/actions/watchDepositStatus';
import {
  COMPLETE_PAGE_WAITING_TIMEOUT_MS, completeAction, displayOf, initialCompleteStatus, isFinal,
} from '../../state/deposit/status';
import { formatDate } from '../../i18n/format';
import { formatAmount } from '../../i18n/formatAmount';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { CloseIcon, Spinner } from '../../ui/icons';
import { CheckIcon, ClockIcon } from '../../ui/pageIcons';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { useChosenMethod } from '../deposit/useChosenMethod';
import { Page, RouteMetaContext } from '../Page';
import { acceptWaiting, showStatus } from '../../state/actions/complete';
import { forgetDeposit } from '../../state/deposit/recordDeposit';
import { FlowTableContext } from '../../ui/flowTableContext';


/**
 * Spec §4 complete page: the status from the query (then cleared), the store, pushes or polling;
 * waiting turns to accepted after 60 s, or the deposit's flow's own wait; leaving resets the
 * deposit. What the flows add through the table: their words for the status, rows of the summary,
 * and a part under the status. `bought`: what a mode sold with the deposit (the sweepstakes box),
 * shown beside the status.
 */
export default function CompletePage({ bought }: { bought?: ReactNode }) {
  const cashier = useCashier();
  const t = useT();
  const table = useContext(FlowTableContext);
  const CompleteExtra = table?.CompleteExtra;
  const search = useSearch();
  const snapshot = useSnapshot(cashier.store);
  const query = new URLSearchParams(search);
  const backTo = internalPath(query.get('to'), DEPOSIT_LIST_PATH);
  const transaction = useContext(RouteMetaContext).transaction ?? 'deposit';

  // Once, on arrival: the starting status, and the status query cleared from the address.
  useEffect(() => {
    const { store } = cashier;
    const depositId = store.deposit.status.depositId ?? store.deposit.response?.depositId ?? null;
    const status = initialCompleteStatus({
      transaction,
      queryStatus: query.get('status'),
      isCrypto: store.payment.isCryptocurrency,
      store: store.deposit.status,
      depositId,
    });
    showStatus(cashier, depositId, status);
    if (query.has('status')) {
      query.delete('status');
      const rest = query.toString();
      cashier.nav.navigate(`${COMPLETE_PATH}${rest ? `?${rest}` : ''}`, { replace: true });
    }
  }, [cashier]);

  useEffect(() => {
    const { store } = cashier;
    const shown = store.deposit;
    const depositId = store.deposit.status.depositId;
    const method = store.payment.paymentMethod;
    const stopWatching = depositId ? watchDepositStatus(cashier, depositId, { paymentMethod: method?.name, namedEnd: table?.namedEnd }) : () => {};
    // 60 s, or the flow's own wait (the on-ramp's 5 minutes; none for a crypto transfer, whose confirmations decide).
    const waitMs = table ? table.completeWaitMs(method, store, COMPLETE_PAGE_WAITING_TIMEOUT_MS) : COMPLETE_PAGE_WAITING_TIMEOUT_MS;
    const timeout = Number.isFinite(waitMs) ? setTimeout(() => acceptWaiting(cashier), waitMs) : undefined;
    return () => {
      stopWatching();
      clearTimeout(timeout);
      // Leaving resets the data and sets waiting (what the player typed stays): this
      // page's, not a deposit another crypto-balance tab brought back meanwhile.
      if (store.deposit === shown) forgetDeposit(cashier.store);
    };
  }, [cashier]);

  const { deposit, payment, handshake } = snapshot;
  const display = displayOf(deposit.status.status);
  const statusWords = { title: `complete.${display}.title`, text: `complete.${display}.text` };
  const words = table ? table.completeWords(snapshot, display, statusWords) : statusWords;
  useEffect(() => {
    cashier.analytics.track('form_view', { status: display, paymentMethod: payment.paymentMethod?.name ?? null });
  }, [cashier, display, payment.paymentMethod?.name]);

  const action = completeAction(deposit.status.status);
  const canClose = handshake?.closingButton ?? true;
  const source = deposit.response?.source as PaymentSource | undefined;
  return (
    <Page title={t('title.deposit')}>
      <div className={`status status--${display}`} role="status" data-status={deposit.status.status}>
        {display === 'progress' ? (
          <Spinner className="loader__spinner" />
        ) : (
          <span className="status__icon">
            {display === 'success' ? <CheckIcon /> : display === 'decline' ? <CloseIcon /> : <ClockIcon />}
          </span>
        )}
        <p className="status__title">{t(words.title)}</p>
        <p className="status__text">{t(words.text)}</p>
      </div>
      {CompleteExtra ? <CompleteExtra /> : null}
      {bought}
      <DepositSummary />
      {display === 'progress' && deposit.opening === 'blocked' && source ? (
        <div className="notice">
          <p className="notice__text">{t('deposit.window.blocked')}</p>
          <button type="button" className="button button--primary" onClick={() => leaveForPayment(cashier, source)}>
            {t('deposit.window.continueHere')}
          </button>
        </div>
      ) : null}
      {action === 'close' && canClose ? (
        <button type="button" className="button button--primary" part="button-primary" onClick={() => closeCashier(cashier)}>
          {t('complete.close')}
        </button>
      ) : null}
      {action === 'close' && !canClose ? (
        // The host shows no Close (closing-button="false"): the way on is another deposit.
        <button type="button" className="button button--primary" part="button-primary" onClick={() => cashier.nav.rewindTo(DEPOSIT_LIST_PATH)}>
          {t('invoice.newDeposit')}
        </button>
      ) : null}
      {action === 'retry' ? (
        <button type="button" className="button button--primary" part="button-primary" onClick={() => cashier.nav.rewindTo(backTo)}>
          {t('complete.retry')}
        </button>
      ) : null}
      {isFinal(deposit.status.status) ? null : (
        <WhileWaiting source={deposit.opening === 'opened' || deposit.opening === 'handed-over' ? source : undefined} />
      )}
    </Page>
  );
}

/** Pays in this tab: what the complete page needs is kept for the provider's return (`returnUrl`). */
function leaveForPayment(cashier: Cashier, source: PaymentSource): void {
  rememberLeaving(cashier);
  redirectHere(source);
}

/** Beside the status: the amount, the method, when and the deposit's reference (for support), when a deposit was made here. */
function DepositSummary() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const table = useContext(FlowTableContext);
  const snapshot = useSnapshot(cashier.store);
  const { deposit } = snapshot;
  const { summary } = deposit;
  if (!summary) return null;
  const rows = [
    { name: 'amount', title: t('requisites.amount'), value: formatAmount(locale, summary.amount, summary.currency) },
    ...(method ? [{ name: 'method', title: t('complete.method'), value: localizedText(method.text, locale) }] : []),
    ...(table ? table.completeRows(snapshot, t) : []),
    { name: 'time', title: t('complete.time'), value: formatDate(locale, summary.createdAt) },
    ...(deposit.status.depositId ? [{ name: 'reference', title: t('complete.reference'), value: deposit.status.depositId, isCopyable: true }] : []),
  ];
  return <RequisitesList heading={t('complete.summary')} requisites={rows} />;
}

/**
 * While no result has come, a player may have closed the payment page or changed their mind:
 * they can open it again, or choose another method (the deposit left unpaid is the backend's to expire).
 */
function WhileWaiting({ source }: { source: PaymentSource | undefined }) {
  const cashier = useCashier();
  const t = useT();
  const reopen = () => {
    const method = cashier.store.payment.paymentMethod;
    if (!source || !method) return;
    // Where the Deposit press sent it: a new window in the click (a native app's browser has none), this tab when it is refused.
    if (openSource(cashier, method, source, windowForPress(cashier, method)) === 'blocked') leaveForPayment(cashier, source);
  };
  return (
    <div className="actions">
      {source ? (
        <button type="button" className="button button--secondary" onClick={reopen}>
          {t('complete.reopen')}
        </button>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => cashier.nav.rewindTo(DEPOSIT_LIST_PATH)}>
        {t('complete.otherMethod')}
      </button>
    </div>
  );
}
