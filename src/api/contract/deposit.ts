/** Deposits: creation and what a created deposit carries, status, payment sessions. */
import * as v from 'valibot';
import type { CallSpec } from './common';
import { ServerFieldSchema } from './methods';

// ---- deposit creation (payment prefix) ----

const RequisiteSchema = v.object({
  name: v.string(),
  title: v.optional(v.string()),
  type: v.optional(v.string()),
  value: v.string(),
  isCopyable: v.optional(v.boolean()),
});

/** Spec §3 "data": what a created deposit may carry, deciding the next page. */
export const DepositDataSchema = v.looseObject({
  unifiedFlow: v.optional(v.boolean()),
  paymentMethodOffers: v.optional(
    v.array(v.object({ method: v.string(), amount: v.number(), fee: v.number(), iconIds: v.optional(v.array(v.string())) })),
  ),
  card: v.optional(
    v.looseObject({
      country_code: v.optional(v.string()),
      payment_system: v.optional(v.string()),
      bank_account: v.optional(v.string()),
      // Spec §3 "Host-to-host invoice": the card or account to transfer to, and its holder.
      number: v.optional(v.string()),
      account_number: v.optional(v.string()),
      fullName: v.optional(v.string()),
    }),
  ),
  payment_system: v.optional(v.string()),
  payment_amount: v.optional(v.number()),
  payment_currency: v.optional(v.string()),
  requisites: v.optional(v.array(RequisiteSchema)),
  buttonPay: v.optional(v.string()),
  qrCodeText: v.optional(v.string()),
  qrDataURL: v.optional(v.string()),
  instruction: v.optional(
    v.union([v.string(), v.object({ steps: v.array(v.object({ stepNumber: v.number(), stepInstruction: v.string() })) })]),
  ),
  inputFields: v.optional(v.array(ServerFieldSchema)),
  created: v.optional(v.string()),
  lifetime: v.optional(v.number()),
  buttons: v.optional(v.array(v.string())),
  timeout_minutes: v.optional(v.number()),
});
export type DepositData = v.InferOutput<typeof DepositDataSchema>;

export const DepositCreateResponseSchema = v.object({
  // Null is the backend's "created nothing": the widget raises 'Deposit data is null after creation.'
  apiResponse: v.nullable(v.object({
    depositId: v.optional(v.string()),
    /** Where the player pays: a URL, or a form to POST (`{ action, fields }`). */
    source: v.optional(v.union([v.string(), v.object({ action: v.string(), fields: v.record(v.string(), v.string()) })])),
    method: v.optional(v.string()),
    data: v.optional(v.nullable(DepositDataSchema)),
    pageId: v.optional(v.string()),
    isFieldsRequired: v.optional(v.boolean()),
    fields: v.optional(v.array(ServerFieldSchema)),
    direct: v.optional(v.boolean()),
  })),
});
export type DepositCreateResponse = v.InferOutput<typeof DepositCreateResponseSchema>;
export type DepositCreated = NonNullable<DepositCreateResponse['apiResponse']>;

/** Spec §3 "Create request"; `idempotencyKey` makes a retried or doubled create return the first deposit. */
export const DepositCreateRequestSchema = v.object({
  amount: v.pipe(v.number(), v.minValue(0), v.finite()),
  currency: v.pipe(v.string(), v.minLength(3)),
  paymentType: v.pipe(v.string(), v.minLength(1)),
  depositId: v.optional(v.string()),
  fields: v.optional(v.record(v.string(), v.string())),
  isActivatedBonus: v.optional(v.boolean()),
  bonusId: v.optional(v.union([v.string(), v.number()])),
  paymentSessionId: v.optional(v.string()),
  returnUrl: v.optional(v.string()),
  wallet: v.optional(v.string()),
  selectedCountry: v.optional(v.string()),
  metadata: v.optional(v.object({ isFromChip: v.optional(v.boolean()) })),
  abTestGroup: v.optional(v.string()),
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
});
export type DepositCreateRequest = v.InferOutput<typeof DepositCreateRequestSchema>;

export const DepositStatusRequestSchema = v.object({
  depositId: v.pipe(v.string(), v.minLength(1)),
  paymentMethod: v.optional(v.string()),
});

/** Spec §3 "Deposit status" and the `deposit.status` push: the server code (0, 1, 2, …). */
export const DepositStatusSchema = v.object({
  depositId: v.string(),
  status: v.number(),
  transactionData: v.optional(v.looseObject({ txid: v.optional(v.string()), amount: v.optional(v.number()), currency: v.optional(v.string()) })),
});
export type DepositStatus = v.InferOutput<typeof DepositStatusSchema>;

export const SessionStartRequestSchema = v.object({
  amount: v.pipe(v.number(), v.minValue(0)),
  currency: v.pipe(v.string(), v.minLength(3)),
  pendingGroup: v.optional(v.string()),
});
export const SessionStartResponseSchema = v.object({ payment_session_id: v.string(), pending_group: v.optional(v.string()) });

export const SessionFormOnCloseRequestSchema = v.object({
  paymentMethod: v.string(),
  paymentMethodText: v.optional(v.string()),
  userId: v.optional(v.string()),
});

/** Spec §7 `deposit-complete`: the player says they paid (an invoice's Paid), with extra payload such as a confirmation id. */
export const DepositCompleteRequestSchema = v.object({
  depositId: v.pipe(v.string(), v.minLength(1)),
  paymentMethod: v.pipe(v.string(), v.minLength(1)),
  confirmationId: v.optional(v.string()),
  fields: v.optional(v.record(v.string(), v.string())),
});
/** Spec §7 `deposit-cancel`: the player gives up an invoice. */
export const DepositCancelRequestSchema = v.object({
  depositId: v.pipe(v.string(), v.minLength(1)),
  paymentMethod: v.pipe(v.string(), v.minLength(1)),
});
/** Spec §7 `deposit-check`: whether the player has an open deposit with this method (a P2P invoice, or one a timed-out create made). */
export const DepositCheckRequestSchema = v.object({
  paymentMethod: v.pipe(v.string(), v.minLength(1)),
  selectedCountry: v.optional(v.string()),
});
export const DepositCheckResponseSchema = v.object({
  exists: v.boolean(),
  depositId: v.optional(v.string()),
  card: v.optional(v.looseObject({})),
  unifiedFlow: v.optional(v.boolean()),
});

/** What both answer: the deposit's status code afterwards. */
export const DepositStatusCodeSchema = v.object({ status: v.number() });

/**
 * The deposit calls (spec §7): creation and its like under the payment prefix, the rest under
 * banking; each bound to its request and response schemas. Only the pages after the list load them.
 */
export const DEPOSIT_CALLS = {
  depositCreate: {
    prefix: 'payment', name: 'deposit-create', method: 'POST', retry: false,
    request: DepositCreateRequestSchema, response: DepositCreateResponseSchema,
  },
  depositStatus: {
    prefix: 'banking', name: 'deposit-status', method: 'GET', retry: true,
    request: DepositStatusRequestSchema, response: DepositStatusSchema,
  },
  depositComplete: {
    prefix: 'payment', name: 'deposit-complete', method: 'POST', retry: false,
    request: DepositCompleteRequestSchema, response: DepositStatusCodeSchema,
  },
  depositCancel: {
    prefix: 'payment', name: 'deposit-cancel', method: 'POST', retry: false,
    request: DepositCancelRequestSchema, response: DepositStatusCodeSchema,
  },
  depositCheck: {
    prefix: 'payment', name: 'deposit-check', method: 'POST', retry: true,
    request: DepositCheckRequestSchema, response: DepositCheckResponseSchema,
  },
  sessionStart: {
    prefix: 'banking', name: 'session-start', method: 'POST', retry: false,
    request: SessionStartRequestSchema, response: SessionStartResponseSchema,
  },
  sessionFormOnCloseModal: {
    prefix: 'banking', name: 'session-form-on-close-modal', method: 'POST', retry: false,
    request: SessionFormOnCloseRequestSchema, response: v.object({}),
  },
} as const satisfies Record<string, CallSpec>;
