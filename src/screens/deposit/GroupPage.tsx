import { useMemo, useState } from 'react';
import { chooseMethod } from '../../state/actions/depositList';
import { lookAheadFromPress } from '../../state/actions/lookAhead';
import { filterEntries, localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { SearchableList } from '../../ui/SearchableList';
import { Page } from '../Page';
import { MethodButton } from './MethodEntry';
import { useChosenGroup } from './useChosenMethod';

/** Spec §2 group page: the chosen group's methods, with search above five. */
export default function GroupPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const group = useChosenGroup();
  const entries = useMemo(
    () => [...(group?.paymentMethods ?? [])].sort((a, b) => a.position - b.position).map((method) => ({ kind: 'method' as const, method })),
    [group],
  );
  const shown = filterEntries(entries, query, locale).flatMap((entry) => (entry.kind === 'method' ? [entry.method] : []));
  const title = group ? localizedText(group.label, locale) : t('title.depositMethod');
  return (
    <Page title={title} heading={title}>
      <SearchableList total={entries.length} shown={shown.length} query={query} onQuery={setQuery} searchLabel={t('search.label')}>
        <ul className="entries" aria-label={title} data-ready="true">
          {shown.map((method) => (
            <li key={method.name}>
              <MethodButton
                method={method}
                onChoose={() => chooseMethod(cashier, method, group)}
                onPress={() => lookAheadFromPress(cashier, { kind: 'method', method }, true)}
                t={t}
                locale={locale}
              />
            </li>
          ))}
        </ul>
      </SearchableList>
    </Page>
  );
}
