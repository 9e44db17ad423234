import { call, type Api } from './call';
import { CALLS, type DepositLimitsRequest, DepositLimitsResponseSchema } from './contract';

export const getDepositLimits = (api: Api, request: DepositLimitsRequest, signal?: AbortSignal) =>
  call(api, CALLS.depositLimits, request, DepositLimitsResponseSchema, signal);
