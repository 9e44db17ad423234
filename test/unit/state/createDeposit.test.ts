import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../src/api/contract';
import type { PaymentWindow } from '../../../src/payment/paymentWindow';
import { redirectCreate } from '../../../src/flows/redirect/redirectCreate';
import { readWindowPageParams } from '../../../src/payment/window/protocol';
import { createDeposit } from '../../../src/state/create/createDeposit';
import { DEPOSIT_DATA_NULL } from '../../../src/state/create/depositCreateCall';
import { CashierError } from '../../../src/transport/errors';
import { type Answer, choose, started as startCashier, type StartedCashier } from './startedCashier';

const spei: PaymentMethod = { name: 'spei_mx', cardViewType: 9, text: { en: 'SPEI' }, position: 1, iconIds: [] };
const redirect: PaymentMethod = { name: 'codi_mx', cardViewType: 0, text: { en: 'CoDi' }, position: 2, iconIds: [] };

const started = (createAnswer: Answer, user?: Record<string, unknown>) => startCashier(createAnswer, { user, methods: [redirect, spei] });

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
    const key = cashier.store.form.intentKey;
    const paymentWindow = fakeWindow();
    const result = await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow });
    expect(result).toEqual({ kind: 'created', payment: 'opened' });
    const create = requests.find((r) => r.name === 'deposit-create')!;
    expect(create.payload).toMatchObject({ amount: 150, currency: 'MXN', paymentType: 'codi_mx', idempotencyKey: key, fields: { email: 'a@b.c' } });
    expect(paymentWindow.go).toHaveBeenCalledWith('https://psp.example/pay/d1');
    expect(cashier.nav.current()).toBe('/deposit/complete');
    expect(cashier.store.deposit.status).toEqual({ depositId: 'd1', status: 'waiting' });
    expect(cashier.store.form.intentKey).not.toBe(key);
    expect(events.find((e) => e.type === 'onCreateTransaction')?.payload).toEqual({ depositId: 'd1', paymentMethod: 'codi_mx', amount: '150', currency: 'MXN' });
  });

  it('tells the host and keeps the amount the backend made the deposit for, when it says (a P2P amount with cents)', async () => {
    const { cashier, events } = await started(() => ({ apiResponse: { depositId: 'd2', data: { payment_amount: 150.37, payment_currency: 'MXN' } } }));
    choose(cashier, redirect);
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow: fakeWindow() });
    expect(events.find((e) => e.type === 'onCreateTransaction')?.payload).toMatchObject({ depositId: 'd2', amount: '150.37', currency: 'MXN' });
    expect(cashier.store.deposit.summary).toMatchObject({ amount: 150.37, currency: 'MXN' });
  });

  it('sends a second tab the first tab key for the same intent, and a new key once this tab completed it', async () => {
    const created = () => ({ apiResponse: { depositId: 'd1' } });
    const tabA = await started(created);
    const tabB = await started(created);
    for (const tab of [tabA, tabB]) {
      choose(tab.cashier, redirect);
      tab.cashier.store.form.fieldValues = { payer_name: 'Ana' };
    }
    const keyA = tabA.cashier.store.form.intentKey;
    await submitDeposit(tabA.cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    await submitDeposit(tabB.cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    const keys = (tab: typeof tabA) => tab.requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey);
    expect(keys(tabA)).toEqual([keyA]);
    expect(keys(tabB)).toEqual([keyA]);
    // Tab A pays again on purpose: a key it has not completed with.
    choose(tabA.cashier, redirect);
    await submitDeposit(tabA.cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', fields: { payer_name: 'Ana' } });
    expect(keys(tabA)[1]).not.toBe(keyA);
  });

  it('does nothing on a second press while the first is running (one deposit per intent)', async () => {
    let release!: (value: unknown) => void;
    const { cashier, requests } = await started(() => new Promise((resolve) => (release = resolve)));
    choose(cashier, redirect);
    const first = submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    const second = await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    expect(second).toEqual({ kind: 'busy' });
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

  it('adds the fields the backend asks for and stays', async () => {
    const field = { name: 'document_number', type: 'text' };
    const { cashier } = await started(() => ({ apiResponse: { isFieldsRequired: true, fields: [field] } }));
    choose(cashier, redirect);
    const paymentWindow = fakeWindow();
    expect(await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete', paymentWindow })).toEqual({ kind: 'fields' });
    expect(cashier.store.form.extraFields).toEqual({ [redirect.name]: [field] });
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

  it('renews the intent key after a definitive failure, so the next press is a new attempt', async () => {
    let answer: () => unknown = () => {
      throw new CashierError('http', 'Server error', { status: 500, code: 'banking.internal' });
    };
    const { cashier, requests } = await started(() => answer());
    choose(cashier, redirect);
    const key = cashier.store.form.intentKey;
    expect(await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' })).toMatchObject({ kind: 'failed' });
    expect(cashier.store.form.intentKey).not.toBe(key);
    answer = () => ({ apiResponse: { depositId: 'd1' } });
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    const keys = requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey);
    expect(keys[0]).toBe(key);
    expect(keys[1]).not.toBe(key);
  });

  it.each([
    ['a network error', new CashierError('network', 'Failed to fetch')],
    ['an unreadable answer', new CashierError('invalid-response', 'Invalid response from deposit-create')],
  ])('keeps the intent key after %s, which may have created the deposit: a retry gets the first one back', async (_what, error) => {
    const { cashier, requests } = await started(() => {
      throw error;
    });
    choose(cashier, redirect);
    const key = cashier.store.form.intentKey;
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    await submitDeposit(cashier, redirect, { amount: 150, givenRoute: '/deposit/complete' });
    expect(requests.filter((r) => r.name === 'deposit-create').map((r) => r.payload.idempotencyKey)).toEqual([key, key]);
    expect(cashier.store.form.intentKey).toBe(key);
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
