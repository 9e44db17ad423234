import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { DEPOSIT_CALLS } from '../contract/deposit';

/** Spec §7 deposit-cancel: the player gives up an invoice. */
export const cancelDeposit = (api: Api, request: RequestOf<typeof DEPOSIT_CALLS.depositCancel>, signal?: AbortSignal) =>
  call(api, DEPOSIT_CALLS.depositCancel, request, signal);
