/**
 * The sweepstakes calls (spec §3 "Sweepstake", §7; DESIGN §2 "Sweepstakes calls"): the Coin Shop's
 * boxes, a box's deposit, the player's coin balances, the sweep coins still to be played through,
 * and the conversion of an amount into another currency.
 */
import * as v from 'valibot';
import type { CallSpec } from './common';
import { DepositCreateRequestSchema, DepositCreateResponseSchema } from './deposit';

/** Spec §3: the gold coins (entertainment only) and the sweep coins (a free bonus) of the shop. */
export const GOLD_COINS = 'GC';
export const SWEEP_COINS = 'SC';

const CoinAmountSchema = v.object({ amount: v.pipe(v.number(), v.minValue(0), v.finite()) });

/** DESIGN §2: the badges a box may carry. */
export const BOX_BADGES = ['popular', 'best-value', 'first-purchase'] as const;

/** Spec §3 "Box": its price, and what it holds: gold coins (`free`) and, as a free bonus, sweep coins (`main`). */
export const BoxSchema = v.object({
  boxId: v.union([v.pipe(v.string(), v.minLength(1)), v.number()]),
  price: v.pipe(v.number(), v.minValue(0), v.finite()),
  priceCurrencyCode: v.pipe(v.string(), v.minLength(3)),
  currenciesList: v.object({ free: CoinAmountSchema, main: CoinAmountSchema }),
  /** One of BOX_BADGES; another is shown as none, never a broken shop (`boxBadge`). */
  badge: v.optional(v.string()),
});
export type Box = v.InferOutput<typeof BoxSchema>;

export const BoxGroupSchema = v.object({ title: v.optional(v.string()), boxes: v.array(BoxSchema) });
export type BoxGroup = v.InferOutput<typeof BoxGroupSchema>;

export const SweepstakeBoxesResponseSchema = v.object({ boxes: v.array(BoxGroupSchema) });

export const SweepstakeBalancesSchema = v.object({
  balances: v.array(v.object({ currency: v.pipe(v.string(), v.minLength(1)), balance: v.pipe(v.number(), v.finite()) })),
});

/**
 * The sweep coins still to be played through before they can be redeemed: `status` `active` while
 * any are, else `none`. Any string is taken here, so that the widget, not the boundary, decides
 * what another case or an unknown status means (modes/sweep/playthrough.ts: unknown, never none).
 */
export const PlaythroughSchema = v.object({
  data: v.object({ status: v.string(), amount: v.pipe(v.number(), v.minValue(0), v.finite()) }),
});

export const ConvertRequestSchema = v.object({
  amount: v.pipe(v.number(), v.minValue(0), v.finite()),
  currencyFrom: v.pipe(v.string(), v.minLength(2)),
  currencyTo: v.pipe(v.string(), v.minLength(2)),
});
export const ConvertResponseSchema = v.object({ amount: v.pipe(v.number(), v.minValue(0), v.finite()) });

/** A box's deposit: deposit-create's payload and the box. */
export const DepositCreateSweepstakeRequestSchema = v.object({
  ...DepositCreateRequestSchema.entries,
  boxId: v.union([v.pipe(v.string(), v.minLength(1)), v.number()]),
});

export const SWEEPSTAKE_CALLS = {
  sweepstakeBoxes: {
    prefix: 'banking', name: 'sweepstake-boxes', method: 'POST', retry: false,
    request: v.object({ currency: v.pipe(v.string(), v.minLength(3)) }), response: SweepstakeBoxesResponseSchema,
  },
  depositCreateSweepstake: {
    prefix: 'payment', name: 'deposit-create-sweepstake', method: 'POST', retry: false,
    request: DepositCreateSweepstakeRequestSchema, response: DepositCreateResponseSchema,
  },
  sweepstakeBalanceGet: {
    prefix: 'banking', name: 'sweepstake-balance-get', method: 'POST', retry: false,
    request: v.object({}), response: SweepstakeBalancesSchema,
  },
  sweepstakeRecoupSum: {
    prefix: 'banking', name: 'sweepstake-recoup-sum', method: 'POST', retry: false,
    request: v.object({ currency: v.pipe(v.string(), v.minLength(2)) }), response: PlaythroughSchema,
  },
  paymentConvertV2: {
    prefix: 'banking', name: 'payment-convert-v2', method: 'POST', retry: false,
    request: ConvertRequestSchema, response: ConvertResponseSchema,
  },
} as const satisfies Record<string, CallSpec>;
