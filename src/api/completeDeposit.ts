import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { DEPOSIT_CALLS } from '../contract/deposit';

/** Spec §7 deposit-complete: the player says they paid an invoice. */
export const completeDeposit = (api: Api, request: RequestOf<typeof DEPOSIT_CALLS.depositComplete>, signal?: AbortSignal) =>
  call(api, DEPOSIT_CALLS.depositComplete, request, signal);
