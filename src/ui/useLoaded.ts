import { useEffect, useState } from 'react';
import type { Cashier } from '../state/cashier';
import { useCashier } from './context';

/**
 * What `load` gives for `key` in this cashier, once it has: undefined with no key, while it loads,
 * and for an answer that came for a key since changed. `load` is a module's function (read once
 * per cashier there), so the effect runs again only for another key.
 */
export function useLoaded<T>(load: (cashier: Cashier, key: string) => Promise<T>, key: string | null | undefined): T | undefined {
  const cashier = useCashier();
  const [loaded, setLoaded] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    void load(cashier, key).then((value) => live && setLoaded({ key, value }));
    return () => {
      live = false;
    };
  }, [cashier, load, key]);
  return loaded && loaded.key === key ? loaded.value : undefined;
}
