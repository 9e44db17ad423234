import { useSnapshot } from 'valtio';
import { separatorsOf } from '../../forms/amount/separators';
import { typedAmountValue } from '../../forms/amount/typing';
import { formatAmount } from '../../i18n/format';
import { completePathForDeposit } from '../../state/actions/invoice';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { SafeExternalLink } from '../../ui/SafeExternalLink';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useFollowDeposit } from '../../screens/deposit/useFollowDeposit';
import { Page } from '../../screens/Page';

/**
 * After a cash deposit is created: the amount to hand over and the agent's contact link, kept on
 * screen (the tab may have been blocked or closed, and paying at an agent takes a while). The
 * status is followed, so the agent's confirmation shows the complete page by itself; Done goes
 * there at once, as accepted: the cash is the agent's to confirm, and the page keeps following.
 */
export default function AgentPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const { deposit, form, currency } = useSnapshot(cashier.store);
  useFollowDeposit();
  if (!method || !deposit.response) return null;

  const data = deposit.response.data;
  const amount = data?.payment_amount ?? typedAmountValue(form.amount, separatorsOf(locale).decimal);
  const link = typeof deposit.response.source === 'string' ? deposit.response.source : null;

  return (
    <Page title={t('title.deposit')}>
      <h3 className="page__heading">{localizedText(method.text, locale)}</h3>
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
    </Page>
  );
}
