import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CallSpec, PUSH_EVENTS } from '../../../src/contract';
import { parseHandshake } from '../../../src/host/handshake';
import { acceptWaiting, showStatus } from '../../../src/state/actions/complete';
import { STATUS_POLL_MS, watchDepositStatus } from '../../../src/state/actions/watchDepositStatus';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import { MAIN_MODES } from '../../../src/modes/index';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import type { Transport } from '../../../src/transport/types';

const deployment: Deployment = { apiUrl: '', socketUrl: '', staticBase: '/s/', product: 'cashier', metricsUrl: '', initialPath: '/deposit' };

/** A cashier over a fake socket whose pushes the test sends, and whose deposit-status answers it sets. */
async function socketCashier(statusAnswer: () => number) {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const statusCalls: unknown[] = [];
  const transport: Transport = {
    mode: 'socket',
    async request(spec: CallSpec, payload) {
      if (spec.name === 'deposit-status') {
        statusCalls.push(payload);
        return { depositId: 'd1', status: statusAnswer() };
      }
      if (spec.name === 'methods-country-selector-v2') return { isGeoSelectorEnabled: true, countries: [] };
      return { paymentGroups: [], paymentMethods: [] };
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    close() {},
  };
  const cashier = createCashier({ readDeployment: () => deployment, channels: () => [], modes: MAIN_MODES, transportFactory: () => transport });
  const parsed = parseHandshake({ token: 't', user: { paymentGeo: 'MX', currency: 'MXN' } });
  if (!parsed.ok) throw new Error(parsed.message);
  await cashier.start(parsed.handshake);
  cashier.store.deposit.status = { depositId: 'd1', status: 'waiting' };
  const push = (data: unknown) => listeners.get(PUSH_EVENTS.depositStatus)?.forEach((listener) => listener(data));
  return { cashier, push, statusCalls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('following a deposit over the socket (spec §4)', () => {
  beforeEach(() => {
    const catalog = JSON.stringify({ loading: compileMessage('Loading') });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(catalog)));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks once on arrival, so a status pushed before the page listened is not lost', async () => {
    const { cashier, statusCalls } = await socketCashier(() => 2);
    const stop = watchDepositStatus(cashier, 'd1', { paymentMethod: 'pse_co' });
    await settle();
    expect(statusCalls).toEqual([{ depositId: 'd1', paymentMethod: 'pse_co' }]);
    expect(cashier.store.deposit.status.status).toBe('mistaked');
    stop();
  });

  it('applies pushes for this deposit only, and a final status never moves', async () => {
    const { cashier, push } = await socketCashier(() => 0);
    const stop = watchDepositStatus(cashier, 'd1');
    await settle();
    push({ depositId: 'other', status: 2 });
    expect(cashier.store.deposit.status.status).toBe('waiting');
    push({ depositId: 'd1', status: 1 });
    expect(cashier.store.deposit.status.status).toBe('processed');
    push({ depositId: 'd1', status: 2 });
    push({ depositId: 'd1', status: 0 });
    expect(cashier.store.deposit.status.status).toBe('processed');
    stop();
    push({ depositId: 'd1', status: 2 });
    expect(cashier.store.deposit.status.status).toBe('processed');
  });
});

/**
 * A cashier over a fake http transport whose deposit-status answers come from the list, the last
 * repeating: a code, or a code and a P2P invoice's state by name.
 */
async function httpCashier(answers: (number | { status: number; transactionStatus: string })[]) {
  let statusCalls = 0;
  const transport: Transport = {
    mode: 'http',
    async request(spec: CallSpec) {
      if (spec.name === 'deposit-status') {
        const answer = answers[Math.min(statusCalls++, answers.length - 1)]!;
        return { depositId: 'd1', ...(typeof answer === 'number' ? { status: answer } : answer) };
      }
      if (spec.name === 'methods-country-selector-v2') return { isGeoSelectorEnabled: true, countries: [] };
      return { paymentGroups: [], paymentMethods: [] };
    },
    subscribe: () => () => {},
    close() {},
  };
  const cashier = createCashier({ readDeployment: () => deployment, channels: () => [], modes: MAIN_MODES, transportFactory: () => transport });
  const parsed = parseHandshake({ token: 't', transport: 'http', user: { paymentGeo: 'MX', currency: 'MXN' } });
  if (!parsed.ok) throw new Error(parsed.message);
  await cashier.start(parsed.handshake);
  cashier.store.deposit.status = { depositId: 'd1', status: 'waiting' };
  return { cashier, statusCalls: () => statusCalls };
}

describe('following a deposit over http (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    const catalog = JSON.stringify({ loading: compileMessage('Loading') });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(catalog)));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks every 5 s while the deposit is not final', async () => {
    const { cashier, statusCalls } = await httpCashier([0, 0, 3]);
    const stop = watchDepositStatus(cashier, 'd1');
    await vi.advanceTimersByTimeAsync(3 * STATUS_POLL_MS);
    expect(statusCalls()).toBe(4);
    expect(cashier.store.deposit.status.status).toBe('accepted');
    stop();
  });

  it.each([
    ['processed', [0, 1]],
    ['mistaked', [0, 2]],
  ])('stops asking once the deposit is %s', async (final, answers) => {
    const { cashier, statusCalls } = await httpCashier(answers);
    const stop = watchDepositStatus(cashier, 'd1');
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(cashier.store.deposit.status.status).toBe(final);
    expect(statusCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(10 * STATUS_POLL_MS);
    expect(statusCalls()).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it.each([
    ['CANCELED', 'mistaked', 'CANCELED'],
    ['AUTO_CANCELED', 'mistaked', 'AUTO_CANCELED'],
    ['PAYED', 'accepted', undefined],
  ] as const)('ends a P2P invoice named %s though its code still says waiting: %s, and asks no more', async (named, status, endedAs) => {
    const { cashier, statusCalls } = await httpCashier([0, { status: 0, transactionStatus: named }, 0]);
    const stop = watchDepositStatus(cashier, 'd1', { paymentMethod: 'mbank_p2p_kg', namedEnd: MAIN_DEPOSIT_TABLE.namedEnd });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(cashier.store.deposit.status.status).toBe(status);
    expect(cashier.store.deposit.status.endedAs).toBe(endedAs);
    await vi.advanceTimersByTimeAsync(10 * STATUS_POLL_MS);
    expect(statusCalls()).toBe(2);
    // The complete page's 60 s wait is over: a cancelled invoice is never read as accepted.
    acceptWaiting(cashier);
    expect(cashier.store.deposit.status.status).toBe(status);
    stop();
  });
});

describe('a P2P invoice named ended over the socket (spec §4 "Peer-to-peer")', () => {
  beforeEach(() => {
    const catalog = JSON.stringify({ loading: compileMessage('Loading') });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(catalog)));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is declined when pushed cancelled with a waiting code, and a later waiting push leaves it so', async () => {
    const { cashier, push } = await socketCashier(() => 0);
    const stop = watchDepositStatus(cashier, 'd1', { namedEnd: MAIN_DEPOSIT_TABLE.namedEnd });
    await settle();
    push({ depositId: 'd1', status: 0, transactionStatus: 'CANCELED' });
    expect(cashier.store.deposit.status.status).toBe('mistaked');
    expect(cashier.store.deposit.status.endedAs).toBe('CANCELED');
    push({ depositId: 'd1', status: 0, transactionStatus: 'PENDING' });
    acceptWaiting(cashier);
    expect(cashier.store.deposit.status.status).toBe('mistaked');
    stop();
  });

  it('keeps what ended the deposit when the complete page starts from its status, and forgets it for another deposit', async () => {
    const { cashier, push } = await socketCashier(() => 0);
    const stop = watchDepositStatus(cashier, 'd1', { namedEnd: MAIN_DEPOSIT_TABLE.namedEnd });
    await settle();
    push({ depositId: 'd1', status: 0, transactionStatus: 'AUTO_CANCELED' });
    stop();
    showStatus(cashier, 'd1', 'mistaked');
    expect(cashier.store.deposit.status).toEqual({ depositId: 'd1', status: 'mistaked', endedAs: 'AUTO_CANCELED' });
    showStatus(cashier, 'd2', 'waiting');
    expect(cashier.store.deposit.status).toEqual({ depositId: 'd2', status: 'waiting' });
  });

  it('leaves a named state to the code where no flow of the table ends a deposit by it', async () => {
    const { cashier, push } = await socketCashier(() => 0);
    const stop = watchDepositStatus(cashier, 'd1', { namedEnd: () => null });
    await settle();
    push({ depositId: 'd1', status: 0, transactionStatus: 'CANCELED' });
    expect(cashier.store.deposit.status.status).toBe('waiting');
    expect(cashier.store.deposit.status.endedAs).toBeUndefined();
    stop();
  });

  it('does not say cancelled of a deposit already credited', async () => {
    const { cashier, push } = await socketCashier(() => 0);
    const stop = watchDepositStatus(cashier, 'd1', { namedEnd: MAIN_DEPOSIT_TABLE.namedEnd });
    await settle();
    push({ depositId: 'd1', status: 1, transactionStatus: 'PAYED' });
    push({ depositId: 'd1', status: 0, transactionStatus: 'CANCELED' });
    expect(cashier.store.deposit.status.status).toBe('processed');
    expect(cashier.store.deposit.status.endedAs).toBeUndefined();
    stop();
  });
});
