import { isSafeLink } from '../../security/safeLink';
import { useCashier, useT } from '../../ui/context';
import { QrCode } from '../../ui/qr/QrCode';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { SafeExternalLink } from '../../ui/SafeExternalLink';

interface QrPaymentProps {
  /** What the QR code encodes (a Pix code, a UPI link). */
  qrText?: string;
  /** The server's own QR image, when it sends no text. */
  qrDataURL?: string;
  /** A link that opens the player's payment app (spec §3 `buttonPay`), refused when unsafe. */
  payUrl?: string;
  payLabel: string;
  /** The code to copy and paste instead of scanning, with its label. */
  code?: { label: string; value: string };
}

/**
 * Spec §2 Pix and Eazype pages: a QR code or a pay button (both when the server sends both), and
 * the code to copy. With none of them there is nothing to pay with, and the player is told so.
 */
export function QrPayment({ qrText, qrDataURL, payUrl, payLabel, code }: QrPaymentProps) {
  const cashier = useCashier();
  const t = useT();
  const hasQr = !!qrText || !!qrDataURL;
  const pay = payUrl && isSafeLink(payUrl, 'upi') ? payUrl : undefined;
  if (!hasQr && !pay) {
    return (
      <div className="notice notice--error" role="alert">
        <p className="notice__text">{t('provider.error')}</p>
      </div>
    );
  }
  return (
    <>
      {hasQr ? (
        <div className="qr-payment">
          <QrCode text={qrText} qrDataURL={qrDataURL} />
        </div>
      ) : null}
      {code?.value ? <RequisitesList heading={false} requisites={[{ name: 'code', title: code.label, value: code.value, isCopyable: true }]} /> : null}
      {pay ? (
        <SafeExternalLink className="button button--secondary" href={pay} base={cashier.transportConfig()?.apiUrl ?? ''} use="upi">
          {payLabel}
        </SafeExternalLink>
      ) : null}
    </>
  );
}
