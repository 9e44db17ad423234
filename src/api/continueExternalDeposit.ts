import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { DEPOSIT_CALLS } from '../contract/deposit';

/** Spec §7 external-deposit-continue: an on-ramp deposit goes on with the chosen offer. */
export const continueExternalDeposit = (api: Api, request: RequestOf<typeof DEPOSIT_CALLS.externalDepositContinue>, signal?: AbortSignal) =>
  call(api, DEPOSIT_CALLS.externalDepositContinue, request, signal);
