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
import { WITHDRAWAL_LIST_PATH } from './paths';
import { accountTitleKey } from './withdrawalRules';

/**
 * Spec §2 `/withdrawal/complete`: a withdrawal goes straight to accepted (spec §4). What was asked
 * for, the fee and what arrives when the backend says, what happens next, and Close.
 */
export default function WithdrawalCompletePage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const made = useSnapshot(cashier.store).withdrawal?.made;

  useEffect(() => {
    if (!made) cashier.nav.navigate(WITHDRAWAL_LIST_PATH, { replace: true });
  }, [cashier, made]);
  if (!made) return null;

  const money = (value: number) => formatAmount(locale, value, made.currency);
  const rows = [
    { name: 'amount', title: t('requisites.amount'), value: money(made.amount) },
    ...(made.fee !== undefined ? [{ name: 'fee', title: t('withdrawal.complete.fee'), value: money(made.fee) }] : []),
    ...(made.netAmount !== undefined ? [{ name: 'net', title: t('withdrawal.complete.net'), value: money(made.netAmount) }] : []),
    ...(method ? [{ name: 'method', title: t('complete.method'), value: localizedText(method.text, locale) }] : []),
    { name: 'account', title: t('withdrawal.confirm.account'), value: t(accountTitleKey(made.accountType)) },
    { name: 'reference', title: t('withdrawal.complete.reference'), value: made.withdrawalId, isCopyable: true },
  ];
  return (
    <Page title={t('title.withdrawal')}>
      <div className="status status--success" data-status="accepted" role="status">
        <span className="status__icon">
          <CheckIcon />
        </span>
        <p className="status__title">{t('withdrawal.complete.title')}</p>
        <p className="status__text">{t('withdrawal.complete.text')}</p>
      </div>
      <RequisitesList heading={t('withdrawal.complete.summary')} requisites={rows} />
      <div className="actions">
        {(cashier.store.handshake?.closingButton ?? true) ? (
          <button type="button" className="button button--primary" part="button-primary" onClick={() => closeCashier(cashier)}>
            {t('complete.close')}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => cashier.nav.rewindTo(`${WITHDRAWAL_LIST_PATH}?refetch`)}>
          {t('withdrawal.complete.back')}
        </button>
      </div>
    </Page>
  );
}
