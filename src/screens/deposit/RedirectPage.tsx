import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod, ServerField } from '../../api/contract';
import { fieldTexts } from '../../forms/fields/fieldText';
import { applyTyping, isFieldHidden, onBlurValue, REQUIRED_ERROR_KEY, validateField } from '../../forms/fields/validateField';
import { amountLimits, checkAmount } from '../../forms/amount/limits';
import { separatorsOf } from '../../forms/amount/separators';
import { amountTags } from '../../forms/amount/tags';
import { typedAmountValue } from '../../forms/amount/typing';
import { formatAmount, fractionDigits } from '../../i18n/format';
import { nativePlatformOf } from '../../host/handshake';
import { openPaymentWindow } from '../../payment/paymentWindow';
import {
  loadDepositLimits, SESSION_START_DEBOUNCE_MS, setAmount, setFieldValue, startPaymentSession,
} from '../../state/actions/depositForm';
import { submitDeposit } from '../../state/actions/submitDeposit';
import { localizedText } from '../../state/methodList';
import { showErrorNotice } from '../../state/actions/notice';
import { AmountInput } from '../../ui/AmountInput';
import { useCashier, useLocale, useT } from '../../ui/context';
import { TextField } from '../../ui/TextField';
import type { CashierState } from '../../state/store';
import { Page } from '../Page';

const COMPLETE_PATH = '/deposit/complete';

/** Finds the chosen method in the loaded list, grouped or not. */
function useChosenMethod(): PaymentMethod | undefined {
  const { methods, payment } = useSnapshot(useCashier().store);
  const name = payment.paymentMethod?.name;
  return [...methods.groups.flatMap((g) => g.paymentMethods), ...methods.methods].find((m) => m.name === name) as PaymentMethod | undefined;
}

type FormInput = Pick<CashierState, 'deposit' | 'payment' | 'currency' | 'country'>;

/** Limits, typing rules, the amount and every problem of the form, from the store or a snapshot of it. */
function evaluateForm(state: FormInput, method: PaymentMethod | undefined, locale: string) {
  const { deposit, payment, currency, country } = state;
  const limits = amountLimits({
    method: method ?? null,
    currency,
    country,
    depositLimits: payment.depositLimits,
    isOnRamp: payment.isOnRamp,
    isCryptocurrency: payment.isCryptocurrency,
  });
  const rules = { decimal: separatorsOf(locale).decimal, fractionDigits: fractionDigits(currency), max: limits.max };
  const amount = typedAmountValue(deposit.amount, rules.decimal);
  const fields = [...(method?.fields ?? []), ...(deposit.extraFields as ServerField[])].filter(
    (field) => method && !isFieldHidden(field, method.cardViewType),
  );
  const amountProblem = amount === null ? ('required' as const) : checkAmount(amount, limits);
  const fieldProblems = fields.map((field) => validateField(field, deposit.fieldValues[field.name] ?? ''));
  const formValid = amountProblem === null && fieldProblems.every((problem) => problem === null);
  return { limits, rules, amount, fields, amountProblem, fieldProblems, formValid };
}

/** Spec §2 redirect page: banner, amount with chips, the method's fields, and Deposit opening the payment window. */
export default function RedirectPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const snapshot = useSnapshot(cashier.store);
  const { deposit, currency, country, handshake } = snapshot;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (method && !method.amount_rules?.[currency]) void loadDepositLimits(cashier, method.name);
  }, [cashier, method, currency]);

  // The snapshot is read-only; evaluateForm only reads.
  const form = evaluateForm(snapshot as unknown as FormInput, method, locale);
  const { limits, rules, amount, fields } = form;

  useEffect(() => {
    if (amount === null || amount <= 0) return;
    const timer = setTimeout(() => void startPaymentSession(cashier, amount), SESSION_START_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [cashier, amount]);

  if (!method) return null;

  const money = (value: number) => formatAmount(locale, value, currency);
  const { amountProblem, fieldProblems, formValid } = form;
  const { decimal } = rules;
  const showAmountError = submitted || touched.has('amount');
  const amountError =
    !showAmountError || !amountProblem
      ? null
      : amountProblem === 'required'
        ? t(REQUIRED_ERROR_KEY)
        : amountProblem.key === 'form.amountInput.limit.min'
          ? t(amountProblem.key, { min: money(amountProblem.min) })
          : t(amountProblem.key, { max: money(amountProblem.max) });
  const source = { locale, has: (key: string) => cashier.translator()?.has(key) ?? false, t: (key: string) => t(key) };
  const chips = amountTags({ limits, currency, country, fixedAmounts: method.recommendedAmounts });
  const hint = limits.max > 0 ? t('form.amountInput.hint', { from: money(limits.min), to: money(limits.max) }) : '';
  const touch = (name: string) => setTouched((current) => new Set(current).add(name));

  const onDeposit = () => {
    setSubmitted(true);
    setRefused(false);
    // Read the store as it is now, not as last rendered: a click can follow typing within a frame.
    const now = evaluateForm(cashier.store, method, locale);
    if (!now.formValid || now.amount === null || cashier.store.deposit.processing) return;
    // Opened now, inside the click, so popup blockers allow it; pointed at the provider later.
    const native = handshake ? nativePlatformOf(handshake.user) : undefined;
    const paymentWindow = native ? undefined : openPaymentWindow();
    void submitDeposit(cashier, method, { amount: now.amount, givenRoute: COMPLETE_PATH, paymentWindow }).then((result) => {
      if (result.kind === 'failed' && result.error.kind !== 'timeout') showErrorNotice(cashier, result.error);
      if (result.kind === 'created' && result.payment === 'refused') setRefused(true);
    });
  };

  return (
    <Page title={t('title.deposit')}>
      <h3 className="page__heading">{localizedText(method.text, locale)}</h3>
      {method.banner && cashier.translator()?.has(method.banner.bannerTextKey) ? (
        <p className="annotation">{t(method.banner.bannerTextKey)}</p>
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onDeposit();
        }}
      >
        <AmountInput
          label={t('form.amountInput.label', { currency })}
          value={deposit.amount}
          rules={rules}
          hint={hint}
          error={amountError}
          onChange={(value) => setAmount(cashier, value)}
          onBlur={() => touch('amount')}
        />
        {chips.length ? (
          <div className="chips" role="group" aria-label={t('form.amountInput.chips')}>
            {chips.map((chip) => {
              const text = String(chip).replace('.', decimal);
              return (
                <button
                  key={chip}
                  type="button"
                  className="chip"
                  aria-pressed={deposit.amount === text}
                  onClick={() => setAmount(cashier, text, true)}
                >
                  {money(chip)}
                </button>
              );
            })}
          </div>
        ) : null}
        {fields.map((field, index) => {
          const texts = fieldTexts(field, method.name, source);
          const problem = fieldProblems[index];
          const shown = (submitted || touched.has(field.name)) && problem;
          return (
            <TextField
              key={field.name}
              label={texts.label}
              placeholder={texts.placeholder}
              value={deposit.fieldValues[field.name] ?? ''}
              error={shown ? (problem === 'required' ? t(REQUIRED_ERROR_KEY) : texts.error) : null}
              inputMode={field.type === 'phone_with_prefix' ? 'tel' : 'text'}
              onChange={(value) => setFieldValue(cashier, field.name, applyTyping(field, value))}
              onFocus={() => setTouched((current) => new Set([...current].filter((name) => name !== field.name)))}
              onBlur={() => {
                setFieldValue(cashier, field.name, onBlurValue(field, deposit.fieldValues[field.name] ?? ''));
                touch(field.name);
              }}
            />
          );
        })}
        {refused ? (
          <p className="form__failure" role="alert">
            {t('deposit.window.refused')}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          part="button-primary"
          aria-disabled={!formValid || deposit.processing !== null}
          aria-busy={deposit.processing !== null}
        >
          {deposit.processing ? t('deposit.button.processing') : t('deposit.button')}
        </button>
      </form>
    </Page>
  );
}
