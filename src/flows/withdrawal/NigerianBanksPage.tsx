import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Page } from '../../screens/Page';
import { useChosenGroup } from '../../screens/deposit/useChosenMethod';
import { setFieldValue } from '../../state/actions/depositForm';
import { useCashier, useLocale, useT } from '../../ui/context';
import { SearchableList } from '../../ui/SearchableList';
import { CheckIcon } from '../../ui/pageIcons';
import { BANK_CODE_FIELD } from './nigerianBanks';
import { useAccountForm } from './useAccountForm';
import { WithdrawalForm } from './WithdrawalForm';
import { selectMethod } from '../../state/actions/paymentChoice';

/**
 * Spec §2 `/withdrawal/nigerian-banks`: the banks to choose from, with search; then the account
 * number and the amount for the chosen bank, which the player can change.
 */
export default function NigerianBanksPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const group = useChosenGroup();
  const method = group?.paymentMethods[0];
  const { form } = useSnapshot(cashier.store);
  const account = useAccountForm(method);
  const [query, setQuery] = useState('');
  const banks = method?.fields?.find((field) => field.name === BANK_CODE_FIELD)?.values ?? [];
  const chosen = banks.find((bank) => bank.value === form.fieldValues[BANK_CODE_FIELD]);
  const shown = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase(locale);
    return needle ? banks.filter((bank) => bank.text.toLocaleLowerCase(locale).includes(needle)) : banks;
  }, [banks, query, locale]);
  if (!method) return null;

  const choose = (code: string) => {
    selectMethod(cashier, method);
    setFieldValue(cashier, BANK_CODE_FIELD, code);
  };
  if (!chosen) {
    return (
      <Page title={t('withdrawal.banks.title')} heading={t('withdrawal.banks.title')}>
        <SearchableList total={banks.length} shown={shown.length} query={query} onQuery={setQuery} searchLabel={t('withdrawal.banks.search')}>
          <ul className="entries" aria-label={t('withdrawal.banks.title')}>
            {shown.map((bank) => (
              <li key={bank.value}>
                <button type="button" className="entry" onClick={() => choose(bank.value)}>
                  <span className="entry__name">{bank.text}</span>
                </button>
              </li>
            ))}
          </ul>
        </SearchableList>
      </Page>
    );
  }

  return (
    <Page title={t('title.withdrawalAmount')} heading={chosen.text}>
      <p className="annotation">
        <CheckIcon className="annotation__icon" /> {t('withdrawal.banks.chosen', { bank: chosen.text })}{' '}
        <button type="button" className="link" onClick={() => setFieldValue(cashier, BANK_CODE_FIELD, '')}>
          {t('withdrawal.banks.change')}
        </button>
      </p>
      {account ? <WithdrawalForm method={account.method} hiddenFields={[BANK_CODE_FIELD]} enough={account.enough} before={account.before} onValid={account.onValid} /> : null}
    </Page>
  );
}
