import { call, type Api } from './call';
import { CALLS, type RequestOf } from './contract';

/** Spec §7 deposit-cancel: the player gives up an invoice. */
export const cancelDeposit = (api: Api, request: RequestOf<typeof CALLS.depositCancel>, signal?: AbortSignal) =>
  call(api, CALLS.depositCancel, request, signal);
