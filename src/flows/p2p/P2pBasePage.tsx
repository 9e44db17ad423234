import { useEffect } from 'react';
import { InvoiceMethodPage } from '../../screens/deposit/InvoiceMethodPage';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useCashier } from '../../ui/context';
import { CrossBorderCountries, isCrossBorder } from './CrossBorderCountries';
import { openExistingInvoice } from './openInvoice';
import { P2P_INVOICE_PATH } from './paths';
import { p2pCreate } from './p2pCreate';

/**
 * Spec §2 "Peer-to-peer base": the amount (limits, hint, chips), the annotation banner, Deposit
 * and the guide; for a cross-border fast payment, which countries' cards it takes. An invoice
 * still open with the method opens again instead (deposit-check); Deposit creates the invoice
 * (deposit-create-p2p), or its unified form.
 */
export default function P2pBasePage() {
  const cashier = useCashier();
  const methodName = useChosenMethod()?.name;

  useEffect(() => {
    if (!methodName) return;
    const check = new AbortController();
    void openExistingInvoice(cashier, { name: methodName }, AbortSignal.any([check.signal, cashier.sessionSignal()]));
    return () => check.abort();
  }, [cashier, methodName]);

  return (
    <InvoiceMethodPage
      strategy={p2pCreate}
      invoicePath={P2P_INVOICE_PATH}
      intro={methodName && isCrossBorder(methodName) ? <CrossBorderCountries /> : undefined}
    />
  );
}
