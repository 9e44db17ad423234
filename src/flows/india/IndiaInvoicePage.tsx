import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DepositCreated } from '../../contract/deposit';
import type { PaymentMethod } from '../../contract/methods';
import { MethodFields } from '../../screens/deposit/form/MethodFields';
import { useFieldsForm } from '../../screens/deposit/form/useFieldsForm';
import { CreatedDepositPage } from '../../screens/deposit/CreatedDepositPage';
import { InvoiceActions } from '../../screens/deposit/InvoiceActions';
import { QrPayment } from '../../screens/deposit/QrPayment';
import { invoiceDeadline } from '../../state/deposit/invoiceDeadline';
import { useInvoiceAmount } from '../../screens/deposit/invoiceAmount';
import { useCashier, useT } from '../../ui/context';
import { Countdown } from '../../ui/countdown/Countdown';
import { RequisitesList } from '../../ui/requisites/RequisitesList';

/**
 * Spec §2 "India invoice": the QR code any UPI app scans, the requisites to copy, the time left,
 * the fields Paid needs, and Paid; the status is followed to the complete page.
 */
export default function IndiaInvoicePage() {
  return <CreatedDepositPage>{(deposit) => <Invoice {...deposit} />}</CreatedDepositPage>;
}

function Invoice({ method, response }: { method: PaymentMethod; response: DepositCreated }) {
  const t = useT();
  const { summary } = useSnapshot(useCashier().store).deposit;
  const amount = useInvoiceAmount(summary?.amount, summary?.currency ?? '');
  const [expired, setExpired] = useState(false);
  const data = response.data ?? {};
  const inputFields = data.inputFields ?? [];
  const fields = useFieldsForm(inputFields, method);
  const endsAt = invoiceDeadline(data);
  return (
    <>
      <p className="annotation">{t('eazype.hint')}</p>
      {endsAt !== null ? <Countdown endsAt={endsAt} onExpire={() => setExpired(true)} /> : null}
      {expired ? null : <QrPayment qrText={data.qrCodeText} payLabel={t('eazype.pay')} />}
      <RequisitesList requisites={[...amount.rows, ...(data.requisites ?? [])]} share />
      {inputFields.length && !expired ? (
        <div className="form">
          <MethodFields method={method.name} fields={inputFields} problems={fields.fieldProblems} shows={fields.shows} round={fields.round} onTrigger={fields.touch} onFocus={fields.untouch} />
        </div>
      ) : null}
      <InvoiceActions
        expired={expired}
        beforePaid={() => {
          if (!inputFields.length) return {};
          const values = fields.check();
          return values ? { fields: values } : null;
        }}
      />
    </>
  );
}
