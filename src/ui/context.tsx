import { createContext, useContext } from 'react';
import { useSnapshot } from 'valtio';
import { BOOT_MESSAGES } from '../i18n/bootMessages';
import type { MessageValues } from '../i18n/translator';
import type { Cashier } from '../state/cashier';

const CashierContext = createContext<Cashier | null>(null);
export const CashierProvider = CashierContext.Provider;

export function useCashier(): Cashier {
  const cashier = useContext(CashierContext);
  if (!cashier) throw new Error('useCashier outside a cashier');
  return cashier;
}

export type Translate = (key: string, values?: MessageValues) => string;

/** The translate function of this cashier; re-renders the caller when a new catalog loads. */
export function useT(): Translate {
  const cashier = useCashier();
  useSnapshot(cashier.store).catalogVersion;
  const translator = cashier.translator();
  return translator ? translator.t : (key) => BOOT_MESSAGES[key] ?? key;
}

export function useLocale(): string {
  return useSnapshot(useCashier().store).locale;
}
