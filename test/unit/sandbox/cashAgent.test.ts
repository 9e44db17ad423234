// @vitest-environment node
import { io } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { createSandboxApi } from '../../../demo/sandbox/api';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { createPaymentHandlers, UNSAFE_SOURCE } from '../../../demo/sandbox/payments';
import { runningSandbox } from './runningSandbox';

const player = { token: 'cash-payer', origin: 'http://sandbox.test' };
const cash = (overrides: Record<string, unknown> = {}) => ({
  amount: 500, currency: 'MXN', paymentType: 'oxxo_cash', idempotencyKey: `key-${Math.random()}`, ...overrides,
});

type Created = { depositId: string; source?: unknown };
const apiResponse = (answer: { data?: unknown }) => (answer.data as { apiResponse: Created }).apiResponse;

describe('a cash method answers with the agent contact link', () => {
  const handleCall = createSandboxApi(createPaymentHandlers(createDepositStore(() => {}, 3000)));

  it.each([
    ['oxxo_cash', 'MXN'],
    ['agent_cash_kg', 'KGS'],
    ['agent_cash_ua', 'UAH'],
    ['terminal_cash_ua', 'UAH'],
  ])('%s: the source is the sandbox agent page of the deposit', async (paymentType, currency) => {
    const created = apiResponse(await handleCall('payment', 'deposit-create', cash({ paymentType, currency }), player));
    expect(created.source).toBe(`http://sandbox.test/sandbox/agent/${created.depositId}`);
  });

  it('keeps the unsafe-link test value: the source is a javascript: link', async () => {
    const created = apiResponse(await handleCall('payment', 'deposit-create', cash({ fields: { note: 'unsafe-link' } }), player));
    expect(created.source).toBe(UNSAFE_SOURCE);
  });

  it('leaves other methods on the provider page', async () => {
    const created = apiResponse(await handleCall('payment', 'deposit-create', cash({ paymentType: 'codi_mx' }), player));
    expect(created.source).toBe(`http://sandbox.test/sandbox/pay/${created.depositId}`);
  });
});

describe('the agent page over a real server', () => {
  // Settling 100 times faster: 30 ms instead of 3 s after the agent marks the deposit paid.
  const sandbox = runningSandbox(100);

  async function createdOverSocket(amount: number) {
    const socket = io(sandbox.base(), { path: '/v4/socket.io', transports: ['websocket'], query: { Authorization: `agent-${amount}` }, forceNew: true });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const answer = await socket.timeout(5000).emitWithAck('payment:deposit-create', cash({ amount }));
    const pushes: unknown[] = [];
    socket.on('deposit.status', (status) => pushes.push(status));
    return { socket, pushes, ...(answer.data.apiResponse as { depositId: string; source: string }) };
  }

  it("shows the agent's contact, the deposit code and the amount, and Mark as paid settles the deposit", async () => {
    const { socket, pushes, depositId, source } = await createdOverSocket(500);
    const page = await (await fetch(source)).text();
    expect(page).toContain('OXXO Reforma 222');
    expect(page).toContain('+52 55 5000 0000');
    expect(page).toContain(depositId.replace(/-/g, '').slice(0, 10).toUpperCase());
    expect(page).toContain('500.00 MXN');
    expect(page).toContain(`action="/sandbox/agent/${depositId}/paid"`);
    expect((await fetch(`${source}/paid`)).status).toBe(405);
    const paid = await fetch(`${source}/paid`, { method: 'POST' });
    expect(await paid.text()).toContain('Payment sent');
    await vi.waitFor(() => expect(pushes).toContainEqual({ depositId, status: 1 }), { timeout: 5000 });
    expect(await (await fetch(source)).text()).toContain('Payment received');
    socket.disconnect();
  });

  it('declines a cash deposit whose cents are .13 once the agent marks it paid', async () => {
    const { socket, pushes, depositId, source } = await createdOverSocket(113.13);
    await fetch(`${source}/paid`, { method: 'POST' });
    await vi.waitFor(() => expect(pushes).toContainEqual({ depositId, status: 2 }), { timeout: 5000 });
    socket.disconnect();
  });

  it('answers an unknown deposit, an unknown decision and a prototype name with a 404 page, deciding nothing', async () => {
    const { socket, depositId, source } = await createdOverSocket(600);
    expect((await fetch(`${sandbox.base()}/sandbox/agent/nope`)).status).toBe(404);
    for (const action of ['decline', 'constructor', 'toString']) expect((await fetch(`${source}/${action}`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${sandbox.base()}/sandbox/pay/${depositId}/paid`, { method: 'POST' })).status).toBe(404);
    expect(await (await fetch(source)).text()).toContain('Mark as paid');
    socket.disconnect();
  });
});
