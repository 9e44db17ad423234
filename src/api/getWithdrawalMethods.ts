import { call, type Api } from './call';
import type { RequestOf } from '../contract/common';
import { WITHDRAWAL_CALLS } from '../contract/withdrawal';

/** DESIGN §2 `methods-withdrawal`: a country's withdrawal methods and the player's accounts. */
export const getWithdrawalMethods = (api: Api, request: RequestOf<typeof WITHDRAWAL_CALLS.methodsWithdrawal>, signal?: AbortSignal) =>
  call(api, WITHDRAWAL_CALLS.methodsWithdrawal, request, signal);

/** DESIGN §2 `methods-withdrawal-v4`: the same by currency. */
export const getWithdrawalMethodsV4 = (api: Api, request: RequestOf<typeof WITHDRAWAL_CALLS.methodsWithdrawalV4>, signal?: AbortSignal) =>
  call(api, WITHDRAWAL_CALLS.methodsWithdrawalV4, request, signal);
