import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { METHOD_CALLS } from '../contract/methods';

export const getPaymentMethods = (api: Api, request: RequestOf<typeof METHOD_CALLS.methodsPayment>, signal?: AbortSignal) =>
  call(api, METHOD_CALLS.methodsPayment, request, signal);

/** The list as hosts of another platform version ask for it (spec §7 `methods-payment-v3`). */
export const getPaymentMethodsV3 = (api: Api, request: RequestOf<typeof METHOD_CALLS.methodsPaymentV3>, signal?: AbortSignal) =>
  call(api, METHOD_CALLS.methodsPaymentV3, request, signal);
