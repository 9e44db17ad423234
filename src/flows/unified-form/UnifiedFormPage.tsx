import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { DepositCreated } from '../../contract/deposit';
import type { PaymentMethod } from '../../contract/methods';
import { useCashier, useT } from '../../ui/context';
import { Countdown } from '../../ui/countdown/Countdown';
import { InstructionSteps } from '../../ui/instructions/InstructionSteps';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { MethodFields } from '../../screens/deposit/form/MethodFields';
import { useFieldsForm } from '../../screens/deposit/form/useFieldsForm';
import { CreatedDepositPage } from '../../screens/deposit/CreatedDepositPage';
import { CancelInvoiceButton, InvoiceActions } from '../../screens/deposit/InvoiceActions';
import { useInvoiceAmount } from '../../screens/deposit/invoiceAmount';
import { chosenBanks } from '../../state/deposit/instructionBanks';
import { fastPaymentBanks, unifiedFormOf } from './unifiedForm';

/**
 * Spec §2 unified form: the amount to send, the server's instruction, the requisites to pay to, the fields it asks
 * for, the time left, and Paid (hidden when the server lists buttons without complete, or once
 * the time is up). Paid checks the fields, calls deposit-complete and goes to the complete page.
 */
export default function UnifiedFormPage() {
  return <CreatedDepositPage>{(deposit) => <UnifiedForm {...deposit} />}</CreatedDepositPage>;
}

function UnifiedForm({ method, response }: { method: PaymentMethod; response: DepositCreated }) {
  const cashier = useCashier();
  const t = useT();
  const [expired, setExpired] = useState(false);
  const form = unifiedFormOf(response);
  // The instruction says "send the exact amount": the amount the deposit was made for, to read and to copy.
  const { summary } = useSnapshot(cashier.store).deposit;
  const amount = useInvoiceAmount(summary?.amount, summary?.currency ?? '');
  const fields = useFieldsForm(form.fields, method);
  const banks = chosenBanks(fastPaymentBanks(method.name), new URLSearchParams(useSearch()).get('bank'));
  // The instruction page sits beside this one, in the redirect tree or the P2P tree.
  const instructionPath = cashier.nav.current().split('?')[0]!.replace(/unified-form$/, 'instruction');
  return (
    <>
      {amount.note ? <p className="annotation">{amount.note}</p> : null}
      {form.endsAt !== null ? <Countdown endsAt={form.endsAt} onExpire={() => setExpired(true)} /> : null}
      <InstructionSteps steps={form.steps} text={form.text} label={t('instruction.title')} />
      {banks.length ? (
        <ul className="links" aria-label={t('instruction.banks')}>
          {banks.map((bank) => (
            <li key={bank}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => cashier.nav.navigate(`${instructionPath}?bank=${bank}`)}
              >
                {t('instruction.link', { bank: t(`instruction.bank.${bank}`) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <RequisitesList requisites={[...amount.rows, ...form.requisites]} share />
      {form.fields.length && !expired ? (
        <div className="form">
          <MethodFields method={method.name} fields={form.fields} problems={fields.fieldProblems} shows={fields.shows} round={fields.round} onTrigger={fields.touch} onFocus={fields.untouch} />
        </div>
      ) : null}
      <InvoiceActions
        expired={expired}
        canMarkPaid={form.canMarkPaid}
        beforePaid={() => {
          const values = fields.check();
          return values ? { fields: values } : null;
        }}
      />
      {form.canCancel && !expired ? <CancelInvoiceButton /> : null}
    </>
  );
}
