import { useState } from 'react';
import type { DepositCreated } from '../../api/contract/deposit';
import type { PaymentMethod } from '../../api/contract/methods';
import { fractionDigits } from '../../i18n/currencies';
import { formatAmount } from '../../i18n/format';
import { useCashier, useLocale, useT } from '../../ui/context';
import { Countdown } from '../../ui/countdown/Countdown';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { CreatedDepositPage } from '../../screens/deposit/CreatedDepositPage';
import { InvoiceActions } from '../../screens/deposit/InvoiceActions';
import { hostToHostInvoice } from './invoice';

/**
 * Spec §2 host-to-host invoice: where to transfer the money, each line copyable, the time left to
 * do it, and the status followed to the complete page. Paid tells the backend the transfer is made;
 * once the time is up the invoice can no longer be paid and the player is offered a new deposit.
 */
export default function HostToHostPage() {
  return <CreatedDepositPage>{(deposit) => <Invoice {...deposit} />}</CreatedDepositPage>;
}

function Invoice({ method, response }: { method: PaymentMethod; response: DepositCreated }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const [expired, setExpired] = useState(false);
  const invoice = hostToHostInvoice(response, method);
  const currency = invoice.currency ?? cashier.store.currency;
  const amountRow = invoice.amount === null
    ? []
    : [{ name: 'amount', title: t('form.amountInput.label', { currency }), value: invoice.amount.toFixed(fractionDigits(currency)), isCopyable: true }];
  return (
    <>
      {invoice.amount !== null ? (
        <p className="annotation">{t('invoice.transfer', { amount: formatAmount(locale, invoice.amount, currency) })}</p>
      ) : null}
      {invoice.endsAt !== null ? <Countdown endsAt={invoice.endsAt} onExpire={() => setExpired(true)} /> : null}
      <RequisitesList requisites={[...amountRow, ...invoice.rows]} />
      <InvoiceActions expired={expired} />
    </>
  );
}
