import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { nativePlatformOf } from '../../host/handshake';
import { openPaymentWindow } from '../../payment/paymentWindow';
import { showErrorNotice } from '../../state/actions/notice';
import { createDeposit } from '../../state/create/createDeposit';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { DepositForm } from '../../screens/deposit/form/DepositForm';
import { useDepositForm } from '../../screens/deposit/form/useDepositForm';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { Page } from '../../screens/Page';
import { cashCreate } from './cashCreate';
import { CASH_AGENT_PATH } from './paths';

/** Spec §2 cash page: the method, the amount (and any fields it asks for), and Deposit opening the agent's contact in a new tab. */
export default function CashPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const { handshake } = useSnapshot(cashier.store);
  const state = useDepositForm(method);
  const [refused, setRefused] = useState(false);
  if (!method) return null;

  return (
    <Page title={t('title.deposit')}>
      <h3 className="page__heading">{localizedText(method.text, locale)}</h3>
      <p className="annotation">{t('cash.hint')}</p>
      <DepositForm
        method={method}
        state={state}
        onValid={({ amount, fields }) => {
          setRefused(false);
          // Opened now, inside the click, so popup blockers allow it; pointed at the agent once the deposit exists.
          const native = handshake ? nativePlatformOf(handshake.user) : undefined;
          const agentTab = native ? undefined : openPaymentWindow();
          // The agent page keeps the link at hand while the player pays; it leads to the complete page.
          void createDeposit(cashier, method, cashCreate(agentTab), { amount, givenRoute: CASH_AGENT_PATH, fields }).then((result) => {
            if (result.kind === 'failed' && result.error.kind !== 'timeout') void showErrorNotice(cashier, result.error);
            if (result.kind === 'created' && result.payment === 'refused') setRefused(true);
          });
        }}
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
