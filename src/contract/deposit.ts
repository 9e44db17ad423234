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
  // Spec §3 "Crypto deposit response": where to send the coins, and the least that is credited.
  depositAddress: v.optional(v.string()),
  minDepositValue: v.optional(v.number()),
  cryptoName: v.optional(v.string()),
});
export type DepositData = v.InferOutput<typeof DepositDataSchema>;

/** Where the player pays: a URL, or a form to POST (`{ action, fields }`). */
export const PaymentSourceSchema = v.union([v.string(), v.object({ action: v.string(), fields: v.record(v.string(), v.string()) })]);

export const DepositCreateResponseSchema = v.object({
  // Null is the backend's "created nothing": the widget raises 'Deposit data is null after creation.'
  apiResponse: v.nullable(v.object({
    depositId: v.optional(v.string()),
    /** Where the player pays: a URL, or a form to POST (`{ action, fields }`). */
    source: v.optional(PaymentSourceSchema),
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

/** Spec §3 "Captcha results", as a create sends them (the reCAPTCHA tokens, the slider's result, or its bypass). */
const CaptchaResultsEntries = {
  captchaResponse: v.optional(v.string()),
  captchaResponseV3: v.optional(v.string()),
  captchaBypass: v.optional(v.boolean()),
  lot_number: v.optional(v.string()),
  captcha_output: v.optional(v.string()),
  pass_token: v.optional(v.string()),
  gen_time: v.optional(v.string()),
};
export type CaptchaResults = v.InferOutput<v.ObjectSchema<typeof CaptchaResultsEntries, undefined>>;

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
  ...CaptchaResultsEntries,
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
});
export type DepositCreateRequest = v.InferOutput<typeof DepositCreateRequestSchema>;

// ---- peer-to-peer (spec §3 "P2P deposit response", §7 `deposit-create-p2p`) ----

/** Spec §3 "Encrypted card": the card number sealed with AES-GCM; each part base64. */
export const EncryptedCardSchema = v.object({ key: v.string(), iv: v.string(), encrypted: v.string(), tag: v.string() });

/** Where a P2P invoice is paid: a card (its number may come sealed) or a bank account, and who holds it. */
export const P2pCardSchema = v.looseObject({
  encoded: v.optional(EncryptedCardSchema),
  number: v.optional(v.string()),
  phone: v.optional(v.string()),
  bank_account: v.optional(v.string()),
  bank_name: v.optional(v.string()),
  fullName: v.optional(v.string()),
  payment_system: v.optional(v.string()),
  country_code: v.optional(v.string()),
  transaction_description: v.optional(v.string()),
  bank_type: v.optional(v.string()),
});
export type P2pCard = v.InferOutput<typeof P2pCardSchema>;

/** Spec §3 "P2P deposit response". `exists`: the player's open invoice with this method, answered again. */
export const P2pDepositSchema = v.object({
  depositId: v.optional(v.pipe(v.string(), v.minLength(1))),
  card: v.optional(P2pCardSchema),
  created: v.optional(v.string()),
  payment_amount: v.optional(v.number()),
  payment_currency: v.optional(v.string()),
  timeout_minutes: v.optional(v.number()),
  passedAmount: v.optional(v.number()),
  passedCurrency: v.optional(v.string()),
  processingAmount: v.optional(v.number()),
  processingCurrency: v.optional(v.string()),
  exists: v.optional(v.boolean()),
  unifiedFlow: v.optional(v.boolean()),
  isFieldsRequired: v.optional(v.boolean()),
  fields: v.optional(v.array(ServerFieldSchema)),
  // A unified-flow answer (`unifiedFlow`) carries the unified form's own data (spec §3 "data").
  instruction: DepositDataSchema.entries.instruction,
  requisites: DepositDataSchema.entries.requisites,
  inputFields: DepositDataSchema.entries.inputFields,
  lifetime: DepositDataSchema.entries.lifetime,
  buttons: DepositDataSchema.entries.buttons,
});
export type P2pDeposit = v.InferOutput<typeof P2pDepositSchema>;

/** Spec §7 `deposit-create-p2p`; `idempotencyKey` as for `deposit-create`. */
export const DepositCreateP2pRequestSchema = v.object({
  amount: v.pipe(v.number(), v.minValue(0), v.finite()),
  currency: v.pipe(v.string(), v.minLength(3)),
  paymentMethod: v.pipe(v.string(), v.minLength(1)),
  bank: v.optional(v.string()),
  checkScore: v.optional(v.boolean()),
  selectedCountry: v.optional(v.string()),
  depositId: v.optional(v.string()),
  fields: v.optional(v.record(v.string(), v.string())),
  isActivatedBonus: v.optional(v.boolean()),
  bonusId: v.optional(v.union([v.string(), v.number()])),
  paymentSessionId: v.optional(v.string()),
  metadata: v.optional(v.object({ isFromChip: v.optional(v.boolean()) })),
  ...CaptchaResultsEntries,
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
});
export type DepositCreateP2pRequest = v.InferOutput<typeof DepositCreateP2pRequestSchema>;

/** Spec §4 "Peer-to-peer": the names of a P2P invoice's states; the last three end it. */
export const P2P_STATES = ['CREATED', 'PENDING', 'AUTO_CANCELED', 'CANCELED', 'PAYED'] as const;
export const P2P_FINAL_STATES: ReadonlySet<string> = new Set(['AUTO_CANCELED', 'CANCELED', 'PAYED']);

// ---- India (spec §3 "India prepare response", §7 `deposit-prepare`) ----

/** Spec §7 `deposit-prepare`: what a method that needs preparation pays to (UPI). */
export const DepositPrepareRequestSchema = v.object({ paymentMethod: v.pipe(v.string(), v.minLength(1)) });
export const IndiaPrepareSchema = v.object({
  /** Payment details; the one of type QR is what the QR code encodes. */
  details: v.optional(v.array(v.object({ name: v.string(), value: v.string(), type: v.optional(v.string()) }))),
  /** Fields the invoice asks for before Paid. */
  fields: v.optional(v.array(ServerFieldSchema)),
  requisites: v.optional(v.array(v.object({ ...RequisiteSchema.entries, bankName: v.optional(v.string()) }))),
});
export type IndiaPrepared = v.InferOutput<typeof IndiaPrepareSchema>;

export const DepositStatusRequestSchema = v.object({
  depositId: v.pipe(v.string(), v.minLength(1)),
  paymentMethod: v.optional(v.string()),
});

/**
 * Spec §7 `external-deposit-continue`: an on-ramp deposit goes on with the offer the player chose
 * (the spec names only `depositId`; the offer's method says which one). The answer is an error, or
 * where to pay (`data.source`) and the amount being processed.
 */
export const ExternalContinueRequestSchema = v.object({
  depositId: v.pipe(v.string(), v.minLength(1)),
  paymentMethod: v.optional(v.string()),
});
export const ExternalContinueResponseSchema = v.object({
  error: v.optional(v.nullable(v.union([v.string(), v.looseObject({ message: v.optional(v.string()), code: v.optional(v.string()) })]))),
  data: v.optional(v.nullable(v.looseObject({ source: v.optional(PaymentSourceSchema) }))),
  processingAmount: v.optional(v.number()),
});
export type ExternalContinueResponse = v.InferOutput<typeof ExternalContinueResponseSchema>;

/** Spec §3 "Transaction": a crypto transfer seen on its chain (the hash, the chain, what was sent and what is credited). */
export const TransactionDataSchema = v.looseObject({
  txid: v.optional(v.string()),
  blockchain: v.optional(v.string()),
  currency: v.optional(v.string()),
  amount: v.optional(v.number()),
  finalAmount: v.optional(v.number()),
  cryptoCurrency: v.optional(v.string()),
});
export type TransactionData = v.InferOutput<typeof TransactionDataSchema>;

/** Spec §3 "Deposit status" and the `deposit.status` push: the server code (0, 1, 2, …). */
export const DepositStatusSchema = v.object({
  depositId: v.string(),
  status: v.number(),
  /** A P2P invoice's state by name (P2P_STATES) beside its code. */
  transactionStatus: v.optional(v.string()),
  transactionData: v.optional(TransactionDataSchema),
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
/**
 * Spec §7 `deposit-check`: whether the player has an open deposit with this method (a P2P invoice,
 * or one a timed-out create made). After a timed-out create it also names the amount and currency
 * asked for, so that an older open deposit of the same method is not taken for this one.
 */
export const DepositCheckRequestSchema = v.object({
  paymentMethod: v.pipe(v.string(), v.minLength(1)),
  selectedCountry: v.optional(v.string()),
  amount: v.optional(v.number()),
  currency: v.optional(v.string()),
});
export const DepositCheckResponseSchema = v.object({
  exists: v.boolean(),
  depositId: v.optional(v.string()),
  card: v.optional(P2pCardSchema),
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
  depositCreateP2p: {
    prefix: 'payment', name: 'deposit-create-p2p', method: 'POST', retry: false,
    request: DepositCreateP2pRequestSchema, response: P2pDepositSchema, invalidAnswerEvent: 'onInvalidP2PResponse',
  },
  depositPrepare: {
    prefix: 'payment', name: 'deposit-prepare', method: 'POST', retry: false,
    request: DepositPrepareRequestSchema, response: IndiaPrepareSchema,
  },
  depositStatus: {
    prefix: 'banking', name: 'deposit-status', method: 'GET', retry: true,
    request: DepositStatusRequestSchema, response: DepositStatusSchema,
  },
  externalDepositContinue: {
    prefix: 'payment', name: 'external-deposit-continue', method: 'POST', retry: false,
    request: ExternalContinueRequestSchema, response: ExternalContinueResponseSchema,
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
    prefix: 'payment', name: 'deposit-check', method: 'POST', retry: false,
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
