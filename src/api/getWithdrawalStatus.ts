import { call, type Api } from './call';
import { WITHDRAWAL_CALLS } from '../contract/withdrawal';

/** DESIGN §2 `withdrawal-status`: a withdrawal's status code (0 pending, 1 processed, 2 cancelled). */
export const getWithdrawalStatus = (api: Api, withdrawalId: string, signal?: AbortSignal) =>
  call(api, WITHDRAWAL_CALLS.withdrawalStatus, { withdrawalId }, signal);
