import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../contract/methods';
import { SWEEP_COINS } from '../../contract/sweepstake';
import { checkAmount } from '../../forms/amount/limits';
import { separatorsOf } from '../../forms/amount/separators';
import { typedAmountValue } from '../../forms/amount/typing';
import { fractionDigits } from '../../i18n/currencyTable';
import { formatAmount } from '../../i18n/formatAmount';
import { amountProblemText, amountRangeHint } from '../../screens/deposit/form/amountProblemText';
import { MethodFields } from '../../screens/deposit/form/MethodFields';
import { useFieldsForm } from '../../screens/deposit/form/useFieldsForm';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { Page } from '../../screens/Page';
import { setAmount } from '../../state/actions/depositForm';
import { showErrorNotice } from '../../state/actions/notice';
import { AmountInput } from '../../ui/AmountInput';
import { useCashier, useLocale, useT } from '../../ui/context';
import { Form } from '../../ui/Form';
import { MethodIcon } from '../../ui/MethodIcon';
import { WALLET_FIELD, walletOfAnotherNetwork } from '../../crypto/walletAddress';
import { WrongNetwork } from '../../crypto/WrongNetwork';
import { withdrawalState } from '../../payout/withdrawalState';
import { confirmWithdrawal } from '../../payout/withdrawalActions';
import { REDEMPTION_COMPLETE_PATH, REDEMPTION_PATH } from './paths';
import { PlaythroughUnknown } from './PlaythroughUnknown';
import { redeemableNow } from './playthrough';
import { useConversion } from '../../screens/common/useConversion';
import { SWEEP_SLICE } from './sweepState';
import { WITHDRAWAL_SLICE } from '../../payout/withdrawalSlice';
import { useOwnSlice } from '../../ui/useOwnSlice';

/** How long the amount rests before what it is worth is asked again. */
export const CONVERT_DEBOUNCE_MS = 300;

/**
 * Spec §2 sweepstake mode, convert: the sweep coins to redeem (within what may be redeemed now and
 * the method's limits), what they are worth in the method's coin now (payment-convert-v2, asked
 * again as the amount changes, marked approximate), the wallet to pay to; Redeem makes it once.
 * While the playthrough cannot be known, no form: Redeem is unavailable, with Try again.
 */
export default function ConvertPage() {
  const t = useT();
  const method = useChosenMethod();
  const cashier = useCashier();
  const sweep = useOwnSlice(SWEEP_SLICE);
  const withdrawal = useOwnSlice(WITHDRAWAL_SLICE);
  const available = redeemableNow(sweep, withdrawal?.accounts ?? []);
  useEffect(() => {
    if (!method) cashier.nav.navigate(REDEMPTION_PATH, { replace: true });
  }, [cashier, method]);
  if (!method) return null;
  return (
    <Page title={t('title.redemption')} heading={localizedCoin(method)} mark={<MethodIcon id={method.iconIds[0]} />}>
      {available === null ? <PlaythroughUnknown /> : <ConvertForm method={method} available={available} />}
    </Page>
  );
}

const localizedCoin = (method: PaymentMethod) => (method.currency ?? method.name).toUpperCase();

function ConvertForm({ method, available }: { method: PaymentMethod; available: number }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { form, creating } = useSnapshot(cashier.store, { sync: true });
  const fields = useFieldsForm(method.fields ?? [], method);
  const [amountShown, setAmountShown] = useState(false);
  const [walletWrong, setWalletWrong] = useState(false);
  const coin = (method.currency ?? '').toUpperCase();
  const rule = method.amount_rules?.[SWEEP_COINS];
  const limits = { min: rule?.min ?? 0, max: Math.min(rule?.max ?? available, available) };
  const rules = { decimal: separatorsOf(locale).decimal, fractionDigits: fractionDigits(SWEEP_COINS), max: limits.max };
  const amount = typedAmountValue(form.amount, rules.decimal);
  const problem = amount === null ? ('required' as const) : checkAmount(amount, limits);
  const money = (value: number) => formatAmount(locale, value, SWEEP_COINS);
  const worth = useConversion(amount !== null && problem === null && coin ? { amount, from: SWEEP_COINS, to: coin } : null, CONVERT_DEBOUNCE_MS);
  const busy = creating.methods.includes(method.name);

  const redeem = async () => {
    setAmountShown(true);
    const values = fields.check();
    // An address of another network than the method's would lose the coins: said, and never sent.
    const wrongNetwork = !!values && walletOfAnotherNetwork(method, values);
    setWalletWrong(wrongNetwork);
    if (problem !== null || amount === null || !values || wrongNetwork) return;
    withdrawalState(cashier).draft = { amount, fields: values, accountType: 'main', currency: SWEEP_COINS };
    const result = await confirmWithdrawal(cashier);
    if (result.kind === 'created') cashier.nav.navigate(REDEMPTION_COMPLETE_PATH, { replace: true });
    else if (result.kind === 'failed' && result.error.kind !== 'aborted' && result.error.kind !== 'timeout') void showErrorNotice(cashier, result.error);
  };
  return (
    <Form onSubmit={() => void redeem()}>
      <AmountInput
        label={t('form.amountInput.label', { currency: SWEEP_COINS })}
        currency={SWEEP_COINS}
        value={form.amount}
        rules={rules}
        hint={amountRangeHint(limits, t, money)}
        error={amountShown && problem ? amountProblemText(problem, t, money) : null}
        onChange={(value) => setAmount(cashier, value)}
        onFocus={() => setAmountShown(false)}
        onBlur={() => setAmountShown(true)}
      />
      <p className="redeem-worth" role="status">
        {worth !== null ? t('sweep.worth', { amount: formatAmount(locale, worth, coin) }) : ''}
      </p>
      <MethodFields
        method={method.name}
        fields={method.fields ?? []}
        problems={fields.fieldProblems}
        shows={fields.shows}
        round={fields.round}
        onTrigger={fields.touch}
        onFocus={(name) => {
          fields.untouch(name);
          if (name === WALLET_FIELD) setWalletWrong(false);
        }}
      />
      {walletWrong ? <WrongNetwork network={method.network ?? coin} /> : null}
      <button type="submit" className="button button--primary" part="button-primary" aria-disabled={busy} aria-busy={busy}>
        {busy ? t('sweep.redeem.processing') : t('sweep.redeem.button')}
      </button>
    </Form>
  );
}
