import * as v from 'valibot';
import type { CallSpec } from './common';
import {
  DepositCancelRequestSchema, DepositCompleteRequestSchema, DepositCreateRequestSchema, DepositCreateResponseSchema,
  DepositStatusCodeSchema, DepositStatusRequestSchema, DepositStatusSchema, SessionFormOnCloseRequestSchema,
  SessionStartRequestSchema, SessionStartResponseSchema,
} from './deposit';
import {
  CountrySelectorResponseSchema, DepositLimitsRequestSchema, DepositLimitsResponseSchema, MethodsRequestSchema, MethodsResponseSchema,
} from './methods';

/** Keeps each call's schemas as its own types. */
const defineCall = <const C extends CallSpec>(call: C): C => call;

/**
 * Every call of the backend (spec §7), each bound to its request and response schemas. Deposit
 * creation and its like live under the payment prefix, the rest under banking.
 */
export const CALLS = {
  depositLimits: defineCall({
    prefix: 'banking', name: 'deposit-limits', method: 'POST', retry: false,
    request: DepositLimitsRequestSchema, response: DepositLimitsResponseSchema,
  }),
  methodsPayment: defineCall({
    prefix: 'banking', name: 'methods-payment-v5', method: 'POST', retry: true,
    request: MethodsRequestSchema, response: MethodsResponseSchema,
  }),
  countrySelector: defineCall({
    prefix: 'banking', name: 'methods-country-selector-v2', method: 'GET', retry: false,
    request: v.object({}), response: CountrySelectorResponseSchema,
  }),
  depositCreate: defineCall({
    prefix: 'payment', name: 'deposit-create', method: 'POST', retry: false,
    request: DepositCreateRequestSchema, response: DepositCreateResponseSchema,
  }),
  depositStatus: defineCall({
    prefix: 'banking', name: 'deposit-status', method: 'GET', retry: true,
    request: DepositStatusRequestSchema, response: DepositStatusSchema,
  }),
  depositComplete: defineCall({
    prefix: 'payment', name: 'deposit-complete', method: 'POST', retry: false,
    request: DepositCompleteRequestSchema, response: DepositStatusCodeSchema,
  }),
  depositCancel: defineCall({
    prefix: 'payment', name: 'deposit-cancel', method: 'POST', retry: false,
    request: DepositCancelRequestSchema, response: DepositStatusCodeSchema,
  }),
  sessionStart: defineCall({
    prefix: 'banking', name: 'session-start', method: 'POST', retry: false,
    request: SessionStartRequestSchema, response: SessionStartResponseSchema,
  }),
  sessionFormOnCloseModal: defineCall({
    prefix: 'banking', name: 'session-form-on-close-modal', method: 'POST', retry: false,
    request: SessionFormOnCloseRequestSchema, response: v.object({}),
  }),
};
export type CallName = keyof typeof CALLS;

/** Realtime pushes over the socket (spec §4 Socket). */
export const PUSH_EVENTS = { depositStatus: 'deposit.status', loginToken: 'login.token' } as const;
