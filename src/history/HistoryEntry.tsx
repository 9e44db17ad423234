import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useCashier, useT } from '../ui/context';
import { HistoryIcon } from '../ui/icons';
import { useAfterFirstScreen } from '../ui/useAfterFirstScreen';
import { HISTORY_PATH } from './paths';
import { probeHistory } from './probe';

/**
 * History in the header of a tree's top pages (DESIGN §2 "History and locks"): asked once the
 * first screen has its data whether the backend keeps one, and offered only when it does.
 */
export function HistoryEntry() {
  const cashier = useCashier();
  const t = useT();
  const { available } = useSnapshot(cashier.store).history;
  const after = useAfterFirstScreen(cashier.nav.current());
  useEffect(() => {
    if (after && available === 'unknown') void probeHistory(cashier);
  }, [cashier, after, available]);
  if (available !== 'yes') return null;
  return (
    <button type="button" className="header__history" part="history-button" aria-label={t('history.title')} title={t('history.title')} onClick={() => cashier.nav.navigate(HISTORY_PATH)}>
      <HistoryIcon />
    </button>
  );
}
