import { useEffect } from 'react';
import { DepositForm } from '../../screens/deposit/form/DepositForm';
import { useDepositForm } from '../../screens/deposit/form/useDepositForm';
import { MethodBanner, MethodGuide } from '../../screens/deposit/MethodExtras';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useCreateWithTab } from '../../screens/deposit/useCreateWithTab';
import { Page } from '../../screens/Page';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { openExistingInvoice } from './openInvoice';
import { P2P_INVOICE_PATH } from './paths';
import { p2pCreate } from './p2pCreate';

/**
 * Spec §2 "Peer-to-peer base": the amount (limits, hint, chips), the annotation banner, Deposit
 * and the guide. An invoice still open with the method opens again instead (deposit-check);
 * Deposit creates the invoice (deposit-create-p2p), paid outside the widget, so no window opens.
 */
export default function P2pBasePage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const state = useDepositForm(method);
  const { create } = useCreateWithTab(method, () => p2pCreate);
  const methodName = method?.name;

  useEffect(() => {
    if (!methodName) return;
    const check = new AbortController();
    void openExistingInvoice(cashier, { name: methodName }, AbortSignal.any([check.signal, cashier.sessionSignal()]));
    return () => check.abort();
  }, [cashier, methodName]);

  if (!method) return null;
  return (
    <Page title={t('title.deposit')} heading={localizedText(method.text, locale)}>
      <MethodBanner method={method} />
      <DepositForm method={method} state={state} onValid={(deposit) => create(deposit, P2P_INVOICE_PATH, false)} footer={<MethodGuide method={method} />} />
    </Page>
  );
}
