import type { ReactNode } from 'react';
import { currencyIconOf } from '../state/currencyIcons';
import { useLoaded } from './useLoaded';

/**
 * A currency's icon (`icons/{currency}.svg`), decorative beside its code: `fallback` (the
 * method's logo, say) until it is in, and for good when the static folder has none.
 */
export function CurrencyIcon({ currency, fallback }: { currency: string; fallback: ReactNode }) {
  const src = useLoaded(currencyIconOf, currency);
  return src ? <img className="currency-icon" src={src} alt="" width={28} height={28} decoding="async" /> : <>{fallback}</>;
}
