import type { Box, BoxGroup } from '../contract/sweepstake';

/**
 * The sweepstakes mode's own slice of the store (the methods, the chosen method and the deposit are
 * the shared slices): the Coin Shop's boxes, the box the player chose, and the coins to redeem.
 */
export interface SweepState {
  /** The session this slice belongs to: a new session starts a new slice. */
  session: AbortSignal | null;
  /** `key`: the currency the boxes were asked in. A failed list is shown empty (spec §8), never broken. */
  boxes: { status: 'idle' | 'loading' | 'loaded'; key: string; groups: BoxGroup[] };
  box: Box | null;
  /**
   * The sweep coins for Redemption: the balance, and those still to be played through. A call that
   * fails counts as 0 (spec §8: balance and unplayed balance fall back to 0, with a console message).
   */
  coins: { status: 'idle' | 'loading' | 'loaded'; sc: number; unplayed: number };
}

export const emptySweep = (): SweepState => ({
  session: null,
  boxes: { status: 'idle', key: '', groups: [] },
  box: null,
  coins: { status: 'idle', sc: 0, unplayed: 0 },
});
