import { call, type Api } from './call';
import { CALLS, type DepositCreateRequest, DepositCreateResponseSchema } from './contract';

export const createDeposit = (api: Api, request: DepositCreateRequest, signal?: AbortSignal) =>
  call(api, CALLS.depositCreate, request, DepositCreateResponseSchema, signal);
