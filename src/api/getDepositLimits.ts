import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { METHOD_CALLS } from '../contract/methods';

export const getDepositLimits = (api: Api, request: RequestOf<typeof METHOD_CALLS.depositLimits>, signal?: AbortSignal) =>
  call(api, METHOD_CALLS.depositLimits, request, signal);
