import { useSnapshot } from 'valtio';
import { completePathFrom } from '../../routes/pageLinks';
import { INFO_MESSAGE_SETS, infoMessageGroup } from '../../state/deposit/infoMessages';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { useFlowTable } from '../../ui/flowTableContext';
import { InfoMessages } from '../../ui/InfoMessages';
import { DepositForm } from './form/DepositForm';
import { MethodBanner, MethodGuide } from './MethodExtras';
import { useDepositForm } from './form/useDepositForm';
import { useChosenMethod } from './useChosenMethod';
import { useCreateWithWindow } from './useCreateWithWindow';
import { Page } from '../Page';
import { redirectCreate } from '../../state/create/redirectCreate';
import { MethodIcon } from '../../ui/MethodIcon';

/** Spec §2 redirect page: banner, amount with chips, the method's fields, and Deposit opening the payment window. */
export default function RedirectPage() {
  const cashier = useCashier();
  const flows = useFlowTable();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const { handshake } = useSnapshot(cashier.store);
  const state = useDepositForm(method);
  const { refused, create } = useCreateWithWindow(method, redirectCreate);
  if (!method) return null;

  const infoKeys = INFO_MESSAGE_SETS[infoMessageGroup(handshake?.experiments ?? [])];

  return (
    <Page title={t('title.deposit')} heading={localizedText(method.text, locale)} mark={<MethodIcon id={method.iconIds[0]} />}>
      <MethodBanner method={method} />
      <DepositForm
        method={method}
        state={state}
        // Try again on the complete page returns here (the plain or the group's redirect page). No
        // payment window for a method paid on a page of our own (an invoice, a QR code).
        onValid={(deposit) => create(deposit, completePathFrom(cashier.nav.current()), !flows.hasOwnPageAfterCreate(method))}
        footer={
          <>
            <InfoMessages active={state.busy} keys={infoKeys} />
            <MethodGuide method={method} />
          </>
        }
      >
        {refused ? (
          <p className="form__failure" role="alert">
            {t('deposit.window.refused')}
          </p>
        ) : null}
      </DepositForm>
    </Page>
  );
}
