import { useState } from 'react';
import { useCashier, useT } from '../../ui/context';
import { loadCoins } from './loadRedemption';

/**
 * In place of what may be redeemed, while the playthrough cannot be known: Redeem is unavailable,
 * said so, with Try again, which asks for the coins again.
 */
export function PlaythroughUnknown() {
  const cashier = useCashier();
  const t = useT();
  const [asking, setAsking] = useState(false);
  const askAgain = async () => {
    if (asking) return;
    setAsking(true);
    await loadCoins(cashier);
    setAsking(false);
  };
  return (
    <div className="notice notice--error playthrough-unknown" role="alert">
      <p className="notice__text">{t('sweep.redeem.playthroughUnknown')}</p>
      <button type="button" className="button button--secondary" aria-busy={asking} aria-disabled={asking} onClick={() => void askAgain()}>
        {t('error.refresh')}
      </button>
    </div>
  );
}
