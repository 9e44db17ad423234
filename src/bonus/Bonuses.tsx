import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useCashier } from '../ui/context';
import { offeredBonuses } from './bonusChoice';
import type { BonusOfferProps } from './BonusOffer';

const LoadedBonusOffer = lazy(() => import('./LoadedBonusOffer'));

/**
 * Spec §2: the bonus carousel where a page shows it (the deposit list, the amount pages), loaded
 * only when there are bonuses to show: a player without any loads none of its code, and the page
 * never waits for it.
 */
export function Bonuses(props: BonusOfferProps) {
  const { handshake } = useSnapshot(useCashier().store);
  if (offeredBonuses(handshake as never, Date.now()).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LoadedBonusOffer {...props} />
    </Suspense>
  );
}

/** The deposit list's: the choice only, nothing said of a deposit. */
export const ListBonuses = () => <Bonuses />;
