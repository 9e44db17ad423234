import { call, type Api } from './call';
import type { RequestOf } from '../contract/common';
import { WITHDRAWAL_CALLS } from '../contract/withdrawal';

/** DESIGN §2 `withdrawal-create`: one withdrawal per idempotency key. */
export const createWithdrawal = (api: Api, request: RequestOf<typeof WITHDRAWAL_CALLS.withdrawalCreate>, signal?: AbortSignal) =>
  call(api, WITHDRAWAL_CALLS.withdrawalCreate, request, signal);
