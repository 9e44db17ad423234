import { useState } from 'react';
import type { DepositCreated } from '../../contract/deposit';
import type { PaymentMethod } from '../../contract/methods';
import { useCashier } from '../../ui/context';
import { Countdown } from '../../ui/countdown/Countdown';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { CreatedDepositPage } from '../../screens/deposit/CreatedDepositPage';
import { InvoiceActions } from '../../screens/deposit/InvoiceActions';
import { useInvoiceAmount } from '../../screens/deposit/invoiceAmount';
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
  const [expired, setExpired] = useState(false);
  const invoice = hostToHostInvoice(response, method);
  const amount = useInvoiceAmount(invoice.amount, invoice.currency ?? cashier.store.currency);
  return (
    <>
      {amount.note ? <p className="annotation">{amount.note}</p> : null}
      {invoice.endsAt !== null ? <Countdown endsAt={invoice.endsAt} onExpire={() => setExpired(true)} /> : null}
      <RequisitesList requisites={[...amount.rows, ...invoice.rows]} share />
      <InvoiceActions expired={expired} />
    </>
  );
}
