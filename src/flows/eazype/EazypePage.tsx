import { useSnapshot } from 'valtio';
import type { DepositCreated } from '../../api/contract';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { InvoiceActions } from '../../screens/deposit/InvoiceActions';
import { QrPayment } from '../../screens/deposit/QrPayment';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useFollowDeposit } from '../../screens/deposit/useFollowDeposit';
import { Page } from '../../screens/Page';

/** Spec §2 Eazype page: a UPI QR code or a pay button that opens the player's UPI app, and Paid. */
export default function EazypePage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const { deposit } = useSnapshot(cashier.store);
  useFollowDeposit();
  if (!method || !deposit.response) return null;
  const data = (deposit.response as DepositCreated).data ?? {};
  return (
    <Page title={t('title.deposit')}>
      <h3 className="page__heading">{localizedText(method.text, locale)}</h3>
      <p className="annotation">{t('eazype.hint')}</p>
      <QrPayment qrText={data.qrCodeText} qrDataURL={data.qrDataURL} payUrl={data.buttonPay} payLabel={t('eazype.pay')} />
      <InvoiceActions expired={false} />
    </Page>
  );
}
