import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { DEPOSIT_CALLS } from '../contract/deposit';

/** Spec §7 deposit-check: the player's open deposit with a method, if there is one. */
export const checkDeposit = (api: Api, request: RequestOf<typeof DEPOSIT_CALLS.depositCheck>, signal?: AbortSignal) =>
  call(api, DEPOSIT_CALLS.depositCheck, request, signal);
