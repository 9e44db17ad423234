// @vitest-environment node
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApi } from '../../../demo/sandbox/api';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { createPaymentHandlers, EXTRA_FIELD, SLOW_ANSWER_MS } from '../../../demo/sandbox/payments';
import { WIRE_PURPOSE } from '../../../demo/sandbox/catalogueFields';
import { runningSandbox } from './runningSandbox';

const player = { token: 'payer', origin: 'http://sandbox.test' };
const request = (overrides: Record<string, unknown> = {}) => ({
  amount: 150, currency: 'MXN', paymentType: 'codi_mx', idempotencyKey: `key-${Math.random()}`, ...overrides,
});

function setup() {
  const pushes: unknown[] = [];
  const store = createDepositStore((token, status) => pushes.push({ token, ...status }), 3000);
  const slow = vi.fn(() => Promise.resolve());
  const handleCall = createSandboxApi(createPaymentHandlers(store, slow));
  return { store, pushes, slow, handleCall };
}

const created = async (handleCall: ReturnType<typeof setup>['handleCall'], overrides: Record<string, unknown> = {}) => {
  const answer = await handleCall('payment', 'deposit-create', request(overrides), player);
  return (answer.data as { apiResponse: { depositId: string } }).apiResponse.depositId;
};

describe('invoices: the player says they paid, or gives up', () => {
  afterEach(() => vi.useRealTimers());

  it('checks a deposit the player says they paid like a payment, then settles it by its cents', async () => {
    vi.useFakeTimers();
    const { handleCall, pushes } = setup();
    const depositId = await created(handleCall);
    const answer = await handleCall('payment', 'deposit-complete', { depositId, paymentMethod: 'spei_mx' }, player);
    expect(answer).toEqual({ status: 200, data: { status: 0 } });
    await vi.advanceTimersByTimeAsync(3000);
    expect(pushes.at(-1)).toMatchObject({ depositId, status: 1 });
  });

  it('declines a deposit the player cancels, and a cancel cannot undo a settled one', async () => {
    const { handleCall } = setup();
    const depositId = await created(handleCall);
    expect(await handleCall('payment', 'deposit-cancel', { depositId, paymentMethod: 'spei_mx' }, player)).toEqual({ status: 200, data: { status: 2 } });
    expect(await handleCall('payment', 'deposit-complete', { depositId, paymentMethod: 'spei_mx' }, player)).toEqual({ status: 200, data: { status: 2 } });
  });

  it("refuses another player's deposit and a payload without a deposit id", async () => {
    const { handleCall } = setup();
    const depositId = await created(handleCall);
    expect((await handleCall('payment', 'deposit-complete', { depositId, paymentMethod: 'spei_mx' }, { ...player, token: 'other' })).status).toBe(404);
    expect((await handleCall('payment', 'deposit-cancel', { paymentMethod: 'spei_mx' }, player)).status).toBe(400);
  });
});

describe('bank transfers answer with an invoice (host-to-host)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the requisites to transfer to, the amount and a 15-minute lifetime, and no page to open', async () => {
    const { handleCall } = setup();
    const answer = await handleCall('payment', 'deposit-create', request({ paymentType: 'spei_mx', amount: 1500 }), player);
    const created = (answer.data as { apiResponse: { depositId: string; source?: unknown; data: Record<string, unknown> } }).apiResponse;
    expect(created.source).toBeUndefined();
    expect(created.data).toMatchObject({
      payment_system: 'SPEI',
      payment_amount: 1500,
      payment_currency: 'MXN',
      timeout_minutes: 15,
      card: { account_number: '646180157000000004', fullName: expect.any(String) },
    });
    expect(Date.parse(String(created.data.created))).toBeGreaterThan(0);
  });

  it('declines an invoice nobody paid once its lifetime is over, sped up by the time factor', async () => {
    vi.useFakeTimers();
    const pushes: { status: number }[] = [];
    const store = createDepositStore((_token, status) => pushes.push(status), 3000, 60);
    const handleCall = createSandboxApi(createPaymentHandlers(store));
    const depositId = await created(handleCall, { paymentType: 'havale_tr', currency: 'TRY' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(pushes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(pushes).toEqual([{ depositId, status: 2 }]);
  });

  it('keeps a paid invoice from expiring', async () => {
    vi.useFakeTimers();
    const { handleCall, store } = setup();
    const depositId = await created(handleCall, { paymentType: 'spei_mx' });
    await handleCall('payment', 'deposit-complete', { depositId, paymentMethod: 'spei_mx' }, player);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(store.get(depositId)?.status).toBe('processed');
  });
});

describe('unified-flow answers', () => {
  it('answers a unified form for the unified-flow method and for any redirect method given the value unified', async () => {
    const { handleCall } = setup();
    for (const payload of [request({ paymentType: 'sbp_rub', currency: 'RUB', amount: 1000 }), request({ fields: { payer_name: 'unified' } })]) {
      const answer = await handleCall('payment', 'deposit-create', payload, player);
      const created = (answer.data as { apiResponse: { source?: unknown; data: Record<string, unknown> } }).apiResponse;
      expect(created.source).toBeUndefined();
      expect(created.data).toMatchObject({ unifiedFlow: true, lifetime: 600, buttons: ['complete', 'cancel'] });
      expect((created.data.inputFields as unknown[]).length).toBe(1);
    }
  });
});

describe('deposit creation in the sandbox', () => {
  afterEach(() => vi.useRealTimers());

  it('creates a deposit with a provider page as its source', async () => {
    const { handleCall } = setup();
    const answer = await handleCall('payment', 'deposit-create', request(), player);
    const api = (answer.data as { apiResponse: { depositId: string; source: string } }).apiResponse;
    expect(answer.status).toBe(200);
    expect(api.source).toBe(`http://sandbox.test/sandbox/pay/${api.depositId}`);
  });

  it('answers cards with a form to POST', async () => {
    const { handleCall } = setup();
    const answer = await handleCall('payment', 'deposit-create', request({ paymentType: 'visa_card' }), player);
    expect((answer.data as { apiResponse: { source: unknown } }).apiResponse.source).toMatchObject({ action: expect.stringContaining('/sandbox/pay/'), fields: { depositId: expect.any(String) } });
  });

  it('returns the first deposit for a repeated idempotency key, even while the first is in flight', async () => {
    const { handleCall } = setup();
    const body = request({ idempotencyKey: 'double-click-1' });
    const [a, b] = await Promise.all([handleCall('payment', 'deposit-create', body, player), handleCall('payment', 'deposit-create', body, player)]);
    const c = await handleCall('payment', 'deposit-create', body, player);
    const id = (x: typeof a) => (x.data as { apiResponse: { depositId: string } }).apiResponse.depositId;
    expect(id(a)).toBe(id(b));
    expect(id(a)).toBe(id(c));
    const other = await handleCall('payment', 'deposit-create', body, { ...player, token: 'someone-else' });
    expect(id(other)).not.toBe(id(a));
  });

  it('refuses the same key with other parameters (409), as a payment backend does; the same parameters in another order are the same', async () => {
    const { handleCall } = setup();
    const body = request({ idempotencyKey: 'one-intent-1', fields: { a: '1', b: '2' } });
    const first = await handleCall('payment', 'deposit-create', body, player);
    expect(first.status).toBe(200);
    expect(await handleCall('payment', 'deposit-create', { ...body, fields: { b: '2', a: '1' } }, player)).toEqual(first);
    for (const other of [{ amount: 151 }, { currency: 'USD' }, { paymentType: 'spei_mx' }, { fields: { a: '1' } }]) {
      const answer = await handleCall('payment', 'deposit-create', { ...body, ...other }, player);
      expect(answer, JSON.stringify(other)).toEqual({ status: 409, error: { code: 'banking.idempotencyConflict', message: expect.any(String) } });
    }
  });

  it('refuses the same key with the bonus turned, another bonus, wallet, region or open deposit (409), and replays the same ones', async () => {
    const { handleCall } = setup();
    // A crypto-balance player may name a wallet: the fiat one holds pesos.
    const holder = { ...player, token: `crypto-balance-${Math.random()}` };
    const body = request({ idempotencyKey: 'bonus-intent-1', bonusId: 'welcome-100', isActivatedBonus: true, wallet: 'fiat', selectedCountry: 'MX' });
    const first = await handleCall('payment', 'deposit-create', body, holder);
    expect(first.status).toBe(200);
    expect(await handleCall('payment', 'deposit-create', { ...body, captchaResponse: 'solved-again', paymentSessionId: 'ps-2' }, holder)).toEqual(first);
    const others = [{ isActivatedBonus: false }, { isActivatedBonus: undefined }, { bonusId: 'reload-50' }, { wallet: 'crypto' }, { wallet: undefined }, { selectedCountry: 'US' }, { depositId: 'open-1' }];
    for (const other of others) {
      const answer = await handleCall('payment', 'deposit-create', { ...body, ...other }, holder);
      expect(answer, JSON.stringify(other)).toEqual({ status: 409, error: { code: 'banking.idempotencyConflict', message: expect.any(String) } });
    }
  });

  it("takes a shared card method's limits from the player's region, not another region's copy", async () => {
    const { handleCall } = setup();
    for (const [country, currency, amount] of [['UZ', 'UZS', 20_000], ['MX', 'MXN', 20_000], [undefined, 'MXN', 20_000], ['BR', 'BRL', 20_000]] as const) {
      for (const paymentType of ['visa_card', 'mastercard_card', 'wallet_card', 'multi_card']) {
        const answer = await handleCall('payment', 'deposit-create', request({ paymentType, amount, currency, selectedCountry: country, fields: paymentType === 'multi_card' ? { card_number: '4111 1111 1111 1111' } : {} }), player);
        expect(answer.status, `${paymentType} ${amount} ${currency} in ${country}`).toBe(200);
      }
    }
  });

  it('makes a "gateway-timeout" deposit and answers 504; the same key again returns that deposit', async () => {
    const { handleCall, store } = setup();
    const body = request({ idempotencyKey: 'gateway-1', fields: { email: 'gateway-timeout' } });
    expect(await handleCall('payment', 'deposit-create', body, player)).toEqual({ status: 504, error: { code: 'banking.gatewayTimeout', message: expect.any(String) } });
    const again = await handleCall('payment', 'deposit-create', body, player);
    const depositId = (again.data as { apiResponse: { depositId: string } }).apiResponse.depositId;
    expect(store.get(depositId)).toMatchObject({ amount: 150, status: 'created' });
  });

  it('asks for extra fields for a field value "more", leaving the deposit open, and completes that one when a create names it with them', async () => {
    const { handleCall, store } = setup();
    const first = await handleCall('payment', 'deposit-create', request({ fields: { email: 'more' } }), player);
    const open = (first.data as { apiResponse: { depositId: string } }).apiResponse.depositId;
    expect(first.data).toEqual({ apiResponse: { depositId: open, method: 'codi_mx', isFieldsRequired: true, fields: [EXTRA_FIELD] } });
    // Waiting for fields is no invoice to pay: deposit-check does not answer it.
    expect(store.openFor(player.token, 'codi_mx')).toBeUndefined();
    // Named without the fields: asked again, for the same deposit.
    const again = await handleCall('payment', 'deposit-create', request({ depositId: open, fields: { email: 'more' } }), player);
    expect((again.data as { apiResponse: { depositId: string; isFieldsRequired: boolean } }).apiResponse).toMatchObject({ depositId: open, isFieldsRequired: true });
    const second = await handleCall('payment', 'deposit-create', request({ amount: 175, depositId: open, fields: { email: 'more', document_number: '123456' } }), player);
    expect((second.data as { apiResponse: { depositId: string; source?: unknown } }).apiResponse).toMatchObject({ depositId: open, source: expect.anything() });
    expect(store.get(open)).toMatchObject({ amount: 175, status: 'created' });
    expect(store.get(open)).not.toHaveProperty('fieldsAsked');
    // Completed, it is no longer waiting: naming it again is refused, as is a deposit of another method or player.
    expect((await handleCall('payment', 'deposit-create', request({ depositId: open, fields: { email: 'more', document_number: '123456' } }), player)).status).toBe(404);
    const other = (await handleCall('payment', 'deposit-create', request({ fields: { email: 'more' } }), player)).data as { apiResponse: { depositId: string } };
    expect((await handleCall('payment', 'deposit-create', request({ paymentType: 'spei_mx', depositId: other.apiResponse.depositId }), player)).status).toBe(404);
    expect((await handleCall('payment', 'deposit-create', request({ depositId: other.apiResponse.depositId }), { ...player, token: 'other' })).status).toBe(404);
    // Filled without naming it, the fields make a deposit of their own.
    const fresh = await created(handleCall, { fields: { email: 'more', document_number: '123456' } });
    expect(fresh).not.toBe(open);
  });

  it("takes a crypto-balance player's wallet when it holds the deposit's currency, and no wallet from anyone else", async () => {
    const { handleCall } = setup();
    const balance = { ...player, token: 'crypto-balance-w' };
    expect((await handleCall('payment', 'deposit-create', request({ wallet: 'fiat' }), balance)).status).toBe(200);
    expect(await handleCall('payment', 'deposit-create', request({ wallet: 'crypto' }), balance)).toMatchObject({ status: 400, error: { message: 'A MXN deposit cannot go to the crypto wallet.' } });
    expect((await handleCall('payment', 'deposit-create', request({ wallet: 'savings' }), balance)).status).toBe(400);
    expect((await handleCall('payment', 'deposit-create', request({ wallet: 'fiat' }), player)).status).toBe(400);
    expect((await handleCall('payment', 'deposit-create', request(), balance)).status).toBe(200);
  });

  it("refuses a wire sent without the purpose its disabled field holds (spec §3 dynamic field)", async () => {
    const { handleCall } = setup();
    const wire = (fields: Record<string, string>) => request({ paymentType: 'wire_us', currency: 'USD', amount: 100, selectedCountry: 'US', fields });
    expect(await handleCall('payment', 'deposit-create', wire({ bank_name: 'Chase' }), player)).toMatchObject({ status: 400, error: { code: 'banking.merchantClientError' } });
    expect(await handleCall('payment', 'deposit-create', wire({ bank_name: 'Chase', wire_purpose: 'other' }), player)).toMatchObject({ status: 400 });
    expect(await handleCall('payment', 'deposit-create', wire({ bank_name: 'Chase', wire_purpose: WIRE_PURPOSE }), player)).toMatchObject({ status: 200 });
  });

  it('answers a field value "slow" after 35 s', async () => {
    const { handleCall, slow } = setup();
    await handleCall('payment', 'deposit-create', request({ fields: { email: 'slow' } }), player);
    expect(slow).toHaveBeenCalledWith(SLOW_ANSWER_MS, player.token);
  });

  it('refuses amounts outside the method limits with a merchant message, and bad requests', async () => {
    const { handleCall } = setup();
    const answer = await handleCall('payment', 'deposit-create', request({ amount: 1 }), player);
    expect(answer).toMatchObject({ status: 400, error: { code: 'banking.merchantClientError', message: expect.stringContaining('between 50 and 50000') } });
    expect((await handleCall('payment', 'deposit-create', { amount: 'lots' }, player)).status).toBe(400);
    expect((await handleCall('payment', 'deposit-create', request({ paymentType: 'nope' }), player)).status).toBe(404);
  });

  it('runs the lifecycle the cents choose, pushing every change and answering polls', async () => {
    vi.useFakeTimers();
    const { handleCall, store, pushes } = setup();
    const create = async (amount: number) =>
      ((await handleCall('payment', 'deposit-create', request({ amount }), player)).data as { apiResponse: { depositId: string } }).apiResponse.depositId;
    const paid = await create(150);
    const declined = await create(113.13);
    const pending = await create(200.42);
    const poll = async (depositId: string) => ((await handleCall('banking', 'deposit-status', { depositId }, player)).data as { status: number }).status;
    expect(await poll(paid)).toBe(0);
    for (const id of [paid, declined, pending]) store.pay(id);
    await vi.advanceTimersByTimeAsync(3000);
    expect([await poll(paid), await poll(declined), await poll(pending)]).toEqual([1, 2, 0]);
    expect(pushes).toContainEqual({ token: 'payer', depositId: paid, status: 1 });
    expect(pushes).toContainEqual({ token: 'payer', depositId: declined, status: 2 });
    store.pay(paid);
    store.decline(paid);
    expect(await poll(paid)).toBe(1);
    expect((await handleCall('banking', 'deposit-status', { depositId: paid }, { ...player, token: 'intruder' })).status).toBe(404);
  });
});

describe('the provider page and status pushes over a real server', () => {
  const sandbox = runningSandbox();

  it('pays through the provider page and pushes deposit.status to the player socket', async () => {
    const socket = io(sandbox.base(), { path: '/v4/socket.io', transports: ['websocket'], query: { Authorization: 'pusher' }, forceNew: true });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const created = await socket.timeout(5000).emitWithAck('payment:deposit-create', request());
    const { depositId, source } = created.data.apiResponse;
    expect(source).toBe(`${sandbox.base()}/sandbox/pay/${depositId}`);
    const page = await (await fetch(source)).text();
    expect(page).toContain('Pay 150.00 MXN');
    expect((await fetch(source, { method: 'POST', body: 'depositId=x' })).status).toBe(200);
    const pushes: unknown[] = [];
    socket.on('deposit.status', (status) => pushes.push(status));
    const result = await (await fetch(`${source}/decline`, { method: 'POST' })).text();
    expect(result).toContain('Payment declined');
    await vi.waitFor(() => expect(pushes).toContainEqual({ depositId, status: 2 }));
    socket.disconnect();
  });

  it('answers unknown payments and wrong methods with a page, not a crash', async () => {
    expect((await fetch(`${sandbox.base()}/sandbox/pay/nope`)).status).toBe(404);
    expect((await fetch(`${sandbox.base()}/sandbox/pay/<script>`)).status).toBe(404);
  });
});
