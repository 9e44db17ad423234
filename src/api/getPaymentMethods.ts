import { call, type Api } from './call';
import { CALLS, type MethodsRequest, MethodsResponseSchema } from './contract';

export const getPaymentMethods = (api: Api, request: MethodsRequest, signal?: AbortSignal) =>
  call(api, CALLS.methodsPayment, request, MethodsResponseSchema, signal);
