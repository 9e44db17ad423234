import { call, type Api } from './call';
import { CALLS, SessionStartResponseSchema } from './contract';

export const startSession = (api: Api, request: { amount: number; currency: string; pendingGroup?: string }, signal?: AbortSignal) =>
  call(api, CALLS.sessionStart, request, SessionStartResponseSchema, signal);
