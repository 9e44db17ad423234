import { call, type Api } from './call';
import { SWEEPSTAKE_CALLS } from '../contract/sweepstake';

/** DESIGN §2 `sweepstake-balance-get`: the player's gold and sweep coins. */
export const getSweepstakeBalances = (api: Api, signal?: AbortSignal) => call(api, SWEEPSTAKE_CALLS.sweepstakeBalanceGet, {}, signal);
