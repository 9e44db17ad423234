/**
 * The withdrawal calls (DESIGN §2 "Withdrawal calls"): the specification names the methods calls
 * only; making, following, listing and cancelling a withdrawal are the design's contract.
 */
import * as v from 'valibot';
import type { CallSpec } from './common';
import { PaymentSourceSchema } from './deposit';
import { MethodsResponseSchema } from './methods';

/** Spec §3: a withdrawal comes out of the main or the additional account. */
export const ACCOUNT_TYPES = ['main', 'additional'] as const;
export const AccountTypeSchema = v.picklist(ACCOUNT_TYPES);
export type AccountType = v.InferOutput<typeof AccountTypeSchema>;

/** An account: its balance, and how much of it may be withdrawn now. */
export const WithdrawalAccountSchema = v.object({
  type: AccountTypeSchema,
  balance: v.number(),
  withdrawable: v.number(),
  currency: v.string(),
});
export type WithdrawalAccount = v.InferOutput<typeof WithdrawalAccountSchema>;

/** What a method charges for a withdrawal: a percentage of the amount, and a fixed part, in the withdrawal's currency. */
export const WithdrawalFeeSchema = v.object({
  percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  fixed: v.optional(v.pipe(v.number(), v.minValue(0))),
});
export type WithdrawalFee = v.InferOutput<typeof WithdrawalFeeSchema>;

/**
 * A withdrawal of `amount` under a method's fee rule (none: free), rounded to the currency's
 * decimals: what the confirm page shows before Confirm and what withdrawal-create answers after it.
 */
export function withdrawalCharge(rule: WithdrawalFee | undefined, amount: number, fractionDigits: number): { fee: number; net: number } {
  const round = (value: number) => Math.round(value * 10 ** fractionDigits) / 10 ** fractionDigits;
  const fee = rule ? round((amount * rule.percent) / 100 + (rule.fixed ?? 0)) : 0;
  return { fee, net: Math.max(0, round(amount - fee)) };
}

/**
 * Groups and methods as for deposits, the player's accounts, and (`fees`) what each method
 * charges: a method the map leaves out charges nothing; no map, and the fee is known only once made.
 */
export const WithdrawalMethodsResponseSchema = v.object({
  ...MethodsResponseSchema.entries,
  accounts: v.array(WithdrawalAccountSchema),
  fees: v.optional(v.record(v.string(), WithdrawalFeeSchema)),
});
export type WithdrawalMethodsResponse = v.InferOutput<typeof WithdrawalMethodsResponseSchema>;

/** An ISO code, or `SC`: a redemption is a withdrawal in sweep coins (DESIGN §2). */
const CurrencySchema = v.pipe(v.string(), v.minLength(2));

export const WithdrawalCreateRequestSchema = v.object({
  amount: v.pipe(v.number(), v.minValue(0), v.finite()),
  currency: CurrencySchema,
  paymentType: v.pipe(v.string(), v.minLength(1)),
  accountType: AccountTypeSchema,
  fields: v.record(v.string(), v.string()),
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
});
export type WithdrawalCreateRequest = v.InferOutput<typeof WithdrawalCreateRequestSchema>;

const WithdrawalIdSchema = v.pipe(v.string(), v.minLength(1));

/** A withdrawal made: its status code (as deposits: 0 waiting, 1 processed, 2 mistaked), and the fee and net amount when known. */
export const WithdrawalCreatedSchema = v.object({
  withdrawalId: WithdrawalIdSchema,
  status: v.number(),
  fee: v.optional(v.number()),
  netAmount: v.optional(v.number()),
  /** A redemption (sweep coins to a coin, DESIGN §2): what is paid out, in which coin. */
  payoutAmount: v.optional(v.number()),
  payoutCurrency: v.optional(v.string()),
  source: v.optional(PaymentSourceSchema),
});
export type WithdrawalCreated = v.InferOutput<typeof WithdrawalCreatedSchema>;

export const PendingWithdrawalSchema = v.object({
  withdrawalId: WithdrawalIdSchema,
  amount: v.number(),
  currency: v.string(),
  paymentMethod: v.string(),
  accountType: AccountTypeSchema,
  /** ISO 8601. */
  createdAt: v.string(),
});
export type PendingWithdrawal = v.InferOutput<typeof PendingWithdrawalSchema>;

/** Spec §7 `bank-get`: the bank a card number's first six digits belong to, when known. */
export const BankGetRequestSchema = v.object({
  payment_method: v.pipe(v.string(), v.minLength(1)),
  bin: v.pipe(v.string(), v.regex(/^\d{6}$/)),
});
export const BankGetResponseSchema = v.object({ bankName: v.optional(v.string()), bankCode: v.optional(v.string()) });

/** Pushed to the player's sockets when a withdrawal's status changes. */
export const WITHDRAWAL_STATUS_PUSH = 'withdrawal.status';
export const WithdrawalStatusPushSchema = v.object({ withdrawalId: WithdrawalIdSchema, status: v.number() });

export const WITHDRAWAL_CALLS = {
  methodsWithdrawalV4: {
    prefix: 'banking', name: 'methods-withdrawal-v4', method: 'GET', retry: false,
    request: v.object({ currency: CurrencySchema }), response: WithdrawalMethodsResponseSchema,
  },
  methodsWithdrawal: {
    prefix: 'banking', name: 'methods-withdrawal', method: 'GET', retry: false,
    request: v.object({ country: v.pipe(v.string(), v.length(2)), currency: CurrencySchema }), response: WithdrawalMethodsResponseSchema,
  },
  bankGet: {
    prefix: 'banking', name: 'bank-get', method: 'POST', retry: true,
    request: BankGetRequestSchema, response: BankGetResponseSchema,
  },
  withdrawalCreate: {
    prefix: 'payment', name: 'withdrawal-create', method: 'POST', retry: false,
    request: WithdrawalCreateRequestSchema, response: WithdrawalCreatedSchema,
  },
  withdrawalStatus: {
    prefix: 'payment', name: 'withdrawal-status', method: 'GET', retry: false,
    request: v.object({ withdrawalId: WithdrawalIdSchema }), response: v.object({ status: v.number() }),
  },
  withdrawalPending: {
    prefix: 'payment', name: 'withdrawal-pending', method: 'GET', retry: false,
    request: v.object({}), response: v.object({ withdrawals: v.array(PendingWithdrawalSchema) }),
  },
  withdrawalCancel: {
    prefix: 'payment', name: 'withdrawal-cancel', method: 'POST', retry: false,
    request: v.object({ withdrawalId: WithdrawalIdSchema }), response: v.object({ status: v.number(), balance: v.number() }),
  },
} as const satisfies Record<string, CallSpec>;
