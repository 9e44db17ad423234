import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { SWEEPSTAKE_CALLS } from '../contract/sweepstake';

/** DESIGN §2 `deposit-create-sweepstake`: deposit-create for a Coin Shop box (its `boxId`). */
export const createSweepstakeDeposit = (api: Api, request: RequestOf<typeof SWEEPSTAKE_CALLS.depositCreateSweepstake>, signal?: AbortSignal) =>
  call(api, SWEEPSTAKE_CALLS.depositCreateSweepstake, request, signal);
