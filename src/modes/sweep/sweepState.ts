import type { Box, BoxGroup } from '../../contract/sweepstake';
import { ownSlice } from '../../state/ownSlice';

/**
 * The sweepstakes mode's own slice of the store (the methods, the chosen method and the deposit are
 * the shared slices): the Coin Shop's boxes, the box the player chose, and the coins to redeem.
 */
export interface SweepState {
  /** The session this slice belongs to: a new session starts a new slice. */
  session: AbortSignal | null;
  /** `key`: the currency the boxes were asked in. A failed list is shown empty, never broken. */
  boxes: { status: 'idle' | 'loading' | 'loaded'; key: string; groups: BoxGroup[] };
  box: Box | null;
  /**
   * The sweep coins for Redemption: the balance, and the playthrough (those still to be played
   * before they can be redeemed). A balance that cannot load counts as 0; a playthrough
   * that cannot be known is null, and Redeem is unavailable until it is.
   */
  coins: { status: 'idle' | 'loading' | 'loaded'; sc: number; playthrough: number | null };
}

/** Where the sweepstakes mode keeps its slice in the store. */
export const SWEEP_SLICE = ownSlice<SweepState>('sweep');

export const emptySweep = (): SweepState => ({
  session: null,
  boxes: { status: 'idle', key: '', groups: [] },
  box: null,
  coins: { status: 'idle', sc: 0, playthrough: null },
});
