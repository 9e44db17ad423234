/** The catalogue: payment methods and groups, their fields, the country selector and deposit limits. */
import * as v from 'valibot';
import type { CallSpec } from './common';

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

/** Loose: the keys a field may carry beyond these (contract/dynamicField.ts) are read where it is drawn. */
export const ServerFieldSchema = v.looseObject({
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

/** Spec §3 "Pix fields": the rule of the key field for each key type (cpf, cnpj, email, phone, evp). */
export const KeyFieldRuleSchema = v.object({
  mask: v.optional(v.string()),
  placeholder_key: v.optional(v.string()),
  regex_error_key: v.optional(v.string()),
  regex: v.optional(v.array(v.string())),
});
export type KeyFieldRule = v.InferOutput<typeof KeyFieldRuleSchema>;

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
  user_payment_fields: v.optional(v.record(v.string(), KeyFieldRuleSchema)),
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

/** The list call of hosts whose platform-version is not `redesign` (spec §7, DESIGN §2): the currency a code alone. */
export const LegacyMethodsRequestSchema = v.object({
  ...MethodsRequestSchema.entries,
  currency: MethodsRequestSchema.entries.currency.entries.code,
});

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


/** The catalogue's calls (spec §7), each bound to its request and response schemas. */
export const METHOD_CALLS = {
  depositLimits: {
    prefix: 'banking', name: 'deposit-limits', method: 'POST', retry: false,
    request: DepositLimitsRequestSchema, response: DepositLimitsResponseSchema,
  },
  methodsPayment: {
    prefix: 'banking', name: 'methods-payment-v5', method: 'POST', retry: true,
    request: MethodsRequestSchema, response: MethodsResponseSchema,
  },
  methodsPaymentV3: {
    prefix: 'banking', name: 'methods-payment-v3', method: 'POST', retry: true,
    request: LegacyMethodsRequestSchema, response: MethodsResponseSchema,
  },
  countrySelector: {
    prefix: 'banking', name: 'methods-country-selector-v2', method: 'GET', retry: false,
    request: v.object({}), response: CountrySelectorResponseSchema,
  },
} as const satisfies Record<string, CallSpec>;
