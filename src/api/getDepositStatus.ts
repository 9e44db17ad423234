import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { DEPOSIT_CALLS } from '../contract/deposit';

export const getDepositStatus = (api: Api, request: RequestOf<typeof DEPOSIT_CALLS.depositStatus>, signal?: AbortSignal) =>
  call(api, DEPOSIT_CALLS.depositStatus, request, signal);
