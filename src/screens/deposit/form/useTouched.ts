import { useState } from 'react';

/**
 * Spec §4: which fields show their problem — a field is untriggered until edited or left, then
 * triggered; focusing it clears its error until it is left again; a submit triggers them all.
 * `round` counts the submits, for what must answer each one (a closed panel with an error inside).
 */
export function useTouched() {
  const [{ touched, round }, set] = useState<{ touched: ReadonlySet<string>; round: number }>({ touched: new Set(), round: 0 });
  return {
    shows: (name: string) => touched.has(name),
    touch: (name: string) => set((current) => ({ ...current, touched: new Set(current.touched).add(name) })),
    untouch: (name: string) => set((current) => ({ ...current, touched: new Set([...current.touched].filter((other) => other !== name)) })),
    touchAll: (names: readonly string[]) => set((current) => ({ touched: new Set(names), round: current.round + 1 })),
    round,
  };
}
