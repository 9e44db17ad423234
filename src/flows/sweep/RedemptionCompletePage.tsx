import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatAmount } from '../../i18n/formatAmount';
import { Page } from '../../screens/Page';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { closeCashier } from '../../state/actions/navigation';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { CheckIcon } from '../../ui/pageIcons';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { REDEMPTION_PATH } from './paths';

/**
 * Spec §2 sweepstake mode, redemption complete: the sweep coins redeemed, the payout in the coin,
 * where it goes and its reference; it waits for approval, and can be cancelled on Redemption until then.
 */
export default function RedemptionCompletePage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const made = useSnapshot(cashier.store).withdrawal?.made;

  useEffect(() => {
    if (!made) cashier.nav.navigate(REDEMPTION_PATH, { replace: true });
  }, [cashier, made]);
  if (!made) return null;

  const rows = [
    { name: 'amount', title: t('requisites.amount'), value: formatAmount(locale, made.amount, made.currency) },
    ...(made.payoutAmount !== undefined && made.payoutCurrency
      ? [{ name: 'payout', title: t('sweep.redeem.payout'), value: formatAmount(locale, made.payoutAmount, made.payoutCurrency) }]
      : []),
    ...(method ? [{ name: 'method', title: t('complete.method'), value: localizedText(method.text, locale) }] : []),
    { name: 'reference', title: t('sweep.redeem.reference'), value: made.withdrawalId, isCopyable: true },
  ];
  return (
    <Page title={t('title.redemption')}>
      <div className="status status--success" data-status="accepted" role="status">
        <span className="status__icon">
          <CheckIcon />
        </span>
        <p className="status__title">{t('sweep.redeem.complete.title')}</p>
        <p className="status__text">{t('sweep.redeem.complete.text')}</p>
      </div>
      <RequisitesList heading={t('sweep.redeem.summary')} requisites={rows} />
      <div className="actions">
        {(cashier.store.handshake?.closingButton ?? true) ? (
          <button type="button" className="button button--primary" part="button-primary" onClick={() => closeCashier(cashier)}>
            {t('complete.close')}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => cashier.nav.rewindTo(REDEMPTION_PATH)}>
          {t('sweep.redeem.back')}
        </button>
      </div>
    </Page>
  );
}
