import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DepositCreated } from '../../api/contract';
import { fractionDigits, formatAmount } from '../../i18n/format';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { Countdown } from '../../ui/countdown/Countdown';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { InvoiceActions } from '../../screens/deposit/InvoiceActions';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useFollowDeposit } from '../../screens/deposit/useFollowDeposit';
import { Page } from '../../screens/Page';
import { hostToHostInvoice } from './invoice';

/**
 * Spec §2 host-to-host invoice: where to transfer the money, each line copyable, the time left to
 * do it, and the status followed to the complete page. Paid tells the backend the transfer is made;
 * once the time is up the invoice can no longer be paid and the player is offered a new deposit.
 */
export default function HostToHostPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const { deposit } = useSnapshot(cashier.store);
  const [expired, setExpired] = useState(false);
  useFollowDeposit();
  if (!method || !deposit.response) return null;

  const invoice = hostToHostInvoice(deposit.response as DepositCreated, method);
  const currency = invoice.currency ?? cashier.store.currency;
  const rows =
    invoice.amount === null
      ? invoice.rows
      : [
          { name: 'amount', title: `${t('requisites.amount')}, ${currency}`, value: invoice.amount.toFixed(fractionDigits(currency)), isCopyable: true },
          ...invoice.rows,
        ];

  return (
    <Page title={t('title.deposit')}>
      <h3 className="page__heading">{localizedText(method.text, locale)}</h3>
      {invoice.amount !== null ? (
        <p className="annotation">{t('invoice.transfer', { amount: formatAmount(locale, invoice.amount, currency) })}</p>
      ) : null}
      {invoice.endsAt !== null ? <Countdown endsAt={invoice.endsAt} onExpire={() => setExpired(true)} /> : null}
      <RequisitesList requisites={rows} />
      <InvoiceActions expired={expired} />
    </Page>
  );
}
