import * as v from 'valibot';
import { type AccountType, WITHDRAWAL_STATUS_PUSH, WithdrawalStatusPushSchema } from '../contract/withdrawal';
import { STATUS_POLL_MS } from '../state/actions/watchDepositStatus';
import { type IntentKey, keyAfterFailure, keyForIntent, keyUsed } from '../state/create/intentKeys';
import { playerOf } from '../state/playerOf';
import type { Cashier } from '../state/cashier';
import { type CashierError, toCashierError } from '../transport/errors';
import { cancelWithdrawal } from '../api/cancelWithdrawal';
import { createWithdrawal } from '../api/createWithdrawal';
import { getPendingWithdrawals } from '../api/getPendingWithdrawals';
import { getWithdrawalStatus } from '../api/getWithdrawalStatus';
import { withdrawalState } from './withdrawalState';
import { goToError } from '../state/actions/goToError';
import { pathOnly } from '../routes/paths';
import { VERIFY_IDENTITY_PATH, WITHDRAWAL_LIST_PATH } from './paths';

/** DESIGN §2: a withdrawal or redemption refused until the player proves who they are; `verificationUrl` in the error's data. */
export const KYC_REQUIRED = 'banking.kycRequired';

/**
 * Confirm (spec §2 `/withdrawal/confirm`): creates the drafted withdrawal once per intent. A second
 * press while it is being made does nothing; a retry after a network failure sends the same
 * idempotency key and gets the first withdrawal back (a 5xx too: the gateway may have timed out after
 * it was made). A refusal that proves nothing was made (a 4xx but 409 and 429) ends the intent.
 */
export async function confirmWithdrawal(cashier: Cashier): Promise<{ kind: 'created' } | { kind: 'busy' } | { kind: 'verify' } | { kind: 'failed'; error: CashierError }> {
  const { store } = cashier;
  const state = withdrawalState(cashier);
  const draft = state.draft;
  const method = store.payment.paymentMethod;
  if (!draft || !method) return { kind: 'failed', error: toCashierError(new Error('No withdrawal to confirm')) };
  if (store.creating.methods.includes(method.name)) return { kind: 'busy' };
  store.creating.methods.push(method.name);
  // A redemption is drafted in sweep coins; a withdrawal in the player's currency.
  const currency = draft.currency ?? store.currency;
  const intent = { player: playerOf(store.handshake) ?? '', method: method.name, amount: draft.amount, currency, fields: draft.fields, account: draft.accountType };
  let intentKey: IntentKey | undefined;
  try {
    intentKey = await keyForIntent(cashier, intent, { shared: false });
    const made = await createWithdrawal(
      cashier.api(),
      { amount: draft.amount, currency, paymentType: method.name, accountType: draft.accountType, fields: draft.fields, idempotencyKey: intentKey.key },
      cashier.sessionSignal(),
    );
    state.made = { ...made, amount: draft.amount, currency, paymentMethod: method.name, accountType: draft.accountType };
    settleAccount(cashier, draft.accountType, -draft.amount);
    state.draft = null;
    keyUsed(cashier, intentKey, null);
    cashier.analytics.metric('create-withdrawal-status', 'ok');
    return { kind: 'created' };
  } catch (thrown) {
    const error = toCashierError(thrown);
    if (intentKey) keyAfterFailure(cashier, intentKey, error);
    if (error.kind !== 'aborted') cashier.analytics.metric('create-withdrawal-status', 'fail');
    // Refused until the player proves who they are: the page that says so, the draft kept for the retry.
    const verificationUrl = error.code === KYC_REQUIRED ? error.data?.verificationUrl : undefined;
    if (typeof verificationUrl === 'string') {
      state.verification = verificationUrl;
      cashier.nav.navigate(VERIFY_IDENTITY_PATH);
      return { kind: 'verify' };
    }
    // No answer in time: it may have been made. The pending list shows what the backend knows; the same key is kept for a retry.
    if (error.kind === 'timeout') {
      goToError(cashier, error, pathOnly(cashier.nav.current()), { unconfirmed: { subject: 'withdrawal', checkPath: WITHDRAWAL_LIST_PATH } });
    }
    return { kind: 'failed', error };
  } finally {
    const index = store.creating.methods.indexOf(method.name);
    if (index >= 0) store.creating.methods.splice(index, 1);
  }
}

/** The balance shown moves with what the player did, until the list is loaded again. */
function settleAccount(cashier: Cashier, type: AccountType, change: number) {
  const account = withdrawalState(cashier).accounts.find((a) => a.type === type);
  if (!account) return;
  account.balance += change;
  account.withdrawable = Math.max(0, account.withdrawable + change);
}

/** The player's pending withdrawals, for the list. */
export async function loadPendingWithdrawals(cashier: Cashier): Promise<void> {
  const state = withdrawalState(cashier);
  state.pending.status = 'loading';
  try {
    const answer = await getPendingWithdrawals(cashier.api(), cashier.sessionSignal());
    state.pending.status = 'loaded';
    // A list asked before the player's own cancel here answered does not bring that withdrawal back.
    state.pending.withdrawals = answer.withdrawals.filter((w) => !state.pending.cancelledHere.includes(w.withdrawalId));
  } catch (thrown) {
    if (toCashierError(thrown).kind !== 'aborted') state.pending.status = 'error';
  }
}

/** Cancels a pending withdrawal (after the player confirmed): it leaves the list and its amount is back on the balance. */
export async function cancelPendingWithdrawal(cashier: Cashier, withdrawalId: string): Promise<{ ok: true } | { ok: false; error: CashierError }> {
  const state = withdrawalState(cashier);
  const withdrawal = state.pending.withdrawals.find((w) => w.withdrawalId === withdrawalId);
  state.pending.cancelledHere.push(withdrawalId);
  try {
    const answer = await cancelWithdrawal(cashier.api(), { withdrawalId }, cashier.sessionSignal());
    state.pending.withdrawals = state.pending.withdrawals.filter((w) => w.withdrawalId !== withdrawalId);
    const account = withdrawal && state.accounts.find((a) => a.type === withdrawal.accountType);
    if (account && withdrawal) {
      account.withdrawable += withdrawal.amount;
      account.balance = answer.balance;
    }
    return { ok: true };
  } catch (thrown) {
    const error = toCashierError(thrown);
    state.pending.cancelledHere = state.pending.cancelledHere.filter((id) => id !== withdrawalId);
    // Not cancelled: still pending, though a list answered meanwhile left it out.
    if (withdrawal && !state.pending.withdrawals.some((w) => w.withdrawalId === withdrawalId)) state.pending.withdrawals = [...state.pending.withdrawals, withdrawal];
    // No answer in time: the list is asked again, so it shows whether the withdrawal is still pending.
    if (error.kind === 'timeout') void loadPendingWithdrawals(cashier);
    return { ok: false, error };
  }
}

/** How long a settled withdrawal stays on the pending list, saying what became of it, before it leaves. */
export const SETTLED_SHOWN_MS = 6000;

/**
 * Keeps the pending list true while it is shown: a withdrawal the backend settles (or that is
 * cancelled elsewhere) says so for a moment (paid out, cancelled), then leaves it. Pushed over the
 * socket (and asked again after a reconnection); over http, the list is asked again every 5 s while
 * it has any, and a withdrawal gone from it is asked what became of it. Returns the stop.
 */
export function followPendingWithdrawals(cashier: Cashier): () => void {
  const api = cashier.api();
  const state = withdrawalState(cashier);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  const settle = (withdrawalId: string, status: number) => {
    // The player's own cancel: its answer takes it off the list, and its message says so.
    if (state.pending.cancelledHere.includes(withdrawalId)) return;
    const item = state.pending.withdrawals.find((w) => w.withdrawalId === withdrawalId);
    state.pending.withdrawals = state.pending.withdrawals.filter((w) => w.withdrawalId !== withdrawalId);
    if (!item || (status !== 1 && status !== 2) || stopped) return;
    state.pending.settled.push({ ...item, outcome: status === 1 ? 'paid' : 'cancelled' });
    const timer = setTimeout(() => {
      timers.delete(timer);
      state.pending.settled = state.pending.settled.filter((w) => w.withdrawalId !== withdrawalId);
    }, SETTLED_SHOWN_MS);
    timers.add(timer);
  };
  const stop = () => {
    stopped = true;
    timers.forEach(clearTimeout);
    state.pending.settled = [];
  };
  if (api.transport.mode === 'socket') {
    const offPush = api.transport.subscribe(WITHDRAWAL_STATUS_PUSH, (data) => {
      const push = v.safeParse(WithdrawalStatusPushSchema, data);
      if (push.success && push.output.status !== 0) settle(push.output.withdrawalId, push.output.status);
    });
    const offReconnect = api.transport.subscribe('connect', () => void loadPendingWithdrawals(cashier));
    return () => {
      offPush();
      offReconnect();
      stop();
    };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    timer = setTimeout(async () => {
      const before = state.pending.withdrawals;
      if (before.length) {
        await loadPendingWithdrawals(cashier);
        const gone = before.filter(
          (w) => !state.pending.withdrawals.some((now) => now.withdrawalId === w.withdrawalId) && !state.pending.cancelledHere.includes(w.withdrawalId),
        );
        // Back on the list a moment, to say what became of each (asked, as the list no longer says).
        state.pending.withdrawals = [...state.pending.withdrawals, ...gone];
        await Promise.all(
          gone.map(async (w) => {
            const status = await getWithdrawalStatus(api, w.withdrawalId, cashier.sessionSignal()).then((answer) => answer.status, () => 0);
            settle(w.withdrawalId, status);
          }),
        );
      }
      if (!stopped) poll();
    }, STATUS_POLL_MS);
  };
  poll();
  return () => {
    clearTimeout(timer);
    stop();
  };
}
