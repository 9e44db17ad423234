import { call, type Api } from '../../api/call';
import type { RequestOf } from '../../api/contract/common';
import { WITHDRAWAL_CALLS } from '../../api/contract/withdrawal';

/** DESIGN §2 "Withdrawal calls", one function each. */
type Calls = typeof WITHDRAWAL_CALLS;

export const getWithdrawalMethods = (api: Api, request: RequestOf<Calls['methodsWithdrawal']>, signal?: AbortSignal) =>
  call(api, WITHDRAWAL_CALLS.methodsWithdrawal, request, signal);
export const getWithdrawalMethodsV4 = (api: Api, request: RequestOf<Calls['methodsWithdrawalV4']>, signal?: AbortSignal) =>
  call(api, WITHDRAWAL_CALLS.methodsWithdrawalV4, request, signal);
export const getBank = (api: Api, request: RequestOf<Calls['bankGet']>, signal?: AbortSignal) => call(api, WITHDRAWAL_CALLS.bankGet, request, signal);
export const createWithdrawal = (api: Api, request: RequestOf<Calls['withdrawalCreate']>, signal?: AbortSignal) =>
  call(api, WITHDRAWAL_CALLS.withdrawalCreate, request, signal);
export const getPendingWithdrawals = (api: Api, signal?: AbortSignal) => call(api, WITHDRAWAL_CALLS.withdrawalPending, {}, signal);
export const cancelWithdrawal = (api: Api, request: RequestOf<Calls['withdrawalCancel']>, signal?: AbortSignal) =>
  call(api, WITHDRAWAL_CALLS.withdrawalCancel, request, signal);
