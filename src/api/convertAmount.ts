import { call, type Api } from './call';
import { SWEEPSTAKE_CALLS } from '../contract/sweepstake';

/** DESIGN §2 `payment-convert-v2`: what an amount of one currency is worth in another now. */
export const convertAmount = (api: Api, request: { amount: number; currencyFrom: string; currencyTo: string }, signal?: AbortSignal) =>
  call(api, SWEEPSTAKE_CALLS.paymentConvertV2, request, signal);
