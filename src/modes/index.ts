import type { Cashier } from '../state/cashier';
import type { Mode, Modes, Opening } from '../flows/contract/mode';
import { MAIN_DEPOSIT_MODE } from './main/depositMode';

/**
 * Chosen at the start of each session from what it opens on: a sweep player's cashier is the
 * sweepstakes mode (its own chunks, loaded only for them); otherwise the first page
 * (`initial-path`) chooses: the withdrawal tree, the crypto-balance tree, else the deposit tree.
 */
export function modeFor({ path, viewType }: Opening): Mode<Cashier> | Promise<Mode<Cashier>> {
  if (viewType === 'sweep') return import('./sweep/mode').then((sweep) => sweep.sweepModeFor(path));
  // The crypto-balance tree is under /cryptobalance (crypto-balance/places.ts).
  if (path.startsWith('/cryptobalance')) return import('./crypto-balance/mode').then((balance) => balance.balanceModeFor(path));
  // The withdrawal mode is a chunk of its own: a deposit's first screen carries none of it.
  // The withdrawal tree is under /withdrawal (payout/paths.ts).
  return path.startsWith('/withdrawal') ? import('./main/withdrawalMode').then((withdrawal) => withdrawal.MAIN_WITHDRAWAL_MODE) : MAIN_DEPOSIT_MODE;
}

/** The main cashier's modes, as the element hands them to each cashier it makes. */
export const MAIN_MODES: Modes<Cashier> = { first: MAIN_DEPOSIT_MODE, choose: modeFor };
