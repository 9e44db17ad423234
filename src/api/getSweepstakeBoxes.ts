import { call, type Api } from './call';
import { SWEEPSTAKE_CALLS } from '../contract/sweepstake';

/** DESIGN §2 `sweepstake-boxes`: the Coin Shop's boxes, in groups, priced for the player's currency. */
export const getSweepstakeBoxes = (api: Api, currency: string, signal?: AbortSignal) =>
  call(api, SWEEPSTAKE_CALLS.sweepstakeBoxes, { currency }, signal);
