import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DepositCreated } from '../../api/contract';
import { invoiceDeadline } from '../../state/deposit/invoiceDeadline';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { Countdown } from '../../ui/countdown/Countdown';
import { InvoiceActions } from '../../screens/deposit/InvoiceActions';
import { QrPayment } from '../../screens/deposit/QrPayment';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useFollowDeposit } from '../../screens/deposit/useFollowDeposit';
import { Page } from '../../screens/Page';

/** Spec §2 Pix page: the QR code or pay button, the "copia e cola" code to copy, and Paid. */
export default function PixPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const { deposit } = useSnapshot(cashier.store);
  const [expired, setExpired] = useState(false);
  useFollowDeposit();
  if (!method || !deposit.response) return null;
  const data = (deposit.response as DepositCreated).data ?? {};
  const endsAt = data.created ? invoiceDeadline(data, method.cardViewType) : null;
  return (
    <Page title={t('title.deposit')}>
      <h3 className="page__heading">{localizedText(method.text, locale)}</h3>
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
    </Page>
  );
}
