import { call, type Api } from './call';
import { CALLS, type RequestOf } from './contract';

/** Spec §7 deposit-complete: the player says they paid an invoice. */
export const completeDeposit = (api: Api, request: RequestOf<typeof CALLS.depositComplete>, signal?: AbortSignal) =>
  call(api, CALLS.depositComplete, request, signal);
