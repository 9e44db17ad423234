import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../api/contract';
import { REQUIRED_ERROR_KEY } from '../../forms/fields/validateField';
import { amountTags } from '../../forms/amount/tags';
import { prefilledAmountText } from '../../forms/amount/typing';
import { formatAmount } from '../../i18n/format';
import { nativePlatformOf } from '../../host/handshake';
import { openPaymentWindow } from '../../payment/paymentWindow';
import {
  loadDepositLimits, SESSION_START_DEBOUNCE_MS, setAmount, startPaymentSession,
} from '../../state/actions/depositForm';
import { submitDeposit } from '../../state/actions/submitDeposit';
import { INFO_MESSAGE_SETS, infoMessageGroup, videoGuideUrl } from '../../state/deposit/infoMessages';
import { localizedText } from '../../state/methodList';
import { showErrorNotice } from '../../state/actions/notice';
import { AmountInput } from '../../ui/AmountInput';
import { useCashier, useLocale, useT } from '../../ui/context';
import { InfoMessages } from '../../ui/InfoMessages';
import { SafeExternalLink } from '../../ui/SafeExternalLink';
import { completePathFrom } from '../../routes/flows';
import { Page } from '../Page';
import { evaluateForm, type FormInput, regexFailures, VALIDATION_EVENT } from './evaluateForm';
import { MethodFields } from './MethodFields';

/** The amount's name among the form's triggered fields (server fields have their own names). */
const AMOUNT_FIELD = 'amount';

/** Finds the chosen method in the loaded list, grouped or not. */
function useChosenMethod(): PaymentMethod | undefined {
  const { methods, payment } = useSnapshot(useCashier().store);
  const name = payment.paymentMethod?.name;
  return [...methods.groups.flatMap((g) => g.paymentMethods), ...methods.methods].find((m) => m.name === name) as PaymentMethod | undefined;
}

/** Spec §2 redirect page: banner, amount with chips, the method's fields, and Deposit opening the payment window. */
export default function RedirectPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  // Synchronous, so a controlled input shows what was typed in the same event and its caret stays put.
  const snapshot = useSnapshot(cashier.store, { sync: true });
  const { deposit, currency, country, handshake } = snapshot;
  // Spec §4: the fields whose problem shows: triggered (edited and left) or submitted, until focused again.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (method && !method.amount_rules?.[currency]) void loadDepositLimits(cashier, method.name);
  }, [cashier, method, currency]);

  // The snapshot is read-only; evaluateForm only reads.
  const form = evaluateForm(snapshot as unknown as FormInput, method, locale);
  const { limits, rules, amount, fields } = form;

  // Spec §5: the method's prefilled amount, on entry, when the player has not typed one.
  useEffect(() => {
    if (!method) return;
    const text = prefilledAmountText(method.prefilledAmount, rules, cashier.store.payment.isOnRamp);
    if (text && !cashier.store.deposit.amount) setAmount(cashier, text);
    // Once per method: the rules only format the prefilled value.
  }, [cashier, method?.name]);

  useEffect(() => {
    if (amount === null || amount <= 0) return;
    const timer = setTimeout(() => void startPaymentSession(cashier, amount), SESSION_START_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [cashier, amount]);

  if (!method) return null;

  const money = (value: number) => formatAmount(locale, value, currency);
  const { amountProblem, fieldProblems, formValid } = form;
  const { decimal } = rules;
  const showAmountError = touched.has(AMOUNT_FIELD);
  const amountError =
    !showAmountError || !amountProblem
      ? null
      : amountProblem === 'required'
        ? t(REQUIRED_ERROR_KEY)
        : amountProblem.key === 'form.amountInput.limit.min'
          ? t(amountProblem.key, { min: money(amountProblem.min) })
          : t(amountProblem.key, { max: money(amountProblem.max) });
  const chips = amountTags({ limits, currency, country, fixedAmounts: method.recommendedAmounts });
  const hint = limits.max > 0 ? t('form.amountInput.hint', { from: money(limits.min), to: money(limits.max) }) : '';
  const touch = (name: string) => setTouched((current) => new Set(current).add(name));
  const untouch = (name: string) => setTouched((current) => new Set([...current].filter((other) => other !== name)));
  const guide = videoGuideUrl(method, locale, country);
  const infoKeys = INFO_MESSAGE_SETS[infoMessageGroup(handshake?.experiments ?? [])];

  const onDeposit = () => {
    // Read the store as it is now, not as last rendered: a click can follow typing within a frame.
    const now = evaluateForm(cashier.store, method, locale);
    setTouched(new Set([AMOUNT_FIELD, ...now.fields.map((field) => field.name)]));
    setRefused(false);
    if (!now.formValid) {
      for (const failure of regexFailures(now.fields, now.fieldProblems)) {
        cashier.analytics.track(VALIDATION_EVENT, { paymentMethod: method.name, ...failure });
      }
      return;
    }
    if (now.amount === null || cashier.store.deposit.processing) return;
    // Opened now, inside the click, so popup blockers allow it; pointed at the provider later.
    const native = handshake ? nativePlatformOf(handshake.user) : undefined;
    const paymentWindow = native ? undefined : openPaymentWindow();
    // Try again on the complete page returns here: to the group's redirect page when it came from one.
    const givenRoute = completePathFrom(cashier.nav.current().split('?')[0]!);
    void submitDeposit(cashier, method, { amount: now.amount, givenRoute, paymentWindow, fields: now.serverValues }).then((result) => {
      if (result.kind === 'failed' && result.error.kind !== 'timeout') void showErrorNotice(cashier, result.error);
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
          onFocus={() => untouch(AMOUNT_FIELD)}
          onBlur={() => touch(AMOUNT_FIELD)}
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
        <MethodFields
          method={method.name}
          fields={fields}
          problems={fieldProblems}
          shows={(name) => touched.has(name)}
          onTrigger={touch}
          onFocus={untouch}
        />
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
        <InfoMessages active={deposit.processing === method.name} keys={infoKeys} />
        {guide ? (
          <SafeExternalLink className="button button--secondary" href={guide} base={cashier.transportConfig()?.apiUrl ?? ''}>
            {t('deposit.guide.button')}
          </SafeExternalLink>
        ) : null}
      </form>
    </Page>
  );
}
