import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { DEPOSIT_CALLS } from '../contract/deposit';

export const createDeposit = (api: Api, request: RequestOf<typeof DEPOSIT_CALLS.depositCreate>, signal?: AbortSignal) =>
  call(api, DEPOSIT_CALLS.depositCreate, request, signal);
