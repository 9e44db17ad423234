import { call, type Api } from './call';
import { WITHDRAWAL_CALLS } from '../contract/withdrawal';

/** DESIGN §2 `withdrawal-pending`: the player's withdrawals not settled yet. */
export const getPendingWithdrawals = (api: Api, signal?: AbortSignal) => call(api, WITHDRAWAL_CALLS.withdrawalPending, {}, signal);
