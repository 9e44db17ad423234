import { useEffect, useState } from 'react';
import { infoMessageIndex, nextInfoChangeIn } from '../state/deposit/infoMessages';
import { useT } from './context';

/** Spec §2: while the deposit is being created, messages appear after 3 s and change every 6 s. */
export function InfoMessages({ active, keys }: { active: boolean; keys: readonly string[] }) {
  const t = useT();
  const [index, setIndex] = useState<number | null>(null);
  useEffect(() => {
    setIndex(null);
    if (!active) return;
    const start = performance.now();
    let timer = setTimeout(function tick() {
      const elapsed = performance.now() - start;
      setIndex(infoMessageIndex(elapsed, keys.length));
      timer = setTimeout(tick, nextInfoChangeIn(elapsed));
    }, nextInfoChangeIn(0));
    return () => clearTimeout(timer);
  }, [active, keys]);
  const key = index === null ? undefined : keys[index];
  return (
    <p className="info-message" role="status">
      {key ? t(key) : ''}
    </p>
  );
}
