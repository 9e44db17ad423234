import { call, type Api } from './call';
import type { RequestOf } from '../contract/common';
import { WITHDRAWAL_CALLS } from '../contract/withdrawal';

/** DESIGN §2 `withdrawal-cancel`: a pending withdrawal given up, its amount back on the balance. */
export const cancelWithdrawal = (api: Api, request: RequestOf<typeof WITHDRAWAL_CALLS.withdrawalCancel>, signal?: AbortSignal) =>
  call(api, WITHDRAWAL_CALLS.withdrawalCancel, request, signal);
