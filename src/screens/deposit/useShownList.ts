import { useDeferredValue, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { lookAheadFromList } from '../../state/actions/lookAhead';
import { methodsShown } from '../../state/actions/methodsShown';
import { filterEntries, listEntries } from '../../state/methodList';
import { useCashier, useLocale } from '../../ui/context';

/**
 * A list page's entries (groups and ungrouped methods, by position), those the search `query`
 * shows, and whether the list is ready: the store's answer is in, is this page's (`isThisList`,
 * by its key), and has entries. Once it is, the list counts as shown and what it leads to is
 * loaded ahead. `detailed` turns true in the render React defers after the entries: the region's
 * name and the groups' counts are the page's first Intl formatters, whose data costs the engine
 * about 40 ms, so the entries show first (the spaces those leave keep every line where it will be).
 */
export function useShownList(query: string, isThisList: (key: string | null) => boolean = () => true) {
  const cashier = useCashier();
  const locale = useLocale();
  const { methods } = useSnapshot(cashier.store);
  const entries = useMemo(() => listEntries(methods.groups as PaymentGroup[], methods.methods as PaymentMethod[]), [methods.groups, methods.methods]);
  const shown = useMemo(() => filterEntries(entries, query, locale), [entries, query, locale]);
  const ready = methods.status === 'loaded' && isThisList(methods.key) && entries.length > 0;
  const detailed = useDeferredValue(ready);

  useEffect(() => {
    if (!ready) return;
    methodsShown(cashier);
    lookAheadFromList(cashier, entries);
  }, [ready, cashier, entries]);

  return { entries, shown, ready, detailed };
}
