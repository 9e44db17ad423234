import { useContext, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentGroup, PaymentMethod } from '../../api/contract/methods';
import { chooseGroup, chooseMethod, loadDepositList } from '../../state/actions/depositList';
import { filterEntries, listEntries } from '../../state/methodList';
import { VERSION } from '../../version';
import { useCashier, useLocale, useT } from '../../ui/context';
import { FlowTableContext } from '../../ui/flowTable';
import { Loader } from '../../ui/Loader';
import { SearchableList } from '../../ui/SearchableList';
import { Page } from '../Page';
import { GroupButton, MethodButton } from './MethodEntry';
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

  // The host hears onFullLoad once per load of the cashier: coming back to the list is no new load.
  useEffect(() => {
    if (!ready || cashier.store.timing.methodsShownAt !== null) return;
    cashier.store.timing.methodsShownAt = performance.now();
    cashier.notify('onFullLoad', { version: VERSION, ms: Math.round(cashier.store.timing.methodsShownAt) });
  }, [ready, cashier]);

  return (
    <Page title={t('title.paymentMethods')}>
      <RegionSelector regionPath="/deposit/region" named={detailed} />
      {Extras && ready ? <Extras /> : null}
      {!ready ? (
        <Loader label={t('deposit.list.loading')} />
      ) : (
        <SearchableList total={entries.length} shown={shown.length} query={query} onQuery={setQuery} searchLabel={t('search.label')}>
          {/* MethodEntries written out: as a component of its own it costs the first screen 41 B gzip. */}
          <ul className="entries" aria-label={t('title.paymentMethods')} data-ready="true">
            {shown.map((entry) => (
              <li key={`${entry.kind}:${entry.kind === 'group' ? entry.group.name : entry.method.name}`}>
                {entry.kind === 'group' ? (
                  <GroupButton
                    group={entry.group}
                    onChoose={() => chooseGroup(cashier, entry.group)}
                    t={t}
                    locale={locale}
                    counted={detailed}
                    extra={GroupExtra ? <GroupExtra group={entry.group} /> : null}
                  />
                ) : (
                  <MethodButton method={entry.method} onChoose={() => chooseMethod(cashier, entry.method)} t={t} locale={locale} />
                )}
              </li>
            ))}
          </ul>
        </SearchableList>
      )}
    </Page>
  );
}
