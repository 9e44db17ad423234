import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { countryName } from '../../i18n/regionNames';
import { selectCountry } from '../../state/actions/selectCountry';
import { useCashier, useLocale, useT } from '../../ui/context';
import { CheckIcon } from '../../ui/pageIcons';
import { Loader } from '../../ui/Loader';
import { SearchableList } from '../../ui/SearchableList';
import { Page } from '../Page';
import { Flag } from '../../ui/Flag';

/** Spec §2 region page: the countries the backend offers; choosing one reloads the methods. */
export default function RegionPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { geo, country } = useSnapshot(cashier.store);
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (cashier.store.geo.status === 'idle') void cashier.mode().loadList(cashier);
  }, [cashier]);

  const countries = useMemo(() => {
    const named = geo.countries.map((c) => ({ code: c.code, name: countryName(locale, c.code) }));
    named.sort((a, b) => a.name.localeCompare(b.name, locale));
    const needle = query.trim().toLocaleLowerCase(locale);
    return needle
      ? named.filter((c) => c.name.toLocaleLowerCase(locale).includes(needle) || c.code.toLowerCase() === needle)
      : named;
  }, [geo.countries, locale, query]);

  return (
    <Page title={t('title.region')} heading={t('title.region')}>
      {geo.status !== 'loaded' ? (
        <Loader label={t('loading')} />
      ) : (
        <SearchableList total={geo.countries.length} shown={countries.length} query={query} onQuery={setQuery} searchLabel={t('region.search')}>
          <ul className="entries" aria-label={t('title.region')}>
            {countries.map((c) => (
              <li key={c.code}>
                <button
                  type="button"
                  className="entry"
                  aria-current={c.code === country ? 'true' : undefined}
                  disabled={!geo.enabled}
                  onClick={() => selectCountry(cashier, c.code)}
                >
                  <Flag code={c.code} />
                  <span className="entry__name">{c.name}</span>
                  {c.code === country ? <CheckIcon className="entry__check" /> : null}
                </button>
              </li>
            ))}
          </ul>
        </SearchableList>
      )}
    </Page>
  );
}
