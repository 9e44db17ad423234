import { call, type Api } from './call';
import { CALLS, type RequestOf } from './contract';

export const getPaymentMethods = (api: Api, request: RequestOf<typeof CALLS.methodsPayment>, signal?: AbortSignal) =>
  call(api, CALLS.methodsPayment, request, signal);
