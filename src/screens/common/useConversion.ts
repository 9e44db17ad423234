import { useEffect, useState } from 'react';
import { convertAmount } from '../../api/convertAmount';
import { toCashierError } from '../../transport/errors';
import { useCashier } from '../../ui/context';

/** An amount of one currency to be said in another (payment-convert-v2); null asks nothing. */
export interface Conversion {
  amount: number;
  from: string;
  to: string;
}

/**
 * What `conversion.amount` of `from` is worth in `to` now (DESIGN §2 `payment-convert-v2`), asked
 * once it has rested `delayMs`; null until known, and when it cannot be known (spec §8: a failed
 * conversion shows nothing, with a console message). An answer for an earlier amount is never shown.
 */
export function useConversion(conversion: Conversion | null, delayMs = 0): number | null {
  const cashier = useCashier();
  const [known, setKnown] = useState<{ key: string; value: number } | null>(null);
  const key = conversion ? `${conversion.amount} ${conversion.from} ${conversion.to}` : '';
  useEffect(() => {
    if (!conversion) return;
    const { amount, from, to } = conversion;
    const stop = new AbortController();
    const timer = setTimeout(() => {
      convertAmount(cashier.api(), { amount, currencyFrom: from, currencyTo: to }, AbortSignal.any([stop.signal, cashier.sessionSignal()])).then(
        (answer) => setKnown({ key, value: answer.amount }),
        (thrown: unknown) => {
          const error = toCashierError(thrown);
          // Not for a conversion no longer wanted (the page left), however its request was cut.
          if (error.kind !== 'aborted' && !stop.signal.aborted) console.warn('[payment-cashier] The conversion could not be loaded:', error.message);
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
    // The key says all of the conversion; the object itself is new at every render.
  }, [cashier, key, delayMs]);
  return known && known.key === key ? known.value : null;
}
