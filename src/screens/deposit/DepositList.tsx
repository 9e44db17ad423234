import { useContext, useEffect, useState } from 'react';
import { loadDepositList } from '../../state/actions/depositList';
import { useCashier, useT } from '../../ui/context';
import { FlowTableContext } from '../../ui/flowTableContext';
import { ListSkeleton } from '../../ui/Loader';
import { SearchableList } from '../../ui/SearchableList';
import { Page } from '../Page';
import { MethodEntries } from './MethodEntries';
import { RegionSelector } from './RegionSelector';
import { useShownList } from './useShownList';

/** Spec §2 "Deposit list": region, payment groups and methods by position, search, badges. */
export default function DepositList() {
  const cashier = useCashier();
  const t = useT();
  const [query, setQuery] = useState('');
  const table = useContext(FlowTableContext);
  const Extras = table?.ListExtras;
  const GroupExtra = table?.GroupExtra;

  useEffect(() => {
    void loadDepositList(cashier);
  }, [cashier]);

  const { entries, shown, ready, detailed } = useShownList(query);

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
