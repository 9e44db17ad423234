import { CASHIER_LOCKED } from '../../contract/history';
import { ref } from 'valtio/vanilla';
import { getSweepstakeBoxes } from '../../api/getSweepstakeBoxes';
import type { Box } from '../../contract/sweepstake';
import { EMPTY_PATH, pathOnly } from '../../routes/paths';
import { loadDepositList } from '../../state/actions/depositList';
import { listEntries } from '../../state/methodList';
import type { Cashier } from '../../state/cashier';
import { sessionSlice } from '../../state/ownSlice';
import { emptySweep, SWEEP_SLICE, type SweepState } from './sweepState';
import { toCashierError } from '../../transport/errors';
import { payingEntries } from './boxes';
import { COIN_SHOP_PATH } from './paths';

/** Spec §8 thrown message: a shop with no boxes, or none of its methods can pay for one. */
export const EMPTY_SWEEPSTAKES = 'Empty sweepstakes';

/** The sweepstakes slice of this session, made on its first use in the session. */
export function sweepState(cashier: Cashier): SweepState {
  return sessionSlice(cashier.store, SWEEP_SLICE, cashier.sessionSignal(), emptySweep);
}

/**
 * The boxes, in the player's currency. A list that cannot load is shown empty (spec §8: the
 * sweepstake list falls back to empty, with a console message), never a broken shop.
 */
export async function loadBoxes(cashier: Cashier, options: { force?: boolean } = {}): Promise<void> {
  const state = sweepState(cashier);
  const key = cashier.store.currency;
  if (!options.force && state.boxes.key === key && state.boxes.status !== 'idle') return;
  state.boxes = { status: 'loading', key, groups: [] };
  let groups: SweepState['boxes']['groups'] = [];
  try {
    groups = (await getSweepstakeBoxes(cashier.api(), key, cashier.sessionSignal())).boxes;
  } catch (thrown) {
    const error = toCashierError(thrown);
    if (error.kind === 'aborted') return;
    // A lock is shown in the shop's place (DESIGN §2), not as an empty shop.
    if (error.code !== CASHIER_LOCKED) console.warn('[payment-cashier] The sweepstake boxes could not be loaded; the shop is shown empty:', error.message);
  }
  if (state.boxes.key !== key) return;
  state.boxes = { status: 'loaded', key, groups: ref(groups) };
}

/**
 * Spec §2 sweepstake mode: the Coin Shop's boxes beside the region's methods. A shop with no boxes,
 * or with no method that can pay for one (a coin), is the empty page ("Empty sweepstakes").
 */
export async function loadShop(cashier: Cashier, options: { force?: boolean } = {}): Promise<void> {
  await Promise.all([loadDepositList(cashier, options), loadBoxes(cashier, options)]);
  const { store } = cashier;
  const state = sweepState(cashier);
  if (store.methods.status !== 'loaded' || state.boxes.status !== 'loaded' || store.locks.deposit) return;
  const boxes = state.boxes.groups.some((group) => group.boxes.length > 0);
  const payable = payingEntries(listEntries(store.methods.groups, store.methods.methods)).length > 0;
  if ((boxes && payable) || pathOnly(cashier.nav.current()) !== COIN_SHOP_PATH) return;
  console.warn(`[payment-cashier] ${EMPTY_SWEEPSTAKES}`);
  cashier.nav.navigate(`${EMPTY_PATH}?transaction=deposit`, { replace: true });
}

/** The player chose a box: the methods that can pay for it. */
export function chooseBox(cashier: Cashier, box: Box, next: string): void {
  sweepState(cashier).box = ref(box);
  cashier.analytics.track('sweepstake_box_click', { boxId: String(box.boxId) });
  cashier.nav.navigate(next);
}
