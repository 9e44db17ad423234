import type { Experiment } from '../host/handshake';

/** Spec §3 "Bonus", as the handshake and the host's messages carry it (read defensively: the host's data). */
export interface BonusData {
  id: string | number;
  type: 'freespin' | 'deposit';
  currency?: string;
  content?: { title?: string; subtitle?: string };
  /** When the bonus can no longer be taken (ISO date). */
  mustAccruedBefore?: string;
  depositBonusData?: { minDeposit?: number; maxBonusAmount?: number; payoutMultiplier?: number; wagerMultiplier?: number };
  freespinBonusData?: {
    minDeposit?: number;
    maxSpinWin?: number;
    payoutMultiplier?: number;
    wagerMultiplier?: number;
    count?: number;
    gamesContent?: { nameEn?: string }[];
  };
}

/** Spec §6: the carousel (and the crypto bonus) show only for this group of the `bonus` experiment. */
export const BONUS_EXPERIMENT = 'bonus';
export const BONUS_GROUP = 'group_b';
export const bonusesShown = (experiments: readonly Experiment[]): boolean =>
  experiments.some((experiment) => experiment.key === BONUS_EXPERIMENT && experiment.group === BONUS_GROUP);

/** Spec §9: deposit bonuses take these colours in turn by id; a freespin has its own. */
export const BONUS_THEMES = ['pink', 'purple', 'blue', 'orange'] as const;
export type BonusTheme = (typeof BONUS_THEMES)[number] | 'freespin';
export function bonusTheme(bonus: Pick<BonusData, 'id' | 'type'>): BonusTheme {
  if (bonus.type === 'freespin') return 'freespin';
  const number = typeof bonus.id === 'number' ? bonus.id : [...String(bonus.id)].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return BONUS_THEMES[Math.abs(Math.trunc(number)) % BONUS_THEMES.length]!;
}

/** When a bonus ends (ms), or null when it does not (or the date cannot be read). */
export function expiresAt(bonus: Pick<BonusData, 'mustAccruedBefore'>): number | null {
  if (!bonus.mustAccruedBefore) return null;
  const at = Date.parse(bonus.mustAccruedBefore);
  return Number.isFinite(at) ? at : null;
}

/** Spec §4: bonuses past `mustAccruedBefore` are gone. */
export const liveBonuses = <B extends Pick<BonusData, 'mustAccruedBefore'>>(bonuses: readonly B[], now: number): B[] =>
  bonuses.filter((bonus) => {
    const end = expiresAt(bonus);
    return end === null || end > now;
  });

export const bonusKey = (bonus: Pick<BonusData, 'id'>): string => String(bonus.id);

/** A bonus's name: the operator's title, else its kind (`bonus.type.deposit`, `bonus.type.freespin`). */
export const bonusTitle = (bonus: Pick<BonusData, 'content' | 'type'>, t: (key: string) => string): string =>
  bonus.content?.title || t(`bonus.type.${bonus.type}`);

/**
 * Spec §4: the active bonus among those shown: the one chosen (else the host's `bonus-id`) while it
 * lasts; once it has gone, the one after it in the list as it was, else the one before; else the first.
 */
export function activeBonus<B extends Pick<BonusData, 'id'>>(
  shown: readonly B[],
  chosen: string | undefined,
  before: readonly B[],
  preselected: string | undefined,
): B | undefined {
  const key = chosen ?? preselected;
  const find = (wanted: string) => shown.find((bonus) => bonusKey(bonus) === wanted);
  if (key === undefined) return shown[0];
  const still = find(key);
  if (still) return still;
  const at = before.findIndex((bonus) => bonusKey(bonus) === key);
  const stays = (bonus: B) => find(bonusKey(bonus)) !== undefined;
  const successor = at === -1 ? undefined : (before.slice(at + 1).find(stays) ?? before.slice(0, at).reverse().find(stays));
  return successor ? find(bonusKey(successor)) : shown[0];
}

/**
 * The choice to store once the one a render saw has gone (its successor), or undefined to leave the
 * store alone: when nothing had gone, or when the store no longer holds what that render saw (the
 * player chose again after it read the store, and a late commit must not undo that choice).
 */
export function movedChoice(seen: string | undefined, stored: string | undefined, active: Pick<BonusData, 'id'> | undefined): string | undefined {
  if (seen === undefined || !active || bonusKey(active) === seen || stored !== seen) return undefined;
  return bonusKey(active);
}

/** Spec §6: methods that take no bonus, by name (a flow may say so of all its methods: the on-ramp's, FlowDefinition.takesNoBonus). */
export const BONUS_RESTRICTED_METHODS: ReadonlySet<string> = new Set(['yamoney_h2h', 'yamoney_rub', 'webmoney_usd']);

export const minDepositOf = (bonus: BonusData): number | undefined => (bonus.type === 'freespin' ? bonus.freespinBonusData?.minDeposit : bonus.depositBonusData?.minDeposit);

/** Why a bonus is not activated, for the player; null when it is. */
export type MissingForBonus = 'none' | 'off' | 'restricted' | { minDeposit: number };

/**
 * Spec §4, §5: a bonus counts as activated only when one is selected, the player has it on, the
 * method takes bonuses and the amount is at least its minimum deposit.
 */
export function bonusActivation(input: {
  bonus: BonusData | undefined;
  enabled: boolean;
  method: { name: string };
  /** Whether the method's flow lets it take a bonus (the flow table's `takesBonus`). */
  takesBonus: boolean;
  amount: number | null;
}): { activated: true; bonusId: string | number } | { activated: false; missing: MissingForBonus } {
  const { bonus, enabled, method, amount } = input;
  if (!bonus) return { activated: false, missing: 'none' };
  if (!enabled) return { activated: false, missing: 'off' };
  if (!input.takesBonus || BONUS_RESTRICTED_METHODS.has(method.name)) return { activated: false, missing: 'restricted' };
  const minDeposit = minDepositOf(bonus);
  if (minDeposit !== undefined && (amount === null || amount < minDeposit)) return { activated: false, missing: { minDeposit } };
  return { activated: true, bonusId: bonus.id };
}
