import { useEffect } from 'react';
import type { AmountPrefill } from '../../screens/deposit/form/useDepositForm';
import { InvoiceMethodPage } from '../../screens/deposit/InvoiceMethodPage';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useCashier } from '../../ui/context';
import { p2pPrefill } from './amountPrefill';
import { CrossBorderCountries, isCrossBorder } from './CrossBorderCountries';
import { openExistingInvoice } from './openInvoice';
import { P2P_INVOICE_PATH } from './paths';
import { p2pCreate } from './p2pCreate';
import { SupportLink } from './SupportLink';

/**
 * Spec §2 "Peer-to-peer base": the amount (limits, hint, chips; starting as spec §9 says), the
 * annotation banner, Deposit, the guide and, on Kyrgyz methods, support; for a cross-border fast
 * payment, which countries' cards it takes. An invoice still open with the method opens again instead (deposit-check);
 * Deposit creates the invoice (deposit-create-p2p), or its unified form.
 */
export default function P2pBasePage() {
  const cashier = useCashier();
  const methodName = useChosenMethod()?.name;
  const prefill: AmountPrefill = (method, limits) => {
    const { currency, country } = cashier.store;
    return p2pPrefill({ method, currency, country, limits, random: Math.random });
  };

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
      footer={methodName ? <SupportLink methodName={methodName} /> : undefined}
      prefill={prefill}
    />
  );
}
