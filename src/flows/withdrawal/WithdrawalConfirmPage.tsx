import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatAmount } from '../../i18n/formatAmount';
import { Page } from '../../screens/Page';
import { useFieldTexts } from '../../screens/deposit/form/useFieldTexts';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { stepBack } from '../../state/actions/navigation';
import { showErrorNotice } from '../../state/actions/notice';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { WITHDRAWAL_COMPLETE_PATH, WITHDRAWAL_LIST_PATH } from '../../payout/paths';
import { confirmWithdrawal } from '../../payout/withdrawalActions';
import { accountTitleKey, feeQuote, maskedDetail } from '../../payout/withdrawalRules';
import { WITHDRAWAL_SLICE } from '../../payout/withdrawalSlice';
import { useOwnSlice } from '../../ui/useOwnSlice';

/**
 * Spec §2 `/withdrawal/confirm`: what is about to happen, to check before it does. The method,
 * the account, the amount, the fee and what the player receives (when the backend gives its fees),
 * and the details entered (masked where they say where the money goes); Confirm makes the
 * withdrawal once, Edit goes back to the form as it was.
 */
export default function WithdrawalConfirmPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const { currency, creating } = useSnapshot(cashier.store);
  const withdrawal = useOwnSlice(WITHDRAWAL_SLICE);
  const draft = withdrawal?.draft;
  const textsOf = useFieldTexts();

  // Nothing to confirm (a reload of the page, a second visit after the withdrawal was made): the list.
  useEffect(() => {
    if (!draft) cashier.nav.navigate(WITHDRAWAL_LIST_PATH, { replace: true });
  }, [cashier, draft]);
  if (!draft || !method) return null;

  const busy = creating.methods.includes(method.name);
  const details = (method.fields ?? []).flatMap((field) => {
    const value = draft.fields[field.name];
    if (!value) return [];
    const shown = field.values?.find((option) => option.value === value)?.text ?? maskedDetail(field, value);
    return [{ name: field.name, title: textsOf(field, method.name).label, value: shown }];
  });
  const money = (value: number) => formatAmount(locale, value, currency);
  const quote = feeQuote(withdrawal.fees, method.name, draft.amount, currency);
  const rows = [
    { name: 'method', title: t('complete.method'), value: localizedText(method.text, locale) },
    { name: 'account', title: t('withdrawal.confirm.account'), value: t(accountTitleKey(draft.accountType)) },
    { name: 'amount', title: t('requisites.amount'), value: money(draft.amount) },
    ...(quote
      ? [
          { name: 'fee', title: t('withdrawal.complete.fee'), value: quote.fee > 0 ? money(quote.fee) : t('withdrawal.confirm.noFee') },
          { name: 'net', title: t('withdrawal.complete.net'), value: money(quote.net) },
        ]
      : []),
    ...details,
  ];
  const confirm = async () => {
    const result = await confirmWithdrawal(cashier);
    if (result.kind === 'created') cashier.nav.navigate(WITHDRAWAL_COMPLETE_PATH, { replace: true });
    // A timeout went to the page that says the outcome is unknown; a refusal is read here.
    else if (result.kind === 'failed' && result.error.kind !== 'aborted' && result.error.kind !== 'timeout') void showErrorNotice(cashier, result.error);
  };
  return (
    <Page title={t('withdrawal.confirm.title')} heading={t('withdrawal.confirm.title')}>
      <p className="annotation">{t('withdrawal.confirm.check')}</p>
      <RequisitesList heading={false} requisites={rows} />
      <div className="actions">
        <button type="button" className="button button--primary" part="button-primary" aria-busy={busy} aria-disabled={busy} onClick={() => !busy && void confirm()}>
          {busy ? t('withdrawal.confirm.processing') : t('withdrawal.confirm.button')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => stepBack(cashier, { backRoute: 'previous' })}>
          {t('withdrawal.confirm.edit')}
        </button>
      </div>
    </Page>
  );
}
