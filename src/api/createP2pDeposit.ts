import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { DEPOSIT_CALLS } from '../contract/deposit';

/** Spec §7 `deposit-create-p2p`: a P2P invoice (an answer that breaks the contract raises onInvalidP2PResponse). */
export const createP2pDeposit = (api: Api, request: RequestOf<typeof DEPOSIT_CALLS.depositCreateP2p>, signal?: AbortSignal) =>
  call(api, DEPOSIT_CALLS.depositCreateP2p, request, signal);
