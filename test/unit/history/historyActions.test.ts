import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/api/call';
import type { CallSpec } from '../../../src/contract/common';
import type { Transaction } from '../../../src/contract/history';
import { cancelHistoryWithdrawal, checkDeposit, followHistory, loadHistory, loadMoreHistory, openDepositPage } from '../../../src/history/historyActions';
import { probeHistory } from '../../../src/history/probe';
import { CashierError } from '../../../src/transport/errors';
import { testCashier } from '../ui/renderWithCashier';

const made = (over: Partial<Transaction> = {}): Transaction => ({
  id: 'd1', kind: 'deposit', paymentMethod: 'visa', amount: 50, currency: 'USD', status: 0, createdAt: '2026-12-05T10:00:00.000Z', ...over,
});

type Answer = unknown | ((payload: Record<string, unknown>) => unknown);

/** A cashier whose backend answers by call name (a function: by payload; an Error: thrown), over `mode`, with pushes to hand. */
function cashierWith(answers: Record<string, Answer>, mode: 'http' | 'socket' = 'socket') {
  const session = new AbortController();
  const calls: { name: string; payload: Record<string, unknown> }[] = [];
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const api = {
    transport: {
      mode,
      async request(spec: CallSpec, payload: Record<string, unknown>) {
        calls.push({ name: spec.name, payload });
        const answer = answers[spec.name];
        const value = typeof answer === 'function' ? await (answer as (p: Record<string, unknown>) => unknown)(payload) : answer;
        if (value instanceof Error) throw value;
        if (value === undefined) throw new CashierError('http', `${spec.name} is down`, { status: 503 });
        return value;
      },
      subscribe(event: string, handler: (data: unknown) => void) {
        const set = listeners.get(event) ?? new Set();
        set.add(handler);
        listeners.set(event, set);
        return () => set.delete(handler);
      },
      close() {},
    },
    onCallFailed() {},
  } as unknown as Api;
  const cashier = { ...testCashier(), api: () => api, sessionSignal: () => session.signal };
  const push = (event: string, data: unknown) => listeners.get(event)?.forEach((handler) => handler(data));
  return { cashier, calls, push, listeners, endSession: () => session.abort() };
}

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

describe('whether the backend keeps a history', () => {
  it('offers History once one transaction was answered, asking only once', async () => {
    const { cashier, calls } = cashierWith({ 'transactions-history': { items: [] } });
    await Promise.all([probeHistory(cashier), probeHistory(cashier)]);
    expect(cashier.store.history.available).toBe('yes');
    expect(calls).toEqual([{ name: 'transactions-history', payload: { limit: 1 } }]);
  });

  it('hides it for the session on a 404 or banking.notFound', async () => {
    for (const error of [new CashierError('http', 'Not Found', { status: 404 }), new CashierError('http', 'no', { code: 'banking.notFound', status: 400 })]) {
      const { cashier } = cashierWith({ 'transactions-history': error });
      await probeHistory(cashier);
      expect(cashier.store.history.available).toBe('missing');
      await probeHistory(cashier);
      expect(cashier.store.history.available).toBe('missing');
    }
  });

  it('offers it on a failure that says nothing either way (the page can try again), and forgets an answer of an ended session', async () => {
    const { cashier } = cashierWith({ 'transactions-history': new CashierError('timeout', 'late') });
    await probeHistory(cashier);
    expect(cashier.store.history.available).toBe('yes');
    const ended = cashierWith({ 'transactions-history': { items: [] } });
    const asking = probeHistory(ended.cashier);
    ended.endSession();
    await asking;
    expect(ended.cashier.store.history.available).toBe('asking');
  });
});

describe('the history pages', () => {
  it('asks the first page of the chosen kind, then the next by cursor, and stops when none is left', async () => {
    const pages: Record<string, unknown> = {
      first: { items: [made({ id: 'a' }), made({ id: 'b' })], nextCursor: 'c1' },
      c1: { items: [made({ id: 'c' })] },
    };
    const { cashier, calls } = cashierWith({ 'transactions-history': (p: Record<string, unknown>) => pages[(p.cursor as string) ?? 'first'] });
    await loadHistory(cashier, 'deposit');
    expect(cashier.store.history).toMatchObject({ status: 'loaded', filter: 'deposit', nextCursor: 'c1' });
    await loadMoreHistory(cashier);
    expect(cashier.store.history.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(cashier.store.history.nextCursor).toBeNull();
    await loadMoreHistory(cashier);
    expect(calls.map((c) => c.payload)).toEqual([
      { kind: 'deposit', limit: 20 },
      { kind: 'deposit', cursor: 'c1', limit: 20 },
    ]);
  });

  it('drops the answer for a filter the player has left', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { cashier } = cashierWith({
      'transactions-history': async (p: Record<string, unknown>) => {
        if (p.kind === 'deposit') await held;
        return { items: [made({ id: p.kind === 'deposit' ? 'deposit-row' : 'withdrawal-row', kind: (p.kind as 'deposit') ?? 'deposit' })] };
      },
    });
    const slow = loadHistory(cashier, 'deposit');
    await loadHistory(cashier, 'withdrawal');
    release();
    await slow;
    expect(cashier.store.history.items.map((i) => i.id)).toEqual(['withdrawal-row']);
  });

  it('keeps the rows shown when a later page fails, and offers it again', async () => {
    let fail = true;
    const { cashier } = cashierWith({
      'transactions-history': (p: Record<string, unknown>) =>
        p.cursor ? (fail ? new CashierError('network', 'down') : { items: [made({ id: 'b' })] }) : { items: [made({ id: 'a' })], nextCursor: 'x' },
    });
    await loadHistory(cashier);
    await loadMoreHistory(cashier);
    expect(cashier.store.history).toMatchObject({ more: 'error', status: 'loaded' });
    expect(cashier.store.history.items.map((i) => i.id)).toEqual(['a']);
    fail = false;
    await loadMoreHistory(cashier);
    expect(cashier.store.history.items.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('says a first page failed, and leaves (History hidden) when the backend has no history after all', async () => {
    const { cashier } = cashierWith({ 'transactions-history': new CashierError('network', 'down') });
    await loadHistory(cashier);
    expect(cashier.store.history).toMatchObject({ status: 'error', available: 'unknown' });
    const missing = cashierWith({ 'transactions-history': new CashierError('http', 'Not Found', { status: 404 }) });
    await loadHistory(missing.cashier);
    expect(missing.cashier.store.history).toMatchObject({ status: 'error', available: 'missing' });
  });
});

describe("a transaction's actions", () => {
  it('Check status asks deposit-status and shows the answer on the row', async () => {
    const { cashier, calls } = cashierWith({
      'transactions-history': { items: [made({ id: 'd1' })] },
      'deposit-status': { depositId: 'd1', status: 1 },
    });
    await loadHistory(cashier);
    expect(await checkDeposit(cashier, cashier.store.history.items[0]!)).toEqual({ ok: true });
    expect(cashier.store.history.items[0]).toMatchObject({ status: 1 });
    expect(calls.at(-1)).toEqual({ name: 'deposit-status', payload: { depositId: 'd1', paymentMethod: 'visa' } });
  });

  it('Cancel sends one withdrawal-cancel however many presses, and the row says cancelled and cannot be cancelled again', async () => {
    let answer!: (value: unknown) => void;
    const { cashier, calls } = cashierWith({
      'transactions-history': { items: [made({ id: 'w1', kind: 'withdrawal', cancellable: true })] },
      'withdrawal-cancel': () => new Promise((resolve) => (answer = resolve)),
    });
    await loadHistory(cashier);
    const row = cashier.store.history.items[0]!;
    const presses = [cancelHistoryWithdrawal(cashier, row), cancelHistoryWithdrawal(cashier, row), cancelHistoryWithdrawal(cashier, row)];
    await Promise.resolve();
    answer({ status: 2, balance: 100 });
    expect(await Promise.all(presses)).toEqual([{ ok: true }, 'busy', 'busy']);
    expect(calls.filter((c) => c.name === 'withdrawal-cancel')).toEqual([{ name: 'withdrawal-cancel', payload: { withdrawalId: 'w1' } }]);
    expect(cashier.store.history.items[0]).toMatchObject({ status: 2, cancellable: false });
    expect(cashier.store.history.busy).toEqual([]);
  });

  it('a refused cancel says why and leaves the row as it was, to try again', async () => {
    const { cashier } = cashierWith({
      'transactions-history': { items: [made({ id: 'w1', kind: 'withdrawal', cancellable: true })] },
      'withdrawal-cancel': new CashierError('http', 'no longer pending', { status: 409, code: 'banking.withdrawalNotPending' }),
    });
    await loadHistory(cashier);
    const result = await cancelHistoryWithdrawal(cashier, cashier.store.history.items[0]!);
    expect(result).toMatchObject({ ok: false, error: { code: 'banking.withdrawalNotPending' } });
    expect(cashier.store.history.items[0]).toMatchObject({ status: 0, cancellable: true });
  });
});

describe("a deposit's own page", () => {
  it('opens the complete page on that deposit: its id and status followed, its amount and method shown', () => {
    const { cashier } = cashierWith({});
    const navigate = vi.spyOn(cashier.nav, 'navigate');
    openDepositPage(cashier, made({ id: 'd9', status: 1, amount: 75, currency: 'MXN', createdAt: '2026-12-01T08:00:00.000Z' }), '/deposit/complete');
    expect(cashier.store.deposit.status).toEqual({ depositId: 'd9', status: 'processed' });
    expect(cashier.store.deposit.summary).toEqual({ amount: 75, currency: 'MXN', createdAt: Date.parse('2026-12-01T08:00:00.000Z') });
    expect(cashier.store.payment.paymentMethod).toEqual({ name: 'visa', cardViewType: 0 });
    expect(navigate).toHaveBeenCalledWith('/deposit/complete');
  });
});

describe('statuses pushed over the socket', () => {
  it('change the shown row, and late news never undoes an end', async () => {
    const { cashier, push } = cashierWith({ 'transactions-history': { items: [made({ id: 'd1' }), made({ id: 'w1', kind: 'withdrawal', cancellable: true })] } });
    await loadHistory(cashier);
    stops.push(followHistory(cashier));
    push('deposit.status', { depositId: 'd1', status: 1 });
    push('withdrawal.status', { withdrawalId: 'w1', status: 1 });
    expect(cashier.store.history.items.map((i) => i.status)).toEqual([1, 1]);
    expect(cashier.store.history.items[1]!.cancellable).toBe(false);
    push('deposit.status', { depositId: 'd1', status: 0 });
    push('deposit.status', { depositId: 'other', status: 2 });
    push('deposit.status', { nonsense: true });
    expect(cashier.store.history.items.map((i) => i.status)).toEqual([1, 1]);
  });

  it('are not listened to over http, and no longer once the page is left', async () => {
    const http = cashierWith({}, 'http');
    followHistory(http.cashier)();
    expect(http.listeners.size).toBe(0);
    const socket = cashierWith({ 'transactions-history': { items: [made()] } });
    await loadHistory(socket.cashier);
    followHistory(socket.cashier)();
    socket.push('deposit.status', { depositId: 'd1', status: 1 });
    expect(socket.cashier.store.history.items[0]!.status).toBe(0);
  });
});
