import * as v from 'valibot';
import { type AccountType, WITHDRAWAL_STATUS_PUSH, WithdrawalStatusPushSchema } from '../../contract/withdrawal';
import { STATUS_POLL_MS } from '../../state/actions/watchDepositStatus';
import { type IntentKey, keyAfterFailure, keyForIntent, keyUsed } from '../../state/create/intentKeys';
import type { Cashier } from '../../state/cashier';
import { type CashierError, toCashierError } from '../../transport/errors';
import { cancelWithdrawal } from '../../api/cancelWithdrawal';
import { createWithdrawal } from '../../api/createWithdrawal';
import { getPendingWithdrawals } from '../../api/getPendingWithdrawals';
import { withdrawalState } from './loadWithdrawalList';
import { goToError } from '../../state/actions/goToError';
import { pathOnly } from '../../routes/paths';
import { WITHDRAWAL_LIST_PATH } from './paths';

/**
 * Confirm (spec §2 `/withdrawal/confirm`): creates the drafted withdrawal once per intent. A second
 * press while it is being made does nothing; a retry after a network failure sends the same
 * idempotency key and gets the first withdrawal back (a 5xx too: the gateway may have timed out after
 * it was made). A refusal that proves nothing was made (a 4xx but 409 and 429) ends the intent.
 */
export async function confirmWithdrawal(cashier: Cashier): Promise<{ kind: 'created' } | { kind: 'busy' } | { kind: 'failed'; error: CashierError }> {
  const { store } = cashier;
  const state = withdrawalState(cashier);
  const draft = state.draft;
  const method = store.payment.paymentMethod;
  if (!draft || !method) return { kind: 'failed', error: toCashierError(new Error('No withdrawal to confirm')) };
  if (store.creating.methods.includes(method.name)) return { kind: 'busy' };
  store.creating.methods.push(method.name);
  const intent = { userId: store.handshake?.userId ?? '', method: method.name, amount: draft.amount, currency: store.currency, fields: draft.fields, account: draft.accountType };
  let intentKey: IntentKey | undefined;
  try {
    intentKey = await keyForIntent(cashier, intent, { shared: false });
    const made = await createWithdrawal(
      cashier.api(),
      { amount: draft.amount, currency: store.currency, paymentType: method.name, accountType: draft.accountType, fields: draft.fields, idempotencyKey: intentKey.key },
      cashier.sessionSignal(),
    );
    state.made = { ...made, amount: draft.amount, currency: store.currency, paymentMethod: method.name, accountType: draft.accountType };
    settleAccount(cashier, draft.accountType, -draft.amount);
    state.draft = null;
    keyUsed(cashier, intentKey, undefined);
    cashier.analytics.metric('create-withdrawal-status', 'ok');
    return { kind: 'created' };
  } catch (thrown) {
    const error = toCashierError(thrown);
    if (intentKey) keyAfterFailure(cashier, intentKey, error);
    if (error.kind !== 'aborted') cashier.analytics.metric('create-withdrawal-status', 'fail');
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
    state.pending = { status: 'loaded', withdrawals: answer.withdrawals };
  } catch (thrown) {
    if (toCashierError(thrown).kind !== 'aborted') state.pending.status = 'error';
  }
}

/** Cancels a pending withdrawal (after the player confirmed): it leaves the list and its amount is back on the balance. */
export async function cancelPendingWithdrawal(cashier: Cashier, withdrawalId: string): Promise<{ ok: true } | { ok: false; error: CashierError }> {
  const state = withdrawalState(cashier);
  const withdrawal = state.pending.withdrawals.find((w) => w.withdrawalId === withdrawalId);
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
    // No answer in time: the list is asked again, so it shows whether the withdrawal is still pending.
    if (error.kind === 'timeout') void loadPendingWithdrawals(cashier);
    return { ok: false, error };
  }
}

/**
 * Keeps the pending list true while it is shown: a withdrawal the backend settles (or that is
 * cancelled elsewhere) leaves it. Pushed over the socket (and asked again after a reconnection);
 * over http, the list is asked again every 5 s while it has any. Returns the stop.
 */
export function followPendingWithdrawals(cashier: Cashier): () => void {
  const api = cashier.api();
  const state = withdrawalState(cashier);
  if (api.transport.mode === 'socket') {
    const offPush = api.transport.subscribe(WITHDRAWAL_STATUS_PUSH, (data) => {
      const push = v.safeParse(WithdrawalStatusPushSchema, data);
      if (push.success && push.output.status !== 0) {
        state.pending.withdrawals = state.pending.withdrawals.filter((w) => w.withdrawalId !== push.output.withdrawalId);
      }
    });
    const offReconnect = api.transport.subscribe('connect', () => void loadPendingWithdrawals(cashier));
    return () => {
      offPush();
      offReconnect();
    };
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    timer = setTimeout(async () => {
      if (state.pending.withdrawals.length) await loadPendingWithdrawals(cashier);
      if (!stopped) poll();
    }, STATUS_POLL_MS);
  };
  poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
