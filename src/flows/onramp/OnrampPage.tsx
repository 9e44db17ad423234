import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getDepositLimits } from '../../api/getDepositLimits';
import type { PaymentMethod } from '../../contract/methods';
import { fieldChoices } from '../../forms/fields/choices';
import { formatAmount } from '../../i18n/formatAmount';
import { localizedText } from '../../state/methodList';
import { amountProblemText, amountRangeHint } from '../../screens/deposit/form/amountProblemText';
import { MethodBanner, MethodGuide } from '../../screens/deposit/MethodExtras';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { Page } from '../../screens/Page';
import { setAmount } from '../../state/actions/depositForm';
import { showErrorNotice } from '../../state/actions/notice';
import { createDeposit } from '../../state/create/createDeposit';
import { toCashierError } from '../../transport/errors';
import { AmountInput } from '../../ui/AmountInput';
import { useCashier, useLocale, useT } from '../../ui/context';
import { CurrencyIcon } from '../../ui/CurrencyIcon';
import { DropdownField } from '../../ui/Dropdown';
import { INITIAL_CRYPTO, ONRAMP_CURRENCIES, onrampCurrencyFor } from './currencies';
import { chooseOnrampField, COUNTRY_FIELD, CURRENCY_FIELD, forgetNoOffers } from './onrampActions';
import { onrampCreate } from './onrampCreate';
import { evaluateOnramp, type LimitsState } from './onrampForm';
import { ONRAMP_PATH } from './paths';
import { Form } from '../../ui/Form';
import { MethodIcon } from '../../ui/MethodIcon';

/**
 * Spec §2 "Onramp base": the country and the currency the crypto is bought from (the country's own
 * currency at first), the amount within that currency's limits (`deposit-limits`, asked
 * on each change; the amount is typed only once they are known and is cleared when the currency
 * changes), then Continue: the providers' offers, or, when there are none, a word here.
 */
export default function OnrampPage() {
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  if (!method) return null;
  return (
    <Page title={t('title.deposit')} heading={localizedText(method.text, locale)} mark={<MethodIcon id={method.iconIds[0]} />}>
      <MethodBanner method={method} />
      <OnrampForm method={method} />
      <MethodGuide method={method} />
    </Page>
  );
}

function OnrampForm({ method }: { method: PaymentMethod }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { form, country: playerCountry, creating, deposit, methods } = useSnapshot(cashier.store, { sync: true });
  const country = form.fieldValues[COUNTRY_FIELD] ?? playerCountry;
  const currency = form.fieldValues[CURRENCY_FIELD] ?? onrampCurrencyFor(country);
  const [limits, setLimits] = useState<LimitsState>({ currency, status: 'loading' });
  const [submitted, setSubmitted] = useState(false);
  const [amountTouched, setAmountTouched] = useState(false);
  const evaluated = evaluateOnramp({ method, currency, country, amountText: form.amount, locale, limits });
  const busy = creating.methods.includes(method.name);
  // The list shown is the last visit's copy: the fresh one decides whether this on-ramp is still offered.
  const checking = methods.stale === true;
  const money = (value: number) => formatAmount(locale, value, currency);

  // Spec §5: the chosen currency's limits; while they load the amount waits, and if they fail the
  // player is told and the currency cannot be used.
  useEffect(() => {
    const request = new AbortController();
    setLimits({ currency, status: 'loading' });
    getDepositLimits(cashier.api(), { currency, paymentMethod: method.name }, AbortSignal.any([request.signal, cashier.sessionSignal()]))
      .then((answer) => {
        const own = answer[method.name];
        setLimits(own ? { currency, status: 'ready', limits: own } : { currency, status: 'failed' });
      })
      .catch((thrown: unknown) => {
        const error = toCashierError(thrown);
        if (error.kind === 'aborted') return;
        setLimits({ currency, status: 'failed' });
        void showErrorNotice(cashier, error);
      });
    return () => request.abort();
  }, [cashier, method.name, currency]);

  const choose = (field: string, value: string) => {
    chooseOnrampField(cashier, field, value);
    setAmountTouched(false);
    forgetNoOffers(cashier);
  };

  const showsAmountProblem = submitted || amountTouched;
  const amountError = showsAmountProblem && evaluated.amountProblem && !evaluated.amountDisabled ? amountProblemText(evaluated.amountProblem, t, money) : null;
  const hint = evaluated.amountDisabled ? (evaluated.limitsLoading ? t('onramp.limits.loading') : '') : amountRangeHint(evaluated.limits, t, money);
  const noOffers = deposit.madeOn === ONRAMP_PATH && deposit.response?.data?.paymentMethodOffers?.length === 0;

  return (
    <Form
      onSubmit={() => {
        setSubmitted(true);
        if (busy || cashier.store.methods.stale || evaluated.currencyProblem || evaluated.amountProblem || evaluated.amount === null) return;
        void createDeposit(cashier, method, onrampCreate(), {
          amount: evaluated.amount,
          currency,
          country,
          givenRoute: ONRAMP_PATH,
          // The choice is part of the intent: another country or currency is another deposit.
          fields: { country, currency },
        }).then((result) => {
          if (result.kind === 'failed' && result.error.kind !== 'timeout') void showErrorNotice(cashier, result.error);
        });
      }}
    >
      <p className="field__hint">{t('onramp.intro', { crypto: INITIAL_CRYPTO })}</p>
      <DropdownField
        label={t('onramp.country.label')}
        error={null}
        choices={fieldChoices({ type: 'dropdown_country', values: [] }, locale)}
        value={country}
        placeholder={t('onramp.country.label')}
        onChange={(value) => choose(COUNTRY_FIELD, value)}
      />
      <DropdownField
        label={t('onramp.currency.label')}
        error={evaluated.currencyProblem ? t(evaluated.currencyProblem) : null}
        choices={fieldChoices({ type: 'dropdown_currency', values: ONRAMP_CURRENCIES.map((code) => ({ value: code, text: code })) }, locale)}
        // Each currency's icon (icons/{currency}.svg) beside its code; none where the folder has none.
        mark={(choice) => <CurrencyIcon currency={choice.value} fallback={null} />}
        value={currency}
        placeholder={t('onramp.currency.label')}
        onChange={(value) => choose(CURRENCY_FIELD, value)}
      />
      <AmountInput
        label={t('form.amountInput.label', { currency })}
        currency={currency}
        value={form.amount}
        rules={evaluated.rules}
        hint={hint}
        error={amountError}
        disabled={evaluated.amountDisabled}
        onChange={(value) => {
          setAmount(cashier, value);
          if (noOffers) forgetNoOffers(cashier);
        }}
        onFocus={() => setAmountTouched(false)}
        onBlur={() => setAmountTouched(true)}
      />
      {noOffers ? (
        // Spec §8 amount banners: no offers, and the change-country hint (offers depend on the country chosen above).
        <div className="annotation" role="status">
          <p>{t('deposit.onramp.annotation.noOffers')}</p>
          <p>{t('deposit.onramp.annotation.changeCountry')}</p>
        </div>
      ) : null}
      <button type="submit" className="button button--primary" part="button-primary" aria-disabled={busy || checking || evaluated.amountDisabled} aria-busy={busy || checking}>
        {busy ? t('deposit.button.processing') : checking ? t('loading') : t('onramp.continue')}
      </button>
    </Form>
  );
}
