import type { Box, BoxGroup } from '../contract/sweepstake';

/**
 * The sweepstakes mode's own slice of the store (the methods, the chosen method and the deposit are
 * the shared slices): the Coin Shop's boxes and the box the player chose.
 */
export interface SweepState {
  /** The session this slice belongs to: a new session starts a new slice. */
  session: AbortSignal | null;
  /** `key`: the currency the boxes were asked in. A failed list is shown empty (spec §8), never broken. */
  boxes: { status: 'idle' | 'loading' | 'loaded'; key: string; groups: BoxGroup[] };
  box: Box | null;
}

export const emptySweep = (): SweepState => ({
  session: null,
  boxes: { status: 'idle', key: '', groups: [] },
  box: null,
});
