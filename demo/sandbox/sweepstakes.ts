/**
 * The sandbox's sweepstakes (DESIGN §2 "Sweepstakes calls"): the Coin Shop's boxes, the player's
 * gold and sweep coins (part of the sweep coins still to be played through), and conversions at
 * fixed rates. A box is paid with the region's crypto methods (`deposit-create-sweepstake`, in
 * payments.ts); a redemption is a withdrawal in SC to a crypto method (withdrawals.ts).
 */
import type { Box, BoxGroup } from '../../src/contract/sweepstake';
import { fail, ok, type SandboxHandlers, type SWEEPSTAKE_DATA_CALLS } from './api';

/** Sweepstakes closed where the player is: the shop has no boxes (the empty page). */
export const SWEEP_CLOSED_TOKEN = 'sweep-closed';

const box = (boxId: string, price: number, gc: number, sc: number, badge?: Box['badge']): Box => ({
  boxId,
  price,
  priceCurrencyCode: 'USD',
  currenciesList: { free: { amount: gc }, main: { amount: sc } },
  ...(badge ? { badge } : {}),
});

/** A welcome box for a first purchase, and five tiers from about five to about a hundred dollars. */
export const BOX_GROUPS: readonly BoxGroup[] = [
  { title: 'Welcome offer', boxes: [box('welcome', 2.99, 20_000, 3, 'first-purchase')] },
  {
    title: 'Coin packages',
    boxes: [
      box('tier-1', 4.99, 5_000, 5),
      box('tier-2', 9.99, 10_000, 10),
      box('tier-3', 19.99, 22_000, 21, 'popular'),
      box('tier-4', 49.99, 60_000, 52, 'best-value'),
      box('tier-5', 99.99, 125_000, 105),
    ],
  },
];

export const findBox = (boxId: string | number): Box | undefined =>
  BOX_GROUPS.flatMap((group) => group.boxes).find((candidate) => String(candidate.boxId) === String(boxId));

/**
 * What one unit of a currency is worth in dollars, fixed so that tests and the README can say what
 * a conversion gives: a sweep coin is a dollar; the coins at round prices.
 */
export const USD_RATES: Readonly<Record<string, number>> = {
  USD: 1, SC: 1, USDT: 1, USDC: 1, BTC: 60_000, ETH: 3_000, LTC: 80, TRX: 0.12, TON: 5, DOGE: 0.15, BNB: 600,
  // A crypto-balance player's balance said in the region's money (the demo's players are in Mexico).
  MXN: 0.05,
};

/** Dollars, pesos, sweep coins and stablecoins in cents; the other coins in their eight decimals. */
const decimalsOf = (currency: string) => (['USD', 'SC', 'USDT', 'USDC', 'MXN'].includes(currency.toUpperCase()) ? 2 : 8);

/** `amount` of `from` in `to` at the fixed rates; undefined for a currency without a rate. */
export function convert(amount: number, from: string, to: string): number | undefined {
  const [rateFrom, rateTo] = [USD_RATES[from.toUpperCase()], USD_RATES[to.toUpperCase()]];
  if (rateFrom === undefined || rateTo === undefined) return undefined;
  const scale = 10 ** decimalsOf(to);
  return Math.round(((amount * rateFrom) / rateTo) * scale) / scale;
}

/** Every sweep player starts with these: gold coins to play, and sweep coins of which some are still to be played through. */
export const START_BALANCES = { GC: 25_000, SC: 120.5 } as const;
export const SC_TO_PLAY_THROUGH = 20;
/** Token prefixes: `sweepstake-recoup-sum` answers 503, or its status in capitals (`ACTIVE`). */
export const PLAYTHROUGH_DOWN_TOKEN = 'sweep-playthrough-down';
export const PLAYTHROUGH_UPPER_CASE_TOKEN = 'sweep-playthrough-upper';

export const SWEEPSTAKE_HANDLERS: Pick<SandboxHandlers, (typeof SWEEPSTAKE_DATA_CALLS)[number]> = {
  sweepstakeBoxes(_request, session) {
    return ok({ boxes: session.token === SWEEP_CLOSED_TOKEN ? [] : BOX_GROUPS });
  },
  sweepstakeRecoupSum(_request, session) {
    // Test players whose playthrough the widget cannot know (the call down), or is told in capitals.
    if (session.token.startsWith(PLAYTHROUGH_DOWN_TOKEN)) return fail(503, 'banking.unavailable', 'The playthrough is not available right now');
    const status = SC_TO_PLAY_THROUGH > 0 ? 'active' : 'none';
    return ok({ data: { status: session.token.startsWith(PLAYTHROUGH_UPPER_CASE_TOKEN) ? status.toUpperCase() : status, amount: SC_TO_PLAY_THROUGH } });
  },
  paymentConvertV2({ amount, currencyFrom, currencyTo }) {
    const converted = convert(amount, currencyFrom, currencyTo);
    if (converted === undefined) return fail(400, 'banking.unknownCurrency', `No rate for ${currencyFrom} to ${currencyTo}`);
    return ok({ amount: converted });
  },
};
