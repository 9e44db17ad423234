import { afterMasks } from '../../forms/fields/mask';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../contract/methods';
import { formatAmount, shownCurrency } from '../../i18n/formatAmount';
import { setAmount } from '../../state/actions/depositForm';
import { amountProblemText, amountRangeHint } from '../../screens/deposit/form/amountProblemText';
import { MethodFields } from '../../screens/deposit/form/MethodFields';
import { AMOUNT_FIELD, useDepositForm, type ValidDeposit } from '../../screens/deposit/form/useDepositForm';
import { AmountInput } from '../../ui/AmountInput';
import { useCashier, useLocale, useT } from '../../ui/context';
import { Form } from '../../ui/Form';
import { WALLET_FIELD, walletOfAnotherNetwork } from '../../crypto/walletAddress';
import { WrongNetwork } from '../../crypto/WrongNetwork';

interface WithdrawalFormProps {
  /** The method with its upper limit lowered to what the account may withdraw (withinBalance). */
  method: PaymentMethod;
  /** What comes above the amount (the account choice). */
  before?: ReactNode;
  /** Shown between the fields and Continue (the card's bank). */
  children?: ReactNode;
  /** False when the chosen account cannot withdraw at all (it holds less than the minimum): Continue then does nothing. */
  enough?: boolean;
  /** Fields the page shows itself (the Nigerian bank), left out here. */
  hiddenFields?: readonly string[];
  onValid(withdrawal: ValidDeposit): void;
}

/**
 * Spec §2 withdrawal amount: the amount within the account's balance, the method's fields, Continue.
 * A coin's wallet that is an address of another network than the method's is said, and goes no further.
 */
export function WithdrawalForm({ method, before, children, enough = true, hiddenFields = [], onValid }: WithdrawalFormProps) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { form: values, currency } = useSnapshot(cashier.store, { sync: true });
  const state = useDepositForm(method, () => undefined, { paymentSession: false });
  const { form, shows, touch, untouch } = state;
  const [walletWrong, setWalletWrong] = useState(false);
  const money = (value: number) => formatAmount(locale, value, currency);
  const amountError = shows(AMOUNT_FIELD) && form.amountProblem ? amountProblemText(form.amountProblem, t, money) : null;
  const hint = amountRangeHint(form.limits, t, money);
  const shown = form.fields.map((field, index) => ({ field, problem: form.fieldProblems[index] ?? null })).filter(({ field }) => !hiddenFields.includes(field.name));
  return (
    <Form
      onSubmit={() =>
        afterMasks(form.fields, () => {
          const valid = state.submit();
          const wrongNetwork = !!valid && walletOfAnotherNetwork(method, valid.fields);
          setWalletWrong(wrongNetwork);
          if (valid && enough && !wrongNetwork) onValid(valid);
        })
      }
    >
      {before}
      <AmountInput
        label={t('form.amountInput.label', { currency: shownCurrency(currency) })}
        currency={currency}
        value={values.amount}
        rules={form.rules}
        hint={hint}
        error={amountError}
        onChange={(value) => setAmount(cashier, value)}
        onFocus={() => untouch(AMOUNT_FIELD)}
        onBlur={() => touch(AMOUNT_FIELD)}
      />
      <MethodFields
        method={method.name}
        fields={shown.map(({ field }) => field)}
        problems={shown.map(({ problem }) => problem)}
        shows={shows}
        round={state.round}
        onTrigger={touch}
        onFocus={(name) => {
          untouch(name);
          if (name === WALLET_FIELD) setWalletWrong(false);
        }}
      />
      {walletWrong && method.network ? <WrongNetwork network={method.network} /> : null}
      {children}
      <button type="submit" className="button button--primary" part="button-primary" aria-disabled={!form.formValid || !enough}>
        {t('withdrawal.continue')}
      </button>
    </Form>
  );
}
