import { useSnapshot } from 'valtio';
import { separatorsOf } from '../../forms/amount/separators';
import { typedAmountValue } from '../../forms/amount/typing';
import { formatAmount } from '../../i18n/formatAmount';
import { completePathForDeposit } from '../../state/actions/invoice';
import { useCashier, useLocale, useT } from '../../ui/context';
import { SafeExternalLink } from '../../ui/SafeExternalLink';
import type { DepositCreated } from '../../contract/deposit';
import { CreatedDepositPage } from '../../screens/deposit/CreatedDepositPage';

/**
 * After a cash deposit is created: the amount to hand over and the agent's contact link, kept on
 * screen (the tab may have been blocked or closed, and paying at an agent takes a while). The
 * status is followed, so the agent's confirmation shows the complete page by itself; Done goes
 * there at once, as accepted: the cash is the agent's to confirm, and the page keeps following.
 */
export default function AgentPage() {
  return <CreatedDepositPage>{({ response }) => <AgentContact response={response} />}</CreatedDepositPage>;
}

function AgentContact({ response }: { response: DepositCreated }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { deposit, form, currency } = useSnapshot(cashier.store);
  const data = response.data;
  const amount = data?.payment_amount ?? typedAmountValue(form.amount, separatorsOf(locale).decimal);
  const link = typeof response.source === 'string' ? response.source : null;
  return (
    <>
      <div className="cash-agent">
        {amount !== null ? (
          <p className="cash-agent__title">{t('cash.agent.title', { amount: formatAmount(locale, amount, data?.payment_currency ?? currency) })}</p>
        ) : null}
        <p className="cash-agent__text">{t('cash.agent.text')}</p>
      </div>
      {deposit.opening === 'blocked' ? <p className="annotation">{t('cash.agent.blocked')}</p> : null}
      {link ? (
        <SafeExternalLink className="button button--primary" href={link} base={cashier.transportConfig()?.apiUrl ?? ''}>
          {t('cash.agent.button')}
        </SafeExternalLink>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => cashier.nav.navigate(completePathForDeposit(cashier, 'accepted'))}>
        {t('cash.done')}
      </button>
    </>
  );
}
