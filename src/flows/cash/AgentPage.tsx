import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { separatorsOf } from '../../forms/amount/separators';
import { typedAmountValue } from '../../forms/amount/typing';
import { formatAmount } from '../../i18n/formatAmount';
import { completePathForDeposit } from '../../state/actions/invoice';
import { useCashier, useLocale, useT } from '../../ui/context';
import { SafeExternalLink } from '../../ui/SafeExternalLink';
import type { DepositCreated } from '../../contract/deposit';
import { CreatedDepositPage } from '../../screens/deposit/CreatedDepositPage';
import { fractionDigits } from '../../i18n/currencyTable';
import { invoiceDeadline } from '../../state/deposit/invoiceDeadline';
import { Countdown } from '../../ui/countdown/Countdown';
import { RequisitesList } from '../../ui/requisites/RequisitesList';

/**
 * After a cash deposit is created: the voucher (the amount to hand over, the deposit's reference
 * the agent asks for, the time left to pay when the backend gives one) and the agent's contact
 * link, kept on screen (the tab may have been blocked or closed, and paying at an agent takes a
 * while). The status is followed, so the agent's confirmation shows the complete page by itself;
 * Done goes there at once, as accepted: the cash is the agent's to confirm, and the page keeps following.
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
  const shownCurrency = data?.payment_currency ?? currency;
  const endsAt = data ? invoiceDeadline(data) : null;
  const [expired, setExpired] = useState(false);
  const voucher = [
    ...(amount !== null ? [{ name: 'amount', title: t('requisites.amount'), value: amount.toFixed(fractionDigits(shownCurrency)), isCopyable: true }] : []),
    ...(response.depositId ? [{ name: 'reference', title: t('complete.reference'), value: response.depositId, isCopyable: true }] : []),
  ];
  return (
    <>
      <div className="cash-agent">
        {amount !== null ? (
          <p className="cash-agent__title">{t('cash.agent.title', { amount: formatAmount(locale, amount, data?.payment_currency ?? currency) })}</p>
        ) : null}
        <p className="cash-agent__text">{t('cash.agent.text')}</p>
      </div>
      {endsAt !== null ? <Countdown endsAt={endsAt} onExpire={() => setExpired(true)} /> : null}
      {expired ? <p className="annotation">{t('invoice.expired')}</p> : null}
      <RequisitesList heading={t('complete.summary')} requisites={voucher} />
      {deposit.opening === 'blocked' ? <p className="annotation">{t('cash.agent.blocked')}</p> : null}
      {link && !expired ? (
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
