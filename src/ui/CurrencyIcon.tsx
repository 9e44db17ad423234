import { type ReactNode, useEffect, useState } from 'react';
import { currencyIconOf } from '../state/currencyIcons';
import { useCashier } from './context';

/**
 * A currency's icon (spec §7 `icons/{currency}.svg`), decorative beside its code: `fallback` (the
 * method's logo, say) until it is in, and for good when the static folder has none.
 */
export function CurrencyIcon({ currency, fallback }: { currency: string; fallback: ReactNode }) {
  const cashier = useCashier();
  const [icon, setIcon] = useState<{ currency: string; src: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    void currencyIconOf(cashier, currency).then((src) => live && setIcon({ currency, src }));
    return () => {
      live = false;
    };
  }, [cashier, currency]);
  const src = icon?.currency === currency ? icon.src : null;
  return src ? <img className="currency-icon" src={src} alt="" width={28} height={28} decoding="async" /> : <>{fallback}</>;
}
