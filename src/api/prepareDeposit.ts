import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { DEPOSIT_CALLS } from '../contract/deposit';

/** Spec §7 `deposit-prepare`: the details, fields and requisites of a method that needs preparation. */
export const prepareDeposit = (api: Api, request: RequestOf<typeof DEPOSIT_CALLS.depositPrepare>, signal?: AbortSignal) =>
  call(api, DEPOSIT_CALLS.depositPrepare, request, signal);
