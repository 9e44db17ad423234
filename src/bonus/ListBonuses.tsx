import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useCashier } from '../ui/context';
import { offeredBonuses } from './bonusChoice';

const ListBonusOffer = lazy(() => import('./ListBonusOffer'));

/**
 * Spec §2 "Deposit list: … bonus carousel": the carousel above the list, loaded with the pages past
 * the first screen and only when there are bonuses to show; the list never waits for it.
 */
export function ListBonuses() {
  const { handshake } = useSnapshot(useCashier().store);
  if (offeredBonuses(handshake as never, Date.now()).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ListBonusOffer />
    </Suspense>
  );
}
