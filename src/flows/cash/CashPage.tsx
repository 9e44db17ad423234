import { localizedText } from '../../state/methodList';
import { useLocale, useT } from '../../ui/context';
import { DepositForm } from '../../screens/deposit/form/DepositForm';
import { useDepositForm } from '../../screens/deposit/form/useDepositForm';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useCreateWithWindow } from '../../screens/deposit/useCreateWithWindow';
import { Page } from '../../screens/Page';
import { cashCreate } from './cashCreate';
import { CASH_AGENT_PATH } from './paths';
import { MethodIcon } from '../../ui/MethodIcon';

/** Spec §2 cash page: the method, the amount (and any fields it asks for), and Deposit opening the agent's contact in a new tab. */
export default function CashPage() {
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const state = useDepositForm(method);
  const { refused, create } = useCreateWithWindow(method, cashCreate);
  if (!method) return null;

  return (
    <Page title={t('title.deposit')} heading={localizedText(method.text, locale)} mark={<MethodIcon id={method.iconIds[0]} />}>
      <p className="annotation">{t('cash.hint')}</p>
      <DepositForm
        method={method}
        state={state}
        // The agent page keeps the contact at hand while the player pays; it leads to the complete page.
        onValid={(deposit) => create(deposit, CASH_AGENT_PATH)}
      >
        {refused ? (
          <p className="form__failure" role="alert">
            {t('cash.agent.refused')}
          </p>
        ) : null}
      </DepositForm>
    </Page>
  );
}
