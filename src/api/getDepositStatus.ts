import { call, type Api } from './call';
import { CALLS, DepositStatusSchema } from './contract';

export const getDepositStatus = (api: Api, request: { depositId: string; paymentMethod?: string }, signal?: AbortSignal) =>
  call(api, CALLS.depositStatus, request, DepositStatusSchema, signal);
