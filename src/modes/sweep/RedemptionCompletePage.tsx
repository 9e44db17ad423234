import { formatAmount } from '../../i18n/formatAmount';
import { localizedText } from '../../state/methodList';
import { type RowsOf, WithdrawalRequested } from '../../payout/WithdrawalRequested';
import { REDEMPTION_PATH } from './paths';

const WORDS = {
  page: 'title.redemption',
  title: 'sweep.redeem.complete.title',
  text: 'sweep.redeem.complete.text',
  summary: 'sweep.redeem.summary',
  back: 'sweep.redeem.back',
};

/** The sweep coins redeemed, the payout in the coin, where it goes and its reference. */
const rowsOf: RowsOf = (made, { t, locale, method }) => [
  { name: 'amount', title: t('requisites.amount'), value: formatAmount(locale, made.amount, made.currency) },
  ...(made.payoutAmount !== undefined && made.payoutCurrency
    ? [{ name: 'payout', title: t('sweep.redeem.payout'), value: formatAmount(locale, made.payoutAmount, made.payoutCurrency) }]
    : []),
  ...(method ? [{ name: 'method', title: t('complete.method'), value: localizedText(method.text, locale) }] : []),
  { name: 'reference', title: t('sweep.redeem.reference'), value: made.withdrawalId, isCopyable: true },
];

/**
 * Spec §2 sweepstake mode, redemption complete: it waits for approval, and can be cancelled on
 * Redemption until then.
 */
export default function RedemptionCompletePage() {
  return <WithdrawalRequested words={WORDS} rowsOf={rowsOf} backTo={REDEMPTION_PATH} />;
}
