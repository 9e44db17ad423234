import { useState } from 'react';

/**
 * Spec §4: which fields show their problem — a field is untriggered until edited or left, then
 * triggered; focusing it clears its error until it is left again; a submit triggers them all.
 */
export function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  return {
    shows: (name: string) => touched.has(name),
    touch: (name: string) => setTouched((current) => new Set(current).add(name)),
    untouch: (name: string) => setTouched((current) => new Set([...current].filter((other) => other !== name))),
    touchAll: (names: readonly string[]) => setTouched(new Set(names)),
  };
}
