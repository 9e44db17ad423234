import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DepositCreated } from '../../contract/deposit';
import type { PaymentMethod } from '../../contract/methods';
import { CreatedDepositPage } from '../../screens/deposit/CreatedDepositPage';
import { CancelInvoiceButton, InvoiceActions } from '../../screens/deposit/InvoiceActions';
import { useInvoiceAmount } from '../../screens/deposit/invoiceAmount';
import { completePathForDeposit } from '../../state/actions/invoice';
import { invoiceDeadline } from '../../state/deposit/invoiceDeadline';
import { useCashier, useT } from '../../ui/context';
import { Countdown } from '../../ui/countdown/Countdown';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { TextField } from '../../ui/TextField';
import { p2pCardOf, p2pInvoiceRows } from './invoice';
import { SealedCardNumber } from './SealedCardNumber';
import { confirmationIdProblem, needsConfirmationId, p2pWarningKey } from './warning';
import { Warning } from '../../ui/Warning';

/**
 * Spec §2 "P2P invoice": where to transfer, each line copyable, the time left to do it; Paid
 * (deposit-complete) goes to the complete page, Cancel (deposit-cancel) gives the invoice up. The
 * status is followed meanwhile (pushed, or polled every 5 s), so an invoice paid, cancelled or
 * expired elsewhere ends here too: declined or credited as any deposit, and paid (PAYED) before
 * its code is final as after the player's own Paid, on the complete page, being processed.
 */
export default function P2pInvoicePage() {
  return <CreatedDepositPage>{(deposit) => <Invoice {...deposit} />}</CreatedDepositPage>;
}

function Invoice({ method, response }: { method: PaymentMethod; response: DepositCreated }) {
  const cashier = useCashier();
  const t = useT();
  const { deposit } = useSnapshot(cashier.store);
  const [expired, setExpired] = useState(false);
  const [confirmationId, setConfirmationId] = useState('');
  const [confirmationTouched, setConfirmationTouched] = useState(false);
  const data = response.data ?? {};
  const card = p2pCardOf(response);
  const amount = useInvoiceAmount(data.payment_amount, data.payment_currency ?? cashier.store.currency);
  const endsAt = invoiceDeadline(data);
  const warning = p2pWarningKey(method.name, card);
  const askConfirmation = needsConfirmationId(method.name) && !expired;
  const confirmationError = confirmationTouched ? confirmationIdProblem(confirmationId, true) : null;
  // Accepted on an invoice is the backend's word (PAYED before a final code, see p2pNamedEnd): the
  // deposit is being processed, which the complete page says, as after the player's own Paid.
  const paid = deposit.status.status === 'accepted';
  useEffect(() => {
    if (paid) cashier.nav.navigate(completePathForDeposit(cashier));
  }, [cashier, paid]);
  return (
    <>
      {amount.note ? <p className="annotation">{amount.note}</p> : null}
      {endsAt !== null ? <Countdown endsAt={endsAt} onExpire={() => setExpired(true)} /> : null}
      <RequisitesList requisites={[...amount.rows, ...p2pInvoiceRows(card, card?.encoded ? <SealedCardNumber sealed={card.encoded} /> : undefined)]} share />
      {warning ? <Warning>{t(warning)}</Warning> : null}
      {askConfirmation ? (
        <TextField
          label={t('p2p.confirmationId.label')}
          value={confirmationId}
          placeholder=""
          inputMode="numeric"
          autoComplete="off"
          error={confirmationError ? t(confirmationError) : null}
          onChange={setConfirmationId}
          onBlur={() => setConfirmationTouched(true)}
          onFocus={() => {}}
        />
      ) : null}
      <InvoiceActions
        expired={expired}
        beforePaid={() => {
          if (!askConfirmation) return {};
          setConfirmationTouched(true);
          return confirmationIdProblem(confirmationId, true) ? null : { confirmationId: confirmationId.trim() };
        }}
      />
      {expired ? null : <CancelInvoiceButton />}
    </>
  );
}
