import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../src/contract';
import type { PaymentWindow } from '../../../src/payment/paymentWindow';
import { redirectCreate } from '../../../src/state/create/redirectCreate';
import { readWindowPageParams } from '../../../src/payment/window/protocol';
import { createDeposit } from '../../../src/state/create/createDeposit';
import { watchDepositStatus } from '../../../src/state/actions/watchDepositStatus';
import { DEPOSIT_DATA_NULL } from '../../../src/state/create/depositCreateCall';
import { CashierError } from '../../../src/transport/errors';
import { parseHandshake } from '../../../src/host/handshake';
import { BALANCE_SLICE } from '../../../src/modes/crypto-balance/balanceState';
import { readSlice } from '../../../src/state/ownSlice';
import { type Answer, choose, started as startCashier, type StartedCashier } from './startedCashier';

const spei: PaymentMethod = { name: 'spei_mx', cardViewType: 9, text: { en: 'SPEI' }, position: 1, iconIds: [] };
const redirect: PaymentMethod = { name: 'codi_mx', cardViewType: 0, text: { en: 'CoDi' }, position: 2, iconIds: [] };

const started = (createAnswer: Answer, user?: Record<string, unknown>) => startCashier(createAnswer, { user, methods: [redirect, spei] });
const keysOf = (tab: { requests: { name: string; payload: Record<string, unknown> }[] }) =>
  tab.requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey);

function fakeWindow(
  overrides: Partial<PaymentWindow> = {},
): PaymentWindow & { go: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn>; end: ReturnType<typeof vi.fn> } {
  return { blocked: false, go: vi.fn(() => true), close: vi.fn(), end: vi.fn(), ...overrides } as never;
}

interface SubmitOptions {
  amount: number;
  givenRoute: string;
  paymentWindow?: PaymentWindow;
  fields?: Record<string, string>;
}

/** What the redirect page does on a valid submit: the shell with the redirect flow's strategy. */
const submitDeposit = (cashier: StartedCashier, method: PaymentMethod, { paymentWindow, fields, ...options }: SubmitOptions) =>
  createDeposit(cashier, method, redirectCreate(paymentWindow), { ...options, fields: fields ?? { ...cashier.store.form.fieldValues } });

describe('submitting a deposit (spec §4)', () => {
  beforeEach(() => {
    const catalog = JSON.stringify({ loading: compileMessage('Loading') });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(catalog)));
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates with the intent key, opens the provider in the window, and tells the host', async () => {
    const { cashier, requests, events } = await started(() => ({ apiResponse: { depositId: 'd1', source: 'https://psp.example/pay/d1' } }));
    choose(cashier, redirect);
    cashier.store.form.fieldValues = { email: 'a@b.c' };
    const paymentWindow = fakeWindow();
    const result = await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow });
    expect(result).toEqual({ kind: 'created', payment: 'opened' });
    const create = requests.find((r) => r.name === 'deposit-create')!;
    expect(create.payload).toMatchObject({ amount: 150, currency: 'MXN', paymentType: 'codi_mx', fields: { email: 'a@b.c' } });
    expect(create.payload.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(paymentWindow.go).toHaveBeenCalledWith('https://psp.example/pay/d1');
    expect(cashier.nav.current()).toBe('/deposit/complete');
    expect(cashier.store.deposit.status).toEqual({ depositId: 'd1', status: 'waiting' });
    expect(events.find((e) => e.type === 'onCreateTransaction')?.payload).toEqual({ depositId: 'd1', paymentMethod: 'codi_mx', amount: '150', currency: 'MXN' });
  });

  it("sends the payment_methods experiment's group as abTestGroup, in the list call and the create", async () => {
    const experiments = [{ key: 'info_messages', group: 'b' }, { key: 'payment_methods', group: 'B2' }];
    const answer = () => ({ apiResponse: { depositId: 'd1', source: 'https://psp.example/pay/d1' } });
    const { cashier, requests } = await startCashier(answer, { methods: [redirect], handshake: { experiments } });
    await cashier.mode().loadList(cashier);
    expect(requests.find((r) => r.name === 'methods-payment-v5')!.payload.abTestGroup).toBe('B2');
    choose(cashier, redirect);
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow: fakeWindow() });
    expect(requests.find((r) => r.name === 'deposit-create')!.payload.abTestGroup).toBe('B2');
  });

  it('asks a host of another platform version for its list with methods-payment-v3, the currency a code (spec §7)', async () => {
    const { cashier, requests } = await startCashier(() => ({}), { methods: [redirect], handshake: { platformVersion: 'classic', experiments: [{ key: 'payment_methods', group: 'A' }] } });
    await cashier.mode().loadList(cashier, { force: true });
    expect(requests.filter((r) => r.name.startsWith('methods-payment')).map((r) => [r.name, r.payload])).toEqual([
      ['methods-payment-v3', { country: 'MX', currency: 'MXN', abTestGroup: 'A' }],
      ['methods-payment-v3', { country: 'MX', currency: 'MXN', abTestGroup: 'A' }],
    ]);
    expect(cashier.store.methods.methods.map((m) => m.name)).toEqual([redirect.name]);
  });

  it('tells the host and keeps the amount the backend made the deposit for, when it says (a P2P amount with cents)', async () => {
    const { cashier, events } = await started(() => ({ apiResponse: { depositId: 'd2', data: { payment_amount: 150.37, payment_currency: 'MXN' } } }));
    choose(cashier, redirect);
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow: fakeWindow() });
    expect(events.find((e) => e.type === 'onCreateTransaction')?.payload).toMatchObject({ depositId: 'd2', amount: '150.37', currency: 'MXN' });
    expect(cashier.store.deposit.summary).toMatchObject({ amount: 150.37, currency: 'MXN' });
  });

  it("sends a second tab the first tab's key while its create is in flight, tells the host once, and makes a new deposit once it was handed over", async () => {
    let releaseA!: (value: unknown) => void;
    const tabA = await startCashier(() => new Promise((resolve) => (releaseA = resolve)), { methods: [redirect] });
    const tabB = await startCashier(() => ({ apiResponse: { depositId: 'd1', source: 'https://psp.example/pay/d1' } }), { methods: [redirect] });
    for (const tab of [tabA, tabB]) choose(tab.cashier, redirect);
    const fields = { payer_name: 'Ana' };
    const pendingA = submitDeposit(tabA.cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', fields, paymentWindow: fakeWindow() });
    await vi.waitFor(() => expect(releaseA).toBeTypeOf('function'));
    await submitDeposit(tabB.cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', fields, paymentWindow: fakeWindow() });
    const keyA = keysOf(tabA)[0];
    expect(keysOf(tabB)).toEqual([keyA]);
    releaseA({ apiResponse: { depositId: 'd1', source: 'https://psp.example/pay/d1' } });
    expect(await pendingA).toEqual({ kind: 'created', payment: 'opened' });
    // One deposit, one onCreateTransaction, however many tabs joined its key.
    const told = [...tabA.events, ...tabB.events].filter((e) => e.type === 'onCreateTransaction');
    expect(told).toHaveLength(1);
    // The payment is in the player's hands: the same amount again is a second deposit, in either tab.
    choose(tabB.cashier, redirect);
    await submitDeposit(tabB.cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', fields, paymentWindow: fakeWindow() });
    expect(keysOf(tabB)[1]).not.toBe(keyA);
  });

  it('never lets a new element join a deposit that was handed over though it is not final yet (paid at the provider, reopened)', async () => {
    let next = 1;
    const created = () => ({ apiResponse: { depositId: `d${next++}`, source: 'https://psp.example/pay' } });
    const pending = { 'deposit-status': () => ({ depositId: 'd1', status: 0 }) };
    const first = await startCashier(created, { methods: [redirect], answers: pending });
    choose(first.cashier, redirect);
    await submitDeposit(first.cashier, redirect, { amount: 100, givenRoute: '/deposit/complete', paymentWindow: fakeWindow() });
    first.cashier.destroy();
    const second = await startCashier(created, { methods: [redirect], answers: pending });
    choose(second.cashier, redirect);
    await submitDeposit(second.cashier, redirect, { amount: 100, givenRoute: '/deposit/complete', paymentWindow: fakeWindow() });
    expect(keysOf(second)[0]).not.toBe(keysOf(first)[0]);
    expect(second.requests.some((r) => r.name === 'deposit-status')).toBe(false);
    expect(second.cashier.store.deposit.response?.depositId).toBe('d2');
    expect(second.events.filter((e) => e.type === 'onCreateTransaction').map((e) => (e.payload as { depositId: string }).depositId)).toEqual(['d2']);
  });

  it('ends the shared record when the answer names no deposit: the next element makes its own', async () => {
    const first = await startCashier(() => ({ apiResponse: { source: 'https://psp.example/pay' } }), { methods: [redirect] });
    choose(first.cashier, redirect);
    await submitDeposit(first.cashier, redirect, { amount: 100, givenRoute: '/deposit/complete', paymentWindow: fakeWindow({ blocked: true }) });
    const second = await startCashier(() => ({ apiResponse: { depositId: 'd2' } }), { methods: [redirect] });
    choose(second.cashier, redirect);
    await submitDeposit(second.cashier, redirect, { amount: 100, givenRoute: '/deposit/complete' });
    expect(keysOf(second)[0]).not.toBe(keysOf(first)[0]);
  });

  it('gives a second element a new key once the first deposit of the intent was paid (no replayed success)', async () => {
    const created = () => ({ apiResponse: { depositId: 'd1' } });
    const first = await startCashier(created, { methods: [redirect], answers: { 'deposit-status': () => ({ depositId: 'd1', status: 1 }) } });
    choose(first.cashier, redirect);
    await submitDeposit(first.cashier, redirect, { amount: 100, givenRoute: '/deposit/complete' });
    // The first element saw it paid: the intent is over for everyone.
    const stop = watchDepositStatus(first.cashier, 'd1');
    await vi.waitFor(() => expect(first.cashier.store.deposit.status.status).toBe('processed'));
    stop();
    const second = await startCashier(created, { methods: [redirect] });
    choose(second.cashier, redirect);
    await submitDeposit(second.cashier, redirect, { amount: 100, givenRoute: '/deposit/complete' });
    expect(keysOf(second)[0]).not.toBe(keysOf(first)[0]);
  });

  it('asks whether the deposit a joined key made is still open (its window was blocked: not handed over yet), and takes a new key when it ended', async () => {
    const created = () => ({ apiResponse: { depositId: 'd1', source: 'https://psp.example/pay/d1' } });
    const first = await startCashier(created, { methods: [redirect] });
    choose(first.cashier, redirect);
    await submitDeposit(first.cashier, redirect, { amount: 100, givenRoute: '/deposit/complete', paymentWindow: fakeWindow({ blocked: true }) });
    for (const [status, joins] of [[0, true], [1, false], [2, false]] as const) {
      const second = await startCashier(created, { methods: [redirect], answers: { 'deposit-status': () => ({ depositId: 'd1', status }) } });
      choose(second.cashier, redirect);
      await submitDeposit(second.cashier, redirect, { amount: 100, givenRoute: '/deposit/complete' });
      expect(second.requests.find((r) => r.name === 'deposit-status')?.payload).toEqual({ depositId: 'd1' });
      expect(keysOf(second)[0] === keysOf(first)[0], `status ${status}`).toBe(joins);
    }
  });

  it('does nothing on a second press while the first is running (one deposit per intent)', async () => {
    let release!: (value: unknown) => void;
    const { cashier, requests } = await started(() => new Promise((resolve) => (release = resolve)));
    choose(cashier, redirect);
    const first = submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    const second = await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    expect(second).toEqual({ kind: 'busy' });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release({ apiResponse: { depositId: 'd1' } });
    await first;
    expect(requests.filter((r) => r.name === 'deposit-create')).toHaveLength(1);
  });

  it('drops a stale answer when the player chose another method meanwhile', async () => {
    let release!: (value: unknown) => void;
    const { cashier } = await started(() => new Promise((resolve) => (release = resolve)));
    choose(cashier, redirect);
    const paymentWindow = fakeWindow();
    const pending = submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    choose(cashier, spei);
    release({ apiResponse: { depositId: 'd1', source: 'https://psp.example' } });
    expect(await pending).toEqual({ kind: 'stale' });
    expect(paymentWindow.go).not.toHaveBeenCalled();
    expect(paymentWindow.close).toHaveBeenCalled();
    expect(cashier.store.deposit.response).toBeNull();
  });

  it('repeats a create that asked for fields naming the deposit it left open, then creates anew (spec §3 depositId)', async () => {
    const field = { name: 'document_number', type: 'text' };
    const answer = (payload: Record<string, unknown>) =>
      payload.fields && (payload.fields as Record<string, string>).document_number
        ? { apiResponse: { depositId: (payload.depositId as string | undefined) ?? 'fresh', source: 'https://psp.example/pay' } }
        : { apiResponse: { depositId: 'open-1', isFieldsRequired: true, fields: [field] } };
    const { cashier, requests } = await started(answer);
    choose(cashier, redirect);
    const submit = (fields: Record<string, string>) => submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow: fakeWindow(), fields });
    expect(await submit({ email: 'a@b.c' })).toEqual({ kind: 'fields' });
    expect(cashier.store.form.extraFields[redirect.name]).toEqual({ fields: [field], depositId: 'open-1', madeFor: { amount: 150, currency: 'MXN' } });
    // Another method's create names nothing: the open deposit is this method's.
    choose(cashier, spei);
    await submitDeposit(cashier, spei, { amount: 150, givenRoute: '/deposit/complete', fields: { document_number: '1' } });
    choose(cashier, redirect);
    expect(await submit({ email: 'a@b.c', document_number: '123456' })).toEqual({ kind: 'created', payment: 'opened' });
    // Made: the next deposit with this method is a new one.
    expect(cashier.store.form.extraFields[redirect.name]).toEqual({ fields: [field] });
    await submit({ email: 'a@b.c', document_number: '654321' });
    const creates = requests.filter((r) => r.name === 'deposit-create').map((r) => [r.payload.paymentType, r.payload.depositId]);
    expect(creates).toEqual([
      ['codi_mx', undefined],
      ['spei_mx', undefined],
      ['codi_mx', 'open-1'],
      ['codi_mx', undefined],
    ]);
    expect(cashier.store.deposit.response?.depositId).toBe('fresh');
  });

  it("names the wallet the deposit credits in the crypto-balance cashier, its tab's, and none in the main mode", async () => {
    const created = () => ({ apiResponse: { depositId: 'd1', source: 'https://psp.example/pay/d1' } });
    const main = await started(created);
    choose(main.cashier, redirect);
    await submitDeposit(main.cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow: fakeWindow() });
    const balance = await startCashier(created, { methods: [redirect], initialPath: '/cryptobalance/deposit/fiat' });
    choose(balance.cashier, redirect);
    await submitDeposit(balance.cashier, redirect, { amount: 160, givenRoute: '/deposit/complete', paymentWindow: fakeWindow() });
    const wallets = (requests: { name: string; payload: Record<string, unknown> }[]) => requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.wallet);
    expect([...wallets(main.requests), ...wallets(balance.requests)]).toEqual([undefined, 'fiat']);
  });

  it('adds the fields the backend asks for and stays', async () => {
    const field = { name: 'document_number', type: 'text' };
    const { cashier } = await started(() => ({ apiResponse: { isFieldsRequired: true, fields: [field] } }));
    choose(cashier, redirect);
    const paymentWindow = fakeWindow();
    expect(await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow })).toEqual({ kind: 'fields' });
    expect(cashier.store.form.extraFields).toEqual({ [redirect.name]: { fields: [field] } });
    // The window says why before it closes, rather than flashing open and shut.
    expect(paymentWindow.end).toHaveBeenCalledWith('more-fields');
    expect(paymentWindow.close).not.toHaveBeenCalled();
    expect(cashier.nav.current()).toBe('/deposit');
  });

  it('refuses an unsafe source and closes the window, and the host hears of no deposit', async () => {
    const { cashier, events } = await started(() => ({ apiResponse: { depositId: 'd1', source: 'JAVASCRIPT:alert(1)' } }));
    choose(cashier, redirect);
    const paymentWindow = fakeWindow();
    expect(await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow })).toEqual({ kind: 'created', payment: 'refused' });
    expect(paymentWindow.go).not.toHaveBeenCalled();
    expect(paymentWindow.close).toHaveBeenCalled();
    expect(cashier.nav.current()).toBe('/deposit');
    expect(events.some((e) => e.type === 'onCreateTransaction')).toBe(false);
  });

  it('reports a blocked window, so the player can be offered this tab', async () => {
    const { cashier } = await started(() => ({ apiResponse: { depositId: 'd1', source: 'https://psp.example' } }));
    choose(cashier, redirect);
    const result = await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow: fakeWindow({ blocked: true }) });
    expect(result).toEqual({ kind: 'created', payment: 'blocked' });
  });

  it('opens the external browser on native platforms instead of a window', async () => {
    const { cashier, events } = await started(() => ({ apiResponse: { depositId: 'd1', source: 'https://psp.example' } }), {
      paymentGeo: 'MX', currency: 'MXN', platform: 'ios',
    });
    choose(cashier, redirect);
    const paymentWindow = fakeWindow();
    expect(await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow })).toEqual({ kind: 'created', payment: 'handed-over' });
    expect(events).toContainEqual({ type: 'openExtBrowser', payload: { url: 'https://psp.example' } });
    expect(paymentWindow.close).toHaveBeenCalled();
  });

  it("hands a form POST to a native app's browser as our page that performs it, never 'blocked'", async () => {
    const form = { action: 'https://psp.example/3ds', fields: { PaReq: 'abc', MD: 'd1' } };
    const { cashier, events } = await started(() => ({ apiResponse: { depositId: 'd1', source: form } }), {
      paymentGeo: 'MX', currency: 'MXN', platform: 'android',
    });
    choose(cashier, redirect);
    expect(await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' })).toEqual({ kind: 'created', payment: 'handed-over' });
    const opened = events.find((e) => e.type === 'openExtBrowser')?.payload as { url: string };
    const url = new URL(opened.url);
    expect(url.pathname).toBe(`${new URL(cashier.deployment.staticBase, location.href).pathname}payment-window.html`);
    expect(readWindowPageParams(url.hash).go).toEqual(form);
  });

  it('on failure tells the window, resets the response and reports the failed metric', async () => {
    const { cashier, events } = await started(() => {
      throw new CashierError('http', 'Card declined', { status: 400, code: 'banking.merchantClientError', serverMessage: 'Card declined' });
    });
    choose(cashier, redirect);
    const paymentWindow = fakeWindow();
    const result = await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow });
    expect(result).toMatchObject({ kind: 'failed', error: { code: 'banking.merchantClientError' } });
    expect(paymentWindow.end).toHaveBeenCalledWith('failed');
    expect(cashier.store.creating.methods).toEqual([]);
    expect(events).toContainEqual({ type: 'Metric', payload: { name: 'create-deposit-redirect-status', value: 'fail' } });
  });

  it("raises 'Deposit data is null after creation.' when the backend answers without deposit data", async () => {
    const { cashier } = await started(() => ({ apiResponse: null }));
    choose(cashier, redirect);
    const paymentWindow = fakeWindow();
    const result = await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow });
    expect(result).toMatchObject({ kind: 'failed', error: { kind: 'invalid-response', message: DEPOSIT_DATA_NULL } });
    expect(paymentWindow.end).toHaveBeenCalledWith('failed');
    expect(cashier.nav.current()).not.toBe('/deposit/complete');
  });

  it('ends silently when creation is cancelled', async () => {
    const { cashier, events } = await started(() => {
      throw new CashierError('aborted', 'Request aborted');
    });
    choose(cashier, redirect);
    expect(await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' })).toEqual({ kind: 'cancelled' });
    expect(events.some((e) => e.type === 'Metric' && (e.payload as { value: string }).value === 'fail')).toBe(false);
  });

  it('sends the close beacon with keepalive when the page closes during creation', async () => {
    let release!: (value: unknown) => void;
    const { cashier } = await started(() => new Promise((resolve) => (release = resolve)));
    choose(cashier, redirect);
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockClear();
    const pending = submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    window.dispatchEvent(new Event('pagehide'));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/banking/session-form-on-close-modal');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init?.body))).toEqual({ paymentMethod: 'codi_mx', paymentMethodText: 'CoDi' });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release({ apiResponse: { depositId: 'd1' } });
    await pending;
    fetchMock.mockClear();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('measures the click delay once', async () => {
    const { cashier, events } = await started(() => ({ apiResponse: { depositId: 'd1' } }));
    cashier.store.timing.methodsShownAt = performance.now() - 1000;
    choose(cashier, redirect);
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    expect(events.filter((e) => e.type === 'Metric' && (e.payload as { name: string }).name === 'deposit-click-delay')).toHaveLength(1);
  });

  it('locks per method: a create running for one method leaves Deposit on another free', async () => {
    const releases: ((value: unknown) => void)[] = [];
    const { cashier, requests } = await started(() => new Promise((resolve) => releases.push(resolve)));
    choose(cashier, redirect);
    const first = submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    choose(cashier, spei);
    const second = submitDeposit(cashier, spei, { amount: 150, givenRoute: '/deposit/complete' });
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    expect(cashier.store.creating.methods).toEqual([redirect.name, spei.name]);
    releases[1]!({ apiResponse: { depositId: 'd2' } });
    expect(await second).toMatchObject({ kind: 'created' });
    releases[0]!({ apiResponse: { depositId: 'd1' } });
    expect(await first).toEqual({ kind: 'stale' });
    expect(requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.paymentType)).toEqual([redirect.name, spei.name]);
    expect(cashier.store.creating.methods).toEqual([]);
  });

  it.each([
    ['a refusal (400)', 400, 'banking.merchantClientError'],
    ['an expired token (401)', 401, 'auth'],
  ])('ends the intent after %s, which proves nothing was made: the next press is a new attempt', async (_what, status, code) => {
    let answer: () => unknown = () => {
      throw new CashierError('http', 'Refused', { status, code });
    };
    const { cashier, requests } = await started(() => answer());
    choose(cashier, redirect);
    expect(await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' })).toMatchObject({ kind: 'failed' });
    answer = () => ({ apiResponse: { depositId: 'd1' } });
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    const keys = requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it.each([
    ['a network error', new CashierError('network', 'Failed to fetch')],
    ['an unreadable answer', new CashierError('invalid-response', 'Invalid response from deposit-create')],
    ['a gateway timeout (504), which may come after the deposit was made', new CashierError('http', 'Gateway timeout', { status: 504 })],
    ['a 502', new CashierError('http', 'Bad gateway', { status: 502 })],
    ['a 503', new CashierError('http', 'Unavailable', { status: 503 })],
    ['a 500', new CashierError('http', 'Server error', { status: 500, code: 'banking.internal' })],
    ['too many requests (429)', new CashierError('http', 'Slow down', { status: 429 })],
  ])('keeps the intent key after %s: a retry gets the first deposit back', async (_what, error) => {
    const { cashier, requests } = await started(() => {
      throw error;
    });
    choose(cashier, redirect);
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    const keys = requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('never sends one intent key with another intent: a new method, amount or field is a new key', async () => {
    const { cashier, requests } = await started(() => {
      throw new CashierError('network', 'Failed to fetch');
    });
    const submit = (method: PaymentMethod, amount: number, fields: Record<string, string>) => {
      choose(cashier, method);
      return submitDeposit(cashier, method, { amount, givenRoute: '/deposit/complete', fields });
    };
    await submit(redirect, 150, { a: '1' });
    await submit(spei, 150, { a: '1' });
    await submit(redirect, 151, { a: '1' });
    await submit(redirect, 150, { a: '2' });
    await submit(redirect, 150, { a: '1' });
    const keys = requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
    expect(keys[4]).toBe(keys[0]);
  });

  it('spends the key of a stale answer: going back to the same method later is a new create', async () => {
    let release!: (value: unknown) => void;
    const { cashier, requests } = await started(() => new Promise((resolve) => (release = resolve)));
    choose(cashier, redirect);
    const pending = submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    choose(cashier, spei);
    release({ apiResponse: { depositId: 'd1', method: redirect.name } });
    expect(await pending).toEqual({ kind: 'stale' });
    choose(cashier, redirect);
    const again = submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    await vi.waitFor(() => expect(requests.filter((r) => r.name === 'deposit-create')).toHaveLength(2));
    release({ apiResponse: { depositId: 'd2', method: redirect.name } });
    await again;
    const keys = requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("never shows an answer for another method than the page's", async () => {
    const { cashier } = await started(() => ({ apiResponse: { depositId: 'd1', method: 'usdt_trc20', source: 'https://psp.example' } }));
    choose(cashier, redirect);
    const paymentWindow = fakeWindow();
    const result = await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow });
    expect(result).toMatchObject({ kind: 'failed', error: { kind: 'invalid-response' } });
    expect(paymentWindow.go).not.toHaveBeenCalled();
    expect(cashier.store.deposit.response).toBeNull();
  });

  it('reports a key conflict (409) as a bug, and the next press is a new key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: () => unknown = () => {
      throw new CashierError('http', 'Conflict', { status: 409, code: 'banking.idempotencyConflict' });
    };
    const { cashier, requests } = await started(() => answer());
    choose(cashier, redirect);
    expect(await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' })).toMatchObject({ kind: 'failed' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('idempotency key'), expect.anything());
    answer = () => ({ apiResponse: { depositId: 'd1' } });
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    const keys = requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
    error.mockRestore();
  });

  it('redoes the captcha once on captcha_required and sends the same intent again; a second one fails', async () => {
    const required = () => new CashierError('http', 'Captcha required', { status: 400, code: 'captcha_required' });
    let refusals = 1;
    const { cashier, requests } = await started(() => {
      if (refusals-- > 0) throw required();
      return { apiResponse: { depositId: 'd1' } };
    });
    choose(cashier, redirect);
    const captcha = vi.fn(async () => ({ captchaResponse: `token-${captcha.mock.calls.length}` }));
    const submit = () => createDeposit(cashier, redirect, redirectCreate(undefined), { amount: 150, givenRoute: '/deposit/complete', fields: {}, captcha });
    expect(await submit()).toMatchObject({ kind: 'created' });
    const creates = requests.filter((r) => r.name === 'deposit-create');
    expect(creates).toHaveLength(2);
    expect(creates[0]!.payload.idempotencyKey).toBe(creates[1]!.payload.idempotencyKey);
    expect(creates.map((r) => r.payload.captchaResponse)).toEqual(['token-1', 'token-2']);

    refusals = 2;
    choose(cashier, redirect);
    expect(await submit()).toMatchObject({ kind: 'failed', error: { code: 'captcha_required' } });
    expect(requests.filter((r) => r.name === 'deposit-create')).toHaveLength(4);
  });
});

describe('one key, one player, one set of parameters', () => {
  beforeEach(() => {
    const catalog = JSON.stringify({ loading: compileMessage('Loading') });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(catalog)));
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  const timedOut = () => {
    throw new CashierError('timeout', 'No answer in time');
  };
  const restartAs = async (cashier: StartedCashier, handshake: Record<string, unknown>) => {
    const parsed = parseHandshake({ user: { paymentGeo: 'MX', currency: 'MXN' }, ...handshake });
    if (!parsed.ok) throw new Error(parsed.message);
    await cashier.start(parsed.handshake);
    await cashier.loadFlows();
    choose(cashier, redirect);
  };

  it('never sends one player\'s kept key for another signing in on the same element without a user id', async () => {
    const { cashier, requests } = await started(timedOut);
    choose(cashier, redirect);
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    await restartAs(cashier, { token: 'player-b' });
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    const keys = requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps the key across a new token of the same user id (what user-id buys)', async () => {
    const { cashier, requests } = await startCashier(timedOut, { methods: [redirect], handshake: { userId: 'u1', token: 'old' } });
    choose(cashier, redirect);
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    await restartAs(cashier, { userId: 'u1', token: 'renewed' });
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    const keys = requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
  });

  it("never joins another player's record across elements, nor asks the backend about their deposit", async () => {
    const created = () => ({ apiResponse: { depositId: 'd-a', source: 'https://psp.example/pay' } });
    const playerA = await startCashier(created, { methods: [redirect], handshake: { token: 'player-a' } });
    choose(playerA.cashier, redirect);
    // A's window was blocked: the deposit is made, not handed over, and its record may be joined by A's other tabs.
    await submitDeposit(playerA.cashier, redirect, { amount: 100, givenRoute: '/deposit/complete', paymentWindow: fakeWindow({ blocked: true }) });
    const playerB = await startCashier(() => ({ apiResponse: { depositId: 'd-b' } }), { methods: [redirect], handshake: { token: 'player-b' }, answers: { 'deposit-status': () => ({ depositId: 'd-a', status: 0 }) } });
    choose(playerB.cashier, redirect);
    await submitDeposit(playerB.cashier, redirect, { amount: 100, givenRoute: '/deposit/complete' });
    expect(playerB.requests.some((r) => r.name === 'deposit-status')).toBe(false);
    expect(keysOf(playerB)[0]).not.toBe(keysOf(playerA)[0]);
  });

  it('sends what the key was made for: a bonus turned off, another wallet or country after a kept key is a new key', async () => {
    const bonusList = [{ id: 1, type: 'deposit', depositBonusData: { minDeposit: 100 } }];
    const { cashier, requests } = await startCashier(() => {
      throw new CashierError('http', 'Bad gateway', { status: 502 });
    }, { methods: [redirect], initialPath: '/cryptobalance/deposit/fiat', handshake: { bonusList, experiments: [{ key: 'bonus', group: 'group_b' }] } });
    const submit = () => {
      choose(cashier, redirect);
      return submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    };
    await submit();
    cashier.store.form.bonusOff = true;
    await submit();
    readSlice(cashier.store, BALANCE_SLICE)!.tab = 'crypto';
    await submit();
    cashier.store.country = 'US';
    await submit();
    const creates = requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload);
    expect(creates.map((p) => [p.isActivatedBonus, p.wallet, p.selectedCountry])).toEqual([
      [true, 'fiat', 'MX'],
      [false, 'fiat', 'MX'],
      [false, 'crypto', 'MX'],
      [false, 'crypto', 'US'],
    ]);
    expect(new Set(creates.map((p) => p.idempotencyKey)).size).toBe(4);
  });

  it('sends the values of the press, whatever changes while the captcha is solved (a tab switch, the bonus, the country)', async () => {
    const bonusList = [{ id: 1, type: 'deposit', depositBonusData: { minDeposit: 100 } }];
    const { cashier, requests } = await startCashier(() => ({ apiResponse: { depositId: 'd1' } }), {
      methods: [redirect], initialPath: '/cryptobalance/deposit/fiat', handshake: { bonusList, experiments: [{ key: 'bonus', group: 'group_b' }] },
    });
    choose(cashier, redirect);
    const captcha = async () => {
      readSlice(cashier.store, BALANCE_SLICE)!.tab = 'crypto';
      cashier.store.form.bonusOff = true;
      cashier.store.country = 'US';
      return {};
    };
    await createDeposit(cashier, redirect, redirectCreate(undefined), { amount: 150, givenRoute: '/deposit/complete', fields: {}, captcha });
    expect(requests.find((r) => r.name === 'deposit-create')!.payload).toMatchObject({ wallet: 'fiat', isActivatedBonus: true, bonusId: 1, selectedCountry: 'MX' });
  });

  it('names the open deposit only for the amount and currency it was made for', async () => {
    const field = { name: 'document_number', type: 'text' };
    const { cashier, requests } = await started((payload) =>
      (payload.fields as Record<string, string>).document_number ? { apiResponse: { depositId: 'made' } } : { apiResponse: { depositId: 'open-1', isFieldsRequired: true, fields: [field] } },
    );
    choose(cashier, redirect);
    expect(await submitDeposit(cashier, redirect, { amount: 100, givenRoute: '/deposit/complete', fields: {} })).toEqual({ kind: 'fields' });
    choose(cashier, redirect);
    await submitDeposit(cashier, redirect, { amount: 200, givenRoute: '/deposit/complete', fields: { document_number: '1' } });
    expect(requests.filter((r) => r.name === 'deposit-create').map((r) => [r.payload.amount, r.payload.depositId])).toEqual([
      [100, undefined],
      [200, undefined],
    ]);
  });

  it('sends no crypto-balance wallet once the host moved the cashier to another mode', async () => {
    const created = () => ({ apiResponse: { depositId: 'd1', source: 'https://psp.example/pay' } });
    const { cashier, requests } = await startCashier(created, { methods: [redirect], initialPath: '/cryptobalance/deposit/fiat' });
    expect(readSlice(cashier.store, BALANCE_SLICE)?.tab).toBe('fiat');
    const parsed = parseHandshake({ token: 't', user: { paymentGeo: 'MX', currency: 'MXN' } });
    if (!parsed.ok) throw new Error(parsed.message);
    await cashier.start(parsed.handshake, { path: '/deposit' });
    await cashier.loadFlows();
    expect(readSlice(cashier.store, BALANCE_SLICE)).toBeUndefined();
    choose(cashier, redirect);
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow: fakeWindow() });
    expect(requests.find((r) => r.name === 'deposit-create')!.payload.wallet).toBeUndefined();
  });
});
