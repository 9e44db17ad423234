import type { WithdrawalAccount } from '../../contract/withdrawal';
import { SWEEP_COINS } from '../../contract/sweepstake';

/**
 * The sweep coins still to be played through before they can be redeemed, as
 * `sweepstake-recoup-sum` answers them (DESIGN §2): status `active` (in any case) gives the
 * amount, `none` nothing left; any other status is unknown (null), never read as nothing.
 */
export function playthroughOf(answer: { status: string; amount: number }): number | null {
  const status = answer.status.toLowerCase();
  if (status === 'active') return answer.amount;
  if (status === 'none') return 0;
  return null;
}

/** What the backend lets be withdrawn from the main SC account, when the redemption list gives that account. */
export const scWithdrawable = (accounts: readonly Readonly<WithdrawalAccount>[]): number | undefined =>
  accounts.find((account) => account.type === 'main' && account.currency.toUpperCase() === SWEEP_COINS)?.withdrawable;

/**
 * What may be redeemed now: the sweep coins less the playthrough, and no more than the backend's
 * own withdrawable for the SC account when it is given. Null while the playthrough is unknown:
 * Redeem is then unavailable, as redeeming coins not yet played through is what the playthrough forbids.
 */
export function redeemable({ sc, playthrough, withdrawable }: { sc: number; playthrough: number | null; withdrawable?: number }): number | null {
  if (playthrough === null) return null;
  const played = withdrawable === undefined ? sc - playthrough : Math.min(sc - playthrough, withdrawable);
  return Math.max(0, Math.round(played * 100) / 100);
}

/** What the Redemption pages offer now, from the session's coins and the list's accounts; null: Redeem unavailable. */
export function redeemableNow(
  sweep: { readonly coins: { readonly status: string; readonly sc: number; readonly playthrough: number | null } } | null | undefined,
  accounts: readonly Readonly<WithdrawalAccount>[],
): number | null {
  if (sweep?.coins.status !== 'loaded') return null;
  return redeemable({ sc: sweep.coins.sc, playthrough: sweep.coins.playthrough, withdrawable: scWithdrawable(accounts) });
}
