import { call, type Api } from './call';
import { CALLS, type RequestOf } from './contract';

export const getDepositStatus = (api: Api, request: RequestOf<typeof CALLS.depositStatus>, signal?: AbortSignal) =>
  call(api, CALLS.depositStatus, request, signal);
