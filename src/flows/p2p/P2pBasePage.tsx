import { useEffect, useState } from 'react';
import { REQUIRED_ERROR_KEY } from '../../forms/fields/validateField';
import type { AmountPrefill } from '../../screens/deposit/form/useDepositForm';
import { InvoiceMethodPage } from '../../screens/deposit/InvoiceMethodPage';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useCashier, useT } from '../../ui/context';
import type { InstructionBank } from '../../state/deposit/instructionBanks';
import { crossBorderBanks } from './rabbitBanks';
import { p2pPrefill } from './amountPrefill';
import { BankChoice } from './BankChoice';
import { CrossBorderCountries, isCrossBorder } from './CrossBorderCountries';
import { openExistingInvoice } from './openInvoice';
import { P2P_INVOICE_PATH } from './paths';
import { p2pCreate } from './p2pCreate';
import { SupportLink } from './SupportLink';

/**
 * Spec §2 "Peer-to-peer base": the amount (limits, hint, chips; its starting amount), the
 * annotation banner, Deposit, the guide and, on Kyrgyz methods, support. A cross-border fast
 * payment says which countries' cards it takes and, unless the method is one bank's, asks which
 * bank the player pays from. An invoice still open with the method opens again instead
 * (deposit-check); Deposit creates the invoice (deposit-create-p2p), or its unified form.
 */
export default function P2pBasePage() {
  const methodName = useChosenMethod()?.name;
  // A new method starts with no bank chosen.
  return <P2pBase key={methodName} methodName={methodName} />;
}

function P2pBase({ methodName }: { methodName: string | undefined }) {
  const cashier = useCashier();
  const t = useT();
  const crossBorder = methodName !== undefined && isCrossBorder(methodName);
  const banks = crossBorder ? crossBorderBanks(methodName) : [];
  const [chosen, setChosen] = useState<InstructionBank | null>(null);
  const [bankTouched, setBankTouched] = useState(false);
  const bank = banks.length === 1 ? banks[0] : (chosen ?? undefined);

  useEffect(() => {
    if (!methodName) return;
    const check = new AbortController();
    void openExistingInvoice(cashier, { name: methodName }, AbortSignal.any([check.signal, cashier.sessionSignal()]));
    return () => check.abort();
  }, [cashier, methodName]);

  const prefill: AmountPrefill = (method, limits) => {
    const { currency, country } = cashier.store;
    return p2pPrefill({ method, currency, country, limits, random: Math.random });
  };

  return (
    <InvoiceMethodPage
      strategy={p2pCreate(bank)}
      invoicePath={P2P_INVOICE_PATH}
      intro={crossBorder ? <CrossBorderCountries /> : undefined}
      footer={methodName ? <SupportLink methodName={methodName} /> : undefined}
      prefill={prefill}
      checkOwn={() => {
        setBankTouched(true);
        return bank !== undefined || banks.length === 0;
      }}
    >
      {banks.length > 1 ? (
        <BankChoice banks={banks} value={chosen} error={bankTouched && !chosen ? t(REQUIRED_ERROR_KEY) : null} onChange={setChosen} />
      ) : null}
    </InvoiceMethodPage>
  );
}
