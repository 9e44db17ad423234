import { call, type Api } from './call';
import { CALLS, type RequestOf } from './contract';

export const createDeposit = (api: Api, request: RequestOf<typeof CALLS.depositCreate>, signal?: AbortSignal) =>
  call(api, CALLS.depositCreate, request, signal);
