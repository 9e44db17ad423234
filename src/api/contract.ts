/**
 * The backend contract: call names, request payloads and response schemas.
 * The widget and the sandbox server both import this module, so the two cannot drift.
 * Responses are validated with these schemas at the transport boundary (see api/call.ts).
 */
import * as v from 'valibot';

export type Prefix = 'banking' | 'payment';

/** Spec §7: deposit creation and its like live under the payment prefix, the rest under banking. */
export const CALLS = {
  depositLimits: { prefix: 'banking', name: 'deposit-limits', method: 'POST', retry: false },
  methodsPayment: { prefix: 'banking', name: 'methods-payment-v5', method: 'POST', retry: true },
  countrySelector: { prefix: 'banking', name: 'methods-country-selector-v2', method: 'GET', retry: false },
  depositCreate: { prefix: 'payment', name: 'deposit-create', method: 'POST', retry: false },
  depositStatus: { prefix: 'banking', name: 'deposit-status', method: 'GET', retry: true },
  sessionStart: { prefix: 'banking', name: 'session-start', method: 'POST', retry: false },
  sessionFormOnCloseModal: { prefix: 'banking', name: 'session-form-on-close-modal', method: 'POST', retry: false },
} as const satisfies Record<string, CallSpec>;

/** Realtime pushes over the socket (spec §4 Socket). */
export const PUSH_EVENTS = { depositStatus: 'deposit.status', loginToken: 'login.token' } as const;

export interface CallSpec {
  prefix: Prefix;
  name: string;
  method: 'GET' | 'POST';
  retry: boolean;
}

/** Every answer over the socket is `{ status, data, error? }`; HTTP carries the same body. */
export const ErrorBodySchema = v.object({
  message: v.optional(v.string()),
  code: v.optional(v.string()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export interface Envelope<T = unknown> {
  status: number;
  data?: T;
  error?: ErrorBody;
}

// ---- payment methods (methods-payment-v5) ----

export const CardViewType = {
  default: 0,
  card: 1,
  cardWalletOnly: 2,
  india: 3,
  cardMultipleType: 4,
  p2p: 5,
  pix: 6,
  eazype: 7,
  virtual: 8,
  bankTransfer: 9,
  onramp: 13,
  cash: 20,
} as const;

/** Spec §9: badge types 2 brand, 8 exclusive; "popular" comes from the isPopular flag. */
export const BadgeType = { brand: 2, exclusive: 8 } as const;

const LocalizedTextSchema = v.record(v.string(), v.string());

const AmountRuleSchema = v.object({
  min: v.number(),
  max: v.number(),
  minNonRus: v.optional(v.number()),
});

const ValidationSchema = v.object({
  isExists: v.optional(v.boolean()),
  message: v.optional(v.string()),
  regex: v.optional(v.string()),
});

export const ServerFieldSchema = v.object({
  name: v.string(),
  category: v.optional(v.string()),
  type: v.string(),
  mask: v.optional(v.string()),
  placeholder_key: v.optional(v.string()),
  placeholder_text: v.optional(LocalizedTextSchema),
  regex: v.optional(v.array(v.string())),
  regex_error_key: v.optional(v.string()),
  values: v.optional(v.array(v.object({ text: v.string(), value: v.string() }))),
  validations: v.optional(v.array(ValidationSchema)),
});
export type ServerField = v.InferOutput<typeof ServerFieldSchema>;

export const PaymentMethodSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  category: v.optional(v.string()),
  cardViewType: v.number(),
  text: LocalizedTextSchema,
  currency: v.optional(v.string()),
  amount_rules: v.optional(v.record(v.string(), AmountRuleSchema)),
  banner: v.optional(v.object({ bannerTextKey: v.string() })),
  fields: v.optional(v.array(ServerFieldSchema)),
  position: v.number(),
  iconIds: v.array(v.string()),
  badgeType: v.optional(v.number()),
  isPopular: v.optional(v.boolean()),
  video_guide_url: v.optional(LocalizedTextSchema),
  checkLuhn: v.optional(v.boolean()),
  isPreparationRequired: v.optional(v.boolean()),
  isInvestForbidden: v.optional(v.boolean()),
  securityRulesGroup: v.optional(v.string()),
  network: v.optional(v.string()),
  prefilledAmount: v.optional(v.number()),
  recommendedAmounts: v.optional(v.array(v.number())),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const PaymentGroupSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  label: LocalizedTextSchema,
  position: v.number(),
  paymentMethods: v.array(PaymentMethodSchema),
});
export type PaymentGroup = v.InferOutput<typeof PaymentGroupSchema>;

export const MethodsRequestSchema = v.object({
  country: v.pipe(v.string(), v.length(2)),
  currency: v.object({ code: v.pipe(v.string(), v.minLength(3)), type: v.picklist(['fiat', 'crypto']) }),
  abTestGroup: v.optional(v.string()),
});
export type MethodsRequest = v.InferOutput<typeof MethodsRequestSchema>;

export const MethodsResponseSchema = v.object({
  paymentGroups: v.array(PaymentGroupSchema),
  paymentMethods: v.array(PaymentMethodSchema),
  /** The region can only be served directly (spec §4 "direct-geo"): the empty page with `direct`. */
  direct: v.optional(v.boolean()),
});
export type MethodsResponse = v.InferOutput<typeof MethodsResponseSchema>;

// ---- country selector (methods-country-selector-v2) ----

/** Names are not sent: the widget names a country in the player's language with Intl.DisplayNames. */
export const CountrySchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
});
export type Country = v.InferOutput<typeof CountrySchema>;

export const CountrySelectorResponseSchema = v.object({
  isGeoSelectorEnabled: v.boolean(),
  countries: v.array(CountrySchema),
});
export type CountrySelectorResponse = v.InferOutput<typeof CountrySelectorResponseSchema>;

// ---- deposit limits ----

export const DepositLimitsRequestSchema = v.object({
  currency: v.pipe(v.string(), v.minLength(3)),
  paymentMethod: v.pipe(v.string(), v.minLength(1)),
});
export type DepositLimitsRequest = v.InferOutput<typeof DepositLimitsRequestSchema>;

export const DepositLimitsResponseSchema = v.record(v.string(), v.object({ min: v.number(), max: v.number() }));
export type DepositLimitsResponse = v.InferOutput<typeof DepositLimitsResponseSchema>;

/** Socket event for a call: the path with ':' in place of '/' (spec §7). */
export const socketEventName = (spec: CallSpec): string => `${spec.prefix}:${spec.name}`;

/** HTTP path of a call, below the API base URL. */
export const httpPath = (spec: CallSpec): string => `/api/${spec.prefix}/${spec.name}`;

/** Socket.io path (spec §7). */
export const SOCKET_PATH = '/v4/socket.io';

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
  card: v.optional(v.looseObject({ country_code: v.optional(v.string()), payment_system: v.optional(v.string()), bank_account: v.optional(v.string()) })),
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
