import { useState } from 'react';
import type { DepositCreated } from '../../contract/deposit';
import { invoiceDeadline } from '../../state/deposit/invoiceDeadline';
import { useT } from '../../ui/context';
import { Countdown } from '../../ui/countdown/Countdown';
import { CreatedDepositPage } from '../../screens/deposit/CreatedDepositPage';
import { InvoiceActions } from '../../screens/deposit/InvoiceActions';
import { QrPayment } from '../../screens/deposit/QrPayment';

/** Spec §2 Pix page: the QR code or pay button, the "copia e cola" code to copy, and Paid. */
export default function PixPage() {
  return <CreatedDepositPage>{({ response }) => <PixPayment response={response} />}</CreatedDepositPage>;
}

function PixPayment({ response }: { response: DepositCreated }) {
  const t = useT();
  const [expired, setExpired] = useState(false);
  const data = response.data ?? {};
  const endsAt = data.created ? invoiceDeadline(data) : null;
  return (
    <>
      <p className="annotation">{t('pix.hint')}</p>
      {endsAt !== null ? <Countdown endsAt={endsAt} onExpire={() => setExpired(true)} /> : null}
      {expired ? null : (
        <QrPayment
          qrText={data.qrCodeText}
          qrDataURL={data.qrDataURL}
          payUrl={data.buttonPay}
          payLabel={t('pix.pay')}
          code={data.qrCodeText ? { label: t('pix.code'), value: data.qrCodeText } : undefined}
        />
      )}
      <InvoiceActions expired={expired} />
    </>
  );
}
