import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useCashier } from '../ui/context';
import { offeredBonuses } from './bonusChoice';
import { activeBonus, type BonusData, bonusKey, expiresAt, movedChoice } from './bonusRules';

/** Spec §9 "Expiry check interval 1000 ms". */
export const BONUS_EXPIRY_CHECK_MS = 1000;

/**
 * The bonuses on offer, re-read every second while any can expire, the active one (the
 * player's choice, its successor when it expires, the host's `bonus-id`, else the first), whether
 * the player has them on, and the two choices they make.
 */
export function useBonuses() {
  const cashier = useCashier();
  const { handshake, form } = useSnapshot(cashier.store);
  const [now, setNow] = useState(() => Date.now());
  const bonuses = offeredBonuses(handshake as never, now);
  const before = useRef<BonusData[]>(bonuses);
  const seen = form.bonusId ?? handshake?.bonusId;
  const active = activeBonus(bonuses, form.bonusId, before.current, handshake?.bonusId);
  const expiring = bonuses.some((bonus) => expiresAt(bonus) !== null);

  useEffect(() => {
    if (!expiring) return;
    const timer = setInterval(() => setNow(Date.now()), BONUS_EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [expiring]);

  // The list as it was, so that an expired choice passes to its neighbour; the neighbour becomes the choice.
  // A commit can come after the player chose again (Firefox, under load): it moves only what it saw.
  useEffect(() => {
    before.current = bonuses;
    const moved = movedChoice(seen, cashier.store.form.bonusId ?? handshake?.bonusId, active);
    if (moved !== undefined) cashier.store.form.bonusId = moved;
  });

  return {
    bonuses,
    active,
    enabled: !form.bonusOff,
    now,
    choose: (bonus: BonusData) => {
      cashier.store.form.bonusId = bonusKey(bonus);
      cashier.store.form.bonusOff = false;
    },
    setEnabled: (on: boolean) => {
      cashier.store.form.bonusOff = !on;
    },
  };
}
