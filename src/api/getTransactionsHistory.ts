import { call, type Api } from './call';
import type { RequestOf } from '../contract/common';
import { HISTORY_CALLS } from '../contract/history';

/** DESIGN §2 `transactions-history`: a page of the player's transactions, newest first. */
export const getTransactionsHistory = (api: Api, request: RequestOf<typeof HISTORY_CALLS.transactionsHistory>, signal?: AbortSignal) =>
  call(api, HISTORY_CALLS.transactionsHistory, request, signal);
