import { call, type Api } from './call';
import { CALLS, type RequestOf } from './contract';

export const getDepositLimits = (api: Api, request: RequestOf<typeof CALLS.depositLimits>, signal?: AbortSignal) =>
  call(api, CALLS.depositLimits, request, signal);
