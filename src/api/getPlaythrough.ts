import { call, type Api } from './call';
import { SWEEPSTAKE_CALLS } from '../contract/sweepstake';

/** DESIGN §2 `sweepstake-recoup-sum`: the sweep coins still to be played through before they can be redeemed. */
export const getPlaythrough = (api: Api, currency: string, signal?: AbortSignal) => call(api, SWEEPSTAKE_CALLS.sweepstakeRecoupSum, { currency }, signal);
