import { getPlaythrough } from '../../api/getPlaythrough';
import { getSweepstakeBalances } from '../../api/getSweepstakeBalances';
import { getWithdrawalMethods } from '../../api/getWithdrawalMethods';
import { SWEEP_COINS } from '../../contract/sweepstake';
import { EMPTY_PATH } from '../../routes/paths';
import { loadMethodList } from '../../state/actions/loadMethodList';
import type { Cashier } from '../../state/cashier';
import { listEntries } from '../../state/methodList';
import { toCashierError } from '../../transport/errors';
import { withdrawalState } from '../../payout/withdrawalState';
import type { Api } from '../../api/call';
import { payingEntries } from './boxes';
import { EMPTY_SWEEPSTAKES, sweepState } from './loadShop';
import { REDEMPTION_PATH } from './paths';
import { playthroughOf } from './playthrough';

/** A sweepstakes figure that cannot load counts as 0 (spec §8), said in the console. */
async function orZero(what: string, load: () => Promise<number>): Promise<number> {
  try {
    return await load();
  } catch (thrown) {
    const error = toCashierError(thrown);
    if (error.kind !== 'aborted') console.warn(`[payment-cashier] The ${what} could not be loaded; it counts as 0:`, error.message);
    return 0;
  }
}

/**
 * The sweep coins still to be played through, or null when that cannot be known (the call failed,
 * its answer is malformed or its status is not known), said in the console: never counted as 0,
 * which would offer coins not yet played through for redemption.
 */
async function loadPlaythrough(api: Api, signal: AbortSignal): Promise<number | null> {
  try {
    const playthrough = playthroughOf((await getPlaythrough(api, SWEEP_COINS, signal)).data);
    if (playthrough === null) console.warn('[payment-cashier] The sweepstake playthrough has a status the cashier does not know; redeeming is unavailable.');
    return playthrough;
  } catch (thrown) {
    const error = toCashierError(thrown);
    if (error.kind !== 'aborted') console.warn('[payment-cashier] The sweepstake playthrough could not be loaded; redeeming is unavailable:', error.message);
    return null;
  }
}

/** The player's sweep coins, and the playthrough: those still to be played before they can be redeemed. */
export async function loadCoins(cashier: Cashier): Promise<void> {
  const state = sweepState(cashier);
  // Asked again (after a cancel), the figures shown stay until the new ones come: nothing on the page goes.
  if (state.coins.status !== 'loaded') state.coins.status = 'loading';
  const api = cashier.api();
  const signal = cashier.sessionSignal();
  const [sc, playthrough] = await Promise.all([
    orZero('sweepstake balance', async () => (await getSweepstakeBalances(api, signal)).balances.find((b) => b.currency === SWEEP_COINS)?.balance ?? 0),
    loadPlaythrough(api, signal),
  ]);
  if (signal.aborted) return;
  state.coins = { status: 'loaded', sc, playthrough };
}

/**
 * Redemption's list: the methods that pay sweep coins out (coins only), as the withdrawal list call
 * answers them in SC, beside the coins. None: the empty page ("Empty sweepstakes").
 */
export async function loadRedemption(cashier: Cashier, options: { force?: boolean } = {}): Promise<void> {
  const { store } = cashier;
  const withdrawal = withdrawalState(cashier);
  await Promise.all([
    loadMethodList(cashier, {
      key: `redemption:${store.country}`,
      force: options.force,
      listPath: REDEMPTION_PATH,
      methods: (api, signal) => getWithdrawalMethods(api, { country: store.country, currency: SWEEP_COINS }, signal),
      loaded(answer) {
        withdrawal.accounts = answer.accounts;
        withdrawal.accountType = 'main';
        if (payingEntries(listEntries(answer.paymentGroups, answer.paymentMethods)).length) return;
        console.warn(`[payment-cashier] ${EMPTY_SWEEPSTAKES}`);
        cashier.nav.navigate(`${EMPTY_PATH}?transaction=withdrawal`, { replace: true });
      },
    }),
    loadCoins(cashier),
  ]);
}
