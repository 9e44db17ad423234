import type { Handshake } from '../host/handshake';
import type { FormState } from '../state/store';
import { activeBonus, type BonusData, bonusActivation, bonusesShown, liveBonuses } from './bonusRules';

/** The bonuses the player can take now: the host's list, for the experiment's group, unexpired. */
export function offeredBonuses(handshake: Pick<Handshake, 'bonusList' | 'experiments'> | null, now: number): BonusData[] {
  if (!handshake || !bonusesShown(handshake.experiments)) return [];
  return liveBonuses(handshake.bonusList as unknown as BonusData[], now);
}

/** What goes with a create (spec §3 "Create request"): whether a bonus is activated, and which. */
export interface BonusRequest {
  isActivatedBonus: boolean;
  bonusId?: string | number;
}

/** The bonus fields of a create for this method and amount, from the player's choice. */
export function bonusRequestFor(
  state: { handshake: Pick<Handshake, 'bonusList' | 'experiments' | 'bonusId'> | null; form: Pick<FormState, 'bonusId' | 'bonusOff'> },
  method: { name: string },
  takesBonus: boolean,
  amount: number,
  now: number,
): BonusRequest {
  const offered = offeredBonuses(state.handshake, now);
  const bonus = activeBonus(offered, state.form.bonusId, offered, state.handshake?.bonusId);
  const activation = bonusActivation({ bonus, enabled: !state.form.bonusOff, method, takesBonus, amount });
  return activation.activated ? { isActivatedBonus: true, bonusId: activation.bonusId } : { isActivatedBonus: false };
}
