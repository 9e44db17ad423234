import * as v from 'valibot';
import type { CallSpec } from './common';

// DESIGN §2 "History and locks" (beyond the specification): the player's transactions, and the
// refusal that stops a player at the cashier. Both are optional for a backend.

/** How many transactions one page of the history holds: at most, and when the call names none. */
export const HISTORY_PAGE_MAX = 50;
export const HISTORY_PAGE_DEFAULT = 20;

export const TRANSACTION_KINDS = ['deposit', 'withdrawal'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** An ISO 8601 moment (`2026-12-05T14:30:00Z`). */
const MomentSchema = v.pipe(v.string(), v.isoTimestamp());

/**
 * One of the player's transactions. `status` is a deposit's or a withdrawal's status code; a
 * purchase is a deposit with a `boxId`, a redemption a withdrawal in `SC` with its payout.
 */
export const TransactionSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  kind: v.picklist(TRANSACTION_KINDS),
  paymentMethod: v.string(),
  /** The method's name per language, as the lists give a method's `text`. */
  paymentMethodText: v.optional(v.record(v.string(), v.string())),
  amount: v.pipe(v.number(), v.finite()),
  currency: v.pipe(v.string(), v.minLength(1)),
  status: v.number(),
  /** The named state that ended it, as `deposit-status` names one (`AUTO_CANCELED`, `EXPIRED`: it expired unpaid). */
  transactionStatus: v.optional(v.string()),
  createdAt: MomentSchema,
  updatedAt: v.optional(MomentSchema),
  /** A pending withdrawal the player may still cancel. */
  cancellable: v.optional(v.boolean()),
  network: v.optional(v.string()),
  txHash: v.optional(v.string()),
  payoutAmount: v.optional(v.pipe(v.number(), v.finite())),
  payoutCurrency: v.optional(v.string()),
  boxId: v.optional(v.union([v.pipe(v.string(), v.minLength(1)), v.number()])),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

export const TransactionsHistoryRequestSchema = v.object({
  kind: v.optional(v.picklist(TRANSACTION_KINDS)),
  /** Where the last page ended (its `nextCursor`); none: the newest. */
  cursor: v.optional(v.pipe(v.string(), v.minLength(1))),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(HISTORY_PAGE_MAX))),
});

export const TransactionsHistoryResponseSchema = v.object({
  /** Newest first. */
  items: v.array(TransactionSchema),
  /** The next page's cursor; none: this was the last page. */
  nextCursor: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type TransactionsHistory = v.InferOutput<typeof TransactionsHistoryResponseSchema>;

export const HISTORY_CALLS = {
  transactionsHistory: {
    prefix: 'banking', name: 'transactions-history', method: 'POST', retry: false,
    request: TransactionsHistoryRequestSchema, response: TransactionsHistoryResponseSchema,
  },
} as const satisfies Record<string, CallSpec>;

/** The refusal of a list call or a create that stops the player at the cashier. */
export const CASHIER_LOCKED = 'banking.cashierLocked';

export const LOCK_REASONS = ['selfExcluded', 'coolingOff', 'depositLimitReached', 'withdrawalsLocked', 'kycRequired', 'maintenance'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

/** What a `banking.cashierLocked` refusal says beside its code: why, until when, and the operator's page for it. */
export const CashierLockSchema = v.object({
  reason: v.picklist(LOCK_REASONS),
  until: v.optional(MomentSchema),
  url: v.optional(v.string()),
});
export type CashierLock = v.InferOutput<typeof CashierLockSchema>;

/**
 * The calls a lock may refuse (any list call, any create), by the side of the cashier they are on:
 * a deposit lock closes the deposit side and leaves withdrawals open, and the other way round.
 */
export const LOCKABLE_CALLS = {
  'methods-payment-v5': 'deposit',
  'methods-payment-v3': 'deposit',
  'sweepstake-boxes': 'deposit',
  'deposit-create': 'deposit',
  'deposit-create-p2p': 'deposit',
  'deposit-create-sweepstake': 'deposit',
  'methods-withdrawal-v4': 'withdrawal',
  'methods-withdrawal': 'withdrawal',
  'withdrawal-create': 'withdrawal',
} as const satisfies Record<string, TransactionKind>;

/** The side of the cashier a call is on, when a lock may refuse it. */
export const lockableSide = (callName: string): TransactionKind | undefined => (LOCKABLE_CALLS as Record<string, TransactionKind>)[callName];
