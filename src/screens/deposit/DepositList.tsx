import { useContext, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { loadDepositList } from '../../state/actions/depositList';
import { filterEntries, listEntries } from '../../state/methodList';
import { methodsShown } from '../../state/actions/methodsShown';
import { lookAheadFromList } from '../../state/actions/lookAhead';
import { useCashier, useLocale, useT } from '../../ui/context';
import { FlowTableContext } from '../../ui/flowTableContext';
import { ListSkeleton } from '../../ui/Loader';
import { SearchableList } from '../../ui/SearchableList';
import { Page } from '../Page';
import { MethodEntries } from './MethodEntries';
import { RegionSelector } from './RegionSelector';

/** Spec §2 "Deposit list": region, payment groups and methods by position, search, badges. */
export default function DepositList() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { methods } = useSnapshot(cashier.store);
  const [query, setQuery] = useState('');
  const table = useContext(FlowTableContext);
  const Extras = table?.ListExtras;
  const GroupExtra = table?.GroupExtra;

  useEffect(() => {
    void loadDepositList(cashier);
  }, [cashier]);

  const entries = useMemo(
    () => listEntries(methods.groups as PaymentGroup[], methods.methods as PaymentMethod[]),
    [methods.groups, methods.methods],
  );
  const shown = useMemo(() => filterEntries(entries, query, locale), [entries, query, locale]);
  const ready = methods.status === 'loaded' && entries.length > 0;
  // The region's name and the groups' counts are the first Intl formatters of the page, and their
  // data costs the engine about 40 ms: the entries show first, these in the render React defers
  // right after (the spaces they leave keep every line where it will be).
  const detailed = useDeferredValue(ready);

  useEffect(() => {
    if (!ready) return;
    methodsShown(cashier);
    lookAheadFromList(cashier, entries);
  }, [ready, cashier, entries]);

  return (
    <Page title={t('title.paymentMethods')}>
      <RegionSelector regionPath="/deposit/region" named={detailed} />
      {Extras && ready ? <Extras /> : null}
      {!ready ? (
        <ListSkeleton label={t('deposit.list.loading')} />
      ) : (
        <SearchableList total={entries.length} shown={shown.length} query={query} onQuery={setQuery} searchLabel={t('search.label')}>
          <MethodEntries entries={shown} label={t('title.paymentMethods')} countOf={detailed ? table?.groupSize : undefined} GroupExtra={GroupExtra} />
        </SearchableList>
      )}
    </Page>
  );
}
