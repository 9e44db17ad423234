import * as v from 'valibot';
import { cancelWithdrawal } from '../api/cancelWithdrawal';
import { getDepositStatus } from '../api/getDepositStatus';
import { getTransactionsHistory } from '../api/getTransactionsHistory';
import { PUSH_EVENTS } from '../contract/common';
import { DepositStatusSchema } from '../contract/deposit';
import { HISTORY_PAGE_DEFAULT, type Transaction, type TransactionKind } from '../contract/history';
import { WITHDRAWAL_STATUS_PUSH, WithdrawalStatusPushSchema } from '../contract/withdrawal';
import type { Cashier } from '../state/cashier';
import { emptyDeposit, emptyPayment, type HistoryFilter } from '../state/store';
import { statusFromServer } from '../state/deposit/status';
import { CardViewType } from '../contract/methods';
import { methodNamed } from '../state/actions/formMethod';
import { type CashierError, toCashierError } from '../transport/errors';
import { joinPages } from './historyRules';
import { hasNoHistory } from './probe';

const kindOf = (filter: HistoryFilter): TransactionKind | undefined => (filter === 'all' ? undefined : filter);

/**
 * The first page of the player's history for a filter (All, Deposits, Withdrawals), asked afresh
 * each time the page opens or the filter changes: nothing of it is kept beyond the session's memory.
 * An answer for a filter the player has since left is dropped.
 */
export async function loadHistory(cashier: Cashier, filter: HistoryFilter = cashier.store.history.filter): Promise<void> {
  const history = cashier.store.history;
  Object.assign(history, { filter, items: [], nextCursor: null, status: 'loading', more: 'idle' });
  const session = cashier.sessionSignal();
  try {
    const page = await getTransactionsHistory(cashier.api(), { kind: kindOf(filter), limit: HISTORY_PAGE_DEFAULT }, session);
    if (session.aborted || history.filter !== filter || history.status !== 'loading') return;
    Object.assign(history, { items: page.items, nextCursor: page.nextCursor ?? null, status: 'loaded', available: 'yes' });
  } catch (thrown) {
    if (session.aborted || history.filter !== filter) return;
    const error = toCashierError(thrown);
    // A backend without the call: History is hidden for the session, and the page leaves.
    if (hasNoHistory(error)) history.available = 'missing';
    history.status = 'error';
  }
}

/** The next page, after the last one shown (by its cursor); one at a time; a failure keeps the rows and offers to try again. */
export async function loadMoreHistory(cashier: Cashier): Promise<void> {
  const history = cashier.store.history;
  const { filter, nextCursor } = history;
  if (!nextCursor || history.more === 'loading' || history.status !== 'loaded') return;
  history.more = 'loading';
  const session = cashier.sessionSignal();
  try {
    const page = await getTransactionsHistory(cashier.api(), { kind: kindOf(filter), cursor: nextCursor, limit: HISTORY_PAGE_DEFAULT }, session);
    if (session.aborted || history.filter !== filter || history.nextCursor !== nextCursor) return;
    Object.assign(history, { items: joinPages(history.items, page.items), nextCursor: page.nextCursor ?? null, more: 'idle' });
  } catch {
    if (session.aborted || history.filter !== filter || history.nextCursor !== nextCursor) return;
    history.more = 'error';
  }
}

/** The shown row of a transaction, if it is one of them. */
const rowOf = (cashier: Cashier, kind: TransactionKind, id: string): Transaction | undefined =>
  cashier.store.history.items.find((item) => item.kind === kind && item.id === id);

/** A status the backend gave or pushed, on the row that shows it. */
function setStatus(cashier: Cashier, kind: TransactionKind, id: string, change: Pick<Transaction, 'status'> & Partial<Transaction>) {
  const row = rowOf(cashier, kind, id);
  // Late or repeated news (a pending push after the paid one) never undoes an end.
  if (!row || ((row.status === 1 || row.status === 2) && change.status === 0)) return;
  Object.assign(row, change, { updatedAt: new Date().toISOString() });
  if (change.status !== 0) row.cancellable = false;
}

/** One action of a transaction at a time (Check status, Cancel): a second press while one is on its way does nothing. */
async function once<T>(cashier: Cashier, key: string, act: () => Promise<T>): Promise<T | 'busy'> {
  const { busy } = cashier.store.history;
  if (busy.includes(key)) return 'busy';
  busy.push(key);
  try {
    return await act();
  } finally {
    const index = cashier.store.history.busy.indexOf(key);
    if (index >= 0) cashier.store.history.busy.splice(index, 1);
  }
}

export type HistoryActionResult = { ok: true } | { ok: false; error: CashierError } | 'busy';

/** Check status: asks the backend (`deposit-status`) what became of a pending deposit, and shows it on its row. */
export function checkDeposit(cashier: Cashier, transaction: Transaction): Promise<HistoryActionResult> {
  return once(cashier, `deposit:${transaction.id}`, async () => {
    try {
      const answer = await getDepositStatus(cashier.api(), { depositId: transaction.id, paymentMethod: transaction.paymentMethod }, cashier.sessionSignal());
      setStatus(cashier, 'deposit', transaction.id, { status: answer.status, ...(answer.transactionStatus ? { transactionStatus: answer.transactionStatus } : {}) });
      return { ok: true } as const;
    } catch (thrown) {
      return { ok: false, error: toCashierError(thrown) } as const;
    }
  });
}

/** Cancel: one `withdrawal-cancel` for a cancellable pending withdrawal, however many presses; the row says cancelled. */
export function cancelHistoryWithdrawal(cashier: Cashier, transaction: Transaction): Promise<HistoryActionResult> {
  return once(cashier, `withdrawal:${transaction.id}`, async () => {
    try {
      const answer = await cancelWithdrawal(cashier.api(), { withdrawalId: transaction.id }, cashier.sessionSignal());
      setStatus(cashier, 'withdrawal', transaction.id, { status: answer.status === 0 ? 2 : answer.status });
      return { ok: true } as const;
    } catch (thrown) {
      return { ok: false, error: toCashierError(thrown) } as const;
    }
  });
}

/**
 * Statuses pushed over the socket (`deposit.status`, `withdrawal.status`) change the rows shown,
 * without a reload. Over http nothing is pushed: Check status asks. Returns the stop.
 */
export function followHistory(cashier: Cashier): () => void {
  const api = cashier.api();
  if (api.transport.mode !== 'socket') return () => {};
  const offDeposits = api.transport.subscribe(PUSH_EVENTS.depositStatus, (data) => {
    const push = v.safeParse(DepositStatusSchema, data);
    if (push.success) setStatus(cashier, 'deposit', push.output.depositId, { status: push.output.status, ...(push.output.transactionStatus ? { transactionStatus: push.output.transactionStatus } : {}) });
  });
  const offWithdrawals = api.transport.subscribe(WITHDRAWAL_STATUS_PUSH, (data) => {
    const push = v.safeParse(WithdrawalStatusPushSchema, data);
    if (push.success) setStatus(cashier, 'withdrawal', push.output.withdrawalId, { status: push.output.status });
  });
  return () => {
    offDeposits();
    offWithdrawals();
  };
}

/**
 * The deposit's own page (the complete page of the mode's deposit tree): its status followed
 * live, with its amount and method, as if it had just been made here. The list's copy of the
 * method, when the list has it, gives its card view type (the flow's words on that page).
 */
export function openDepositPage(cashier: Cashier, transaction: Transaction, completePath: string): void {
  const { store } = cashier;
  const listed = methodNamed(store.methods.groups, store.methods.methods, transaction.paymentMethod)?.method;
  store.payment = Object.assign(emptyPayment(), {
    paymentMethod: { name: transaction.paymentMethod, cardViewType: listed?.cardViewType ?? CardViewType.default },
    isCryptocurrency: listed?.category === 'crypto' || transaction.network !== undefined,
  });
  store.deposit = Object.assign(emptyDeposit(), {
    status: { depositId: transaction.id, status: statusFromServer(transaction.status) },
    summary: { amount: transaction.amount, currency: transaction.currency, createdAt: Date.parse(transaction.createdAt) },
  });
  cashier.nav.navigate(completePath);
}
