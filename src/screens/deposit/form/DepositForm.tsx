import { afterMasks } from '../../../forms/fields/mask';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../../contract/methods';
import { amountTags } from '../../../forms/amount/tags';
import { formatAmount, shownCurrency } from '../../../i18n/formatAmount';
import { setAmount } from '../../../state/actions/depositForm';
import { AmountInput } from '../../../ui/AmountInput';
import { useCashier, useLocale, useT } from '../../../ui/context';
import { Bonuses } from '../../../bonus/Bonuses';
import { amountProblemText, amountRangeHint } from './amountProblemText';
import { MethodFields } from './MethodFields';
import { AMOUNT_FIELD, type DepositFormState, type ValidDeposit } from './useDepositForm';
import { Form } from '../../../ui/Form';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { DEPOSIT_LIST_PATH } from '../../../routes/paths';

interface DepositFormProps {
  method: PaymentMethod;
  state: DepositFormState;
  /** Called inside the submit event (so a payment window may still be opened) with a valid deposit. */
  onValid(deposit: ValidDeposit): void;
  /** Shown between the fields and the button (a failure, a notice). */
  children?: ReactNode;
  /** Shown below the button (information messages, a guide link). */
  footer?: ReactNode;
  /** A flow's own choices (`children`) checked with the form on submit: whether they are complete. */
  checkOwn?: () => boolean;
}

/** The amount with its chips, the method's server fields and the Deposit button, as every amount-and-fields page shows them. */
export function DepositForm({ method, state, onValid, children, footer, checkOwn }: DepositFormProps) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { form: values, currency, country, payment } = useSnapshot(cashier.store, { sync: true });
  const { form, busy, checking, shows, touch, untouch } = state;
  if (payment.currencyUnavailable) return <CurrencyUnavailable currency={currency} />;
  const { limits, rules, amountProblem } = form;
  const money = (value: number) => formatAmount(locale, value, currency);
  const amountError = shows(AMOUNT_FIELD) && amountProblem ? amountProblemText(amountProblem, t, money) : null;
  const chips = amountTags({ limits, currency, country, fixedAmounts: method.recommendedAmounts });
  const added = values.extraFields[method.name]?.fields ?? [];
  const hint = amountRangeHint(limits, t, money);

  return (
    <Form
      onSubmit={() =>
        afterMasks(form.fields, () => {
          const valid = state.submit();
          // Both checked, so every problem shows at once.
          const ownValid = checkOwn?.() ?? true;
          if (valid && ownValid) onValid(valid);
        })
      }
    >
      <AmountInput
        label={t('form.amountInput.label', { currency: shownCurrency(currency) })}
        currency={currency}
        value={values.amount}
        rules={rules}
        hint={hint}
        error={amountError}
        onChange={(value) => setAmount(cashier, value)}
        onFocus={() => untouch(AMOUNT_FIELD)}
        onBlur={() => touch(AMOUNT_FIELD)}
      />
      {chips.length ? (
        <div className="chips" role="group" aria-label={t('form.amountInput.chips')}>
          {chips.map((chip) => {
            const text = String(chip).replace('.', rules.decimal);
            return (
              <button
                key={chip}
                type="button"
                className="chip"
                aria-pressed={form.amount === chip}
                onClick={() => setAmount(cashier, text, true)}
              >
                {money(chip)}
              </button>
            );
          })}
        </div>
      ) : null}
      <Bonuses method={method} amount={form.amount} currency={currency} />
      {added.length ? (
        // The backend asked for more (isFieldsRequired): said once, and the first new field takes the focus.
        <p className="annotation" role="status">
          {t('form.fieldsAdded')}
        </p>
      ) : null}
      <MethodFields
        method={method.name}
        fields={form.fields}
        problems={form.fieldProblems}
        shows={shows}
        round={state.round}
        onTrigger={touch}
        onFocus={untouch}
        focusOnAppear={added[0]?.name}
      />
      {children}
      <button
        type="submit"
        className="button button--primary"
        part="button-primary"
        aria-disabled={!form.formValid || busy || checking}
        aria-busy={busy || checking}
      >
        {busy
          ? t('deposit.button.processing')
          : checking
            ? t('loading')
            : form.amount !== null && amountProblem === null
            ? t('deposit.button.amount', { amount: money(form.amount) })
            : t('deposit.button')}
      </button>
      {footer}
    </Form>
  );
}

/**
 * Spec §8: the method takes no deposit in the player's currency (no rule, no limits for it): said
 * instead of a form that could only fail, with the way back to the other methods.
 */
function CurrencyUnavailable({ currency }: { currency: string }) {
  const cashier = useCashier();
  const t = useT();
  return (
    <>
      <ErrorNotice title={t('currency.unavailable', { 0: shownCurrency(currency) })} text={t('currency.unavailableHint')} />
      <button type="button" className="button button--primary" part="button-primary" onClick={() => cashier.nav.rewindTo(DEPOSIT_LIST_PATH)}>
        {t('complete.otherMethod')}
      </button>
    </>
  );
}
