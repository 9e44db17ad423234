import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { METHOD_CALLS } from '../contract/methods';

export const getPaymentMethods = (api: Api, request: RequestOf<typeof METHOD_CALLS.methodsPayment>, signal?: AbortSignal) =>
  call(api, METHOD_CALLS.methodsPayment, request, signal);
