import { call, type Api } from './call';
import { type RequestOf } from '../contract/common';
import { DEPOSIT_CALLS } from '../contract/deposit';

export const startSession = (api: Api, request: RequestOf<typeof DEPOSIT_CALLS.sessionStart>, signal?: AbortSignal) =>
  call(api, DEPOSIT_CALLS.sessionStart, request, signal);
