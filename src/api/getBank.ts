import { call, type Api } from './call';
import type { RequestOf } from '../contract/common';
import { WITHDRAWAL_CALLS } from '../contract/withdrawal';

/** DESIGN §2 `bank-get`: the bank that issued a card, by its first digits. */
export const getBank = (api: Api, request: RequestOf<typeof WITHDRAWAL_CALLS.bankGet>, signal?: AbortSignal) => call(api, WITHDRAWAL_CALLS.bankGet, request, signal);
