import type { DepositCreated } from '../../contract/deposit';
import { RETURN_PARAM } from '../../payment/returnMarker';
import { COMPLETE_PATH } from '../../routes/paths';
import type { Cashier } from '../cashier';
import { browserSalt, playerTag } from '../keptNames';
import { localStorageOrNull } from '../localStorageOrNull';
import { playerOf } from '../playerOf';
import { RETURNING_STORAGE_KEY } from '../returningKey';
import { resetSlices } from '../store';
import { loadDepositList } from './depositList';

/**
 * Paying in the same tab (the browser blocked the window; "Continue in this tab") leaves the
 * cashier's page. The create's `returnUrl` is this page with a marker, and what the complete page
 * needs is kept in sessionStorage just before leaving; when the provider sends the player back,
 * the cashier opens on the complete page of that deposit instead of the list. The entry names its
 * player (salted, keptNames.ts): a cashier started for anyone else does not act on it.
 */

/** A return later than this is another visit: the list, as usual. */
export const RETURN_WINDOW_MS = 60 * 60 * 1000;

export interface Returning {
  depositId: string;
  source: DepositCreated['source'];
  method: { name: string; cardViewType: number };
  group: { name: string } | null;
  amount: number;
  currency: string;
  createdAt: number;
  madeOn: string | null;
  leftAt: number;
  /** Whose deposit it is: the player's tag. */
  player: string;
}

/** The cashier's player's tag, as the entry names it; null before a handshake. */
function returningPlayerOf(cashier: Cashier): string | null {
  const player = playerOf(cashier.store.handshake);
  return player === null ? null : playerTag(browserSalt(localStorageOrNull()), player);
}

/**
 * The page to come back to, marked: the operator's `return-url`, else this page's origin and path.
 * Never this page's query or fragment: the address goes to every provider, and a host page's query
 * may carry its own secrets (a token, a session id). None for pages a provider cannot link to.
 */
export function returnUrlFor(href: string, configured?: string): string | undefined {
  try {
    const here = new URL(href);
    const url = configured ? new URL(configured, here) : new URL(here.origin + here.pathname);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    url.searchParams.set(RETURN_PARAM, '1');
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** Kept just before this tab goes to the provider. */
export function rememberLeaving(cashier: Cashier, now = Date.now()): void {
  const { deposit, payment } = cashier.store;
  const depositId = deposit.status.depositId ?? deposit.response?.depositId;
  const player = returningPlayerOf(cashier);
  if (!depositId || !payment.paymentMethod || !deposit.summary || player === null) return;
  const returning: Returning = {
    depositId,
    source: deposit.response?.source,
    method: { ...payment.paymentMethod },
    group: payment.paymentGroup ? { ...payment.paymentGroup } : null,
    ...deposit.summary,
    madeOn: deposit.madeOn,
    leftAt: now,
    player,
  };
  try {
    sessionStorage.setItem(RETURNING_STORAGE_KEY, JSON.stringify(returning));
  } catch {
    // Without storage the player comes back to the list; the deposit's result still reaches the backend.
  }
}

const isReturning = (value: unknown): value is Returning => {
  const r = value as Returning | null;
  return (
    typeof r === 'object' && r !== null && typeof r.depositId === 'string' && typeof r.amount === 'number' &&
    typeof r.currency === 'string' && typeof r.createdAt === 'number' && typeof r.leftAt === 'number' &&
    typeof r.method?.name === 'string' && typeof r.method.cardViewType === 'number' && typeof r.player === 'string'
  );
};

/**
 * On a page the provider sent `player` (a tag) back to: what was kept for them, once (the marker
 * leaves the address and the entry the storage, so a reload shows the list). Another player's
 * entry is taken away unused.
 */
export function takeReturning(player: string | null, win: Window = window, now = Date.now()): Returning | undefined {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(RETURN_PARAM)) return undefined;
  url.searchParams.delete(RETURN_PARAM);
  try {
    win.history.replaceState(win.history.state, '', url.href);
  } catch {
    // A sandboxed page may refuse; the entry below is still taken once.
  }
  let kept: unknown;
  try {
    kept = JSON.parse(win.sessionStorage.getItem(RETURNING_STORAGE_KEY) ?? 'null');
    win.sessionStorage.removeItem(RETURNING_STORAGE_KEY);
  } catch {
    return undefined;
  }
  return isReturning(kept) && kept.player === player && now - kept.leftAt >= 0 && now - kept.leftAt < RETURN_WINDOW_MS ? kept : undefined;
}

/** At start on a marked page: the deposit's complete page, if one was kept (false: start as usual). */
export function resumeIfReturning(cashier: Cashier): boolean {
  const returning = takeReturning(returningPlayerOf(cashier));
  if (returning) resumeReturning(cashier, returning);
  return returning !== undefined;
}

/** Opens the complete page of the deposit the player paid in this tab; the list loads behind it for later. */
export function resumeReturning(cashier: Cashier, returning: Returning): void {
  const { store } = cashier;
  resetSlices(store, ['payment', 'deposit']);
  store.payment.paymentMethod = returning.method;
  store.payment.paymentGroup = returning.group;
  store.deposit.response = { depositId: returning.depositId, source: returning.source };
  store.deposit.madeOn = returning.madeOn;
  store.deposit.summary = { amount: returning.amount, currency: returning.currency, createdAt: returning.createdAt };
  store.deposit.status = { depositId: returning.depositId, status: 'waiting' };
  store.deposit.opening = 'opened';
  cashier.nav.navigate(COMPLETE_PATH, { replace: true });
  void loadDepositList(cashier);
}
