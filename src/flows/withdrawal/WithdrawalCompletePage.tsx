import { formatAmount } from '../../i18n/formatAmount';
import { localizedText } from '../../state/methodList';
import { WITHDRAWAL_LIST_PATH } from '../../payout/paths';
import { type RowsOf, WithdrawalRequested } from '../../payout/WithdrawalRequested';
import { accountTitleKey } from '../../payout/withdrawalRules';

const WORDS = {
  page: 'title.withdrawal',
  title: 'withdrawal.complete.title',
  text: 'withdrawal.complete.text',
  summary: 'withdrawal.complete.summary',
  back: 'withdrawal.complete.back',
};

/** What was asked for, the fee and what arrives when the backend says, the account and the reference. */
const rowsOf: RowsOf = (made, { t, locale, method }) => {
  const money = (value: number) => formatAmount(locale, value, made.currency);
  return [
    { name: 'amount', title: t('requisites.amount'), value: money(made.amount) },
    ...(made.fee !== undefined ? [{ name: 'fee', title: t('withdrawal.complete.fee'), value: money(made.fee) }] : []),
    ...(made.netAmount !== undefined ? [{ name: 'net', title: t('withdrawal.complete.net'), value: money(made.netAmount) }] : []),
    ...(method ? [{ name: 'method', title: t('complete.method'), value: localizedText(method.text, locale) }] : []),
    { name: 'account', title: t('withdrawal.confirm.account'), value: t(accountTitleKey(made.accountType)) },
    { name: 'reference', title: t('withdrawal.complete.reference'), value: made.withdrawalId, isCopyable: true },
  ];
};

/** Spec §2 `/withdrawal/complete`: a withdrawal goes straight to accepted; what happens next, and Close. */
export default function WithdrawalCompletePage() {
  return <WithdrawalRequested words={WORDS} rowsOf={rowsOf} backTo={`${WITHDRAWAL_LIST_PATH}?refetch`} />;
}
