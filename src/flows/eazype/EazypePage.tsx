import { useT } from '../../ui/context';
import { CreatedDepositPage } from '../../screens/deposit/CreatedDepositPage';
import { InvoiceActions } from '../../screens/deposit/InvoiceActions';
import { QrPayment } from '../../screens/deposit/QrPayment';

/** Spec §2 Eazype page: a UPI QR code or a pay button that opens the player's UPI app, and Paid. */
export default function EazypePage() {
  const t = useT();
  return (
    <CreatedDepositPage>
      {({ response }) => (
        <>
          <p className="annotation">{t('eazype.hint')}</p>
          <QrPayment qrText={response.data?.qrCodeText} qrDataURL={response.data?.qrDataURL} payUrl={response.data?.buttonPay} payLabel={t('eazype.pay')} />
          <InvoiceActions expired={false} />
        </>
      )}
    </CreatedDepositPage>
  );
}
