import { call, type Api } from './call';
import { CALLS, type RequestOf } from './contract';

export const startSession = (api: Api, request: RequestOf<typeof CALLS.sessionStart>, signal?: AbortSignal) =>
  call(api, CALLS.sessionStart, request, signal);
