// @vitest-environment node
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { RENEW_AFTER_MS } from '../../../demo/sandbox/tokenRenewal';
import { runningSandbox } from './runningSandbox';

// Spec §4 "Socket": the backend pushes login.token; the sandbox renews `renewing-…` tokens so.

const TIME_FACTOR = 20;

describe('token renewal over a real server (login.token)', () => {
  const sandbox = runningSandbox(TIME_FACTOR);
  const connect = (token: string) => {
    const socket = io(sandbox.base(), { path: '/v4/socket.io', transports: ['websocket'], query: { Authorization: token }, forceNew: true });
    return new Promise<typeof socket>((resolve) => socket.on('connect', () => resolve(socket)));
  };
  const limits = (socket: Awaited<ReturnType<typeof connect>>) =>
    socket.timeout(5000).emitWithAck('banking:deposit-limits', { currency: 'MXN', paymentMethod: 'codi_mx' }) as Promise<{ status: number }>;
  const status = (socket: Awaited<ReturnType<typeof connect>>, depositId: string) =>
    socket.timeout(5000).emitWithAck('banking:deposit-status', { depositId }) as Promise<{ status: number }>;
  const listOver = (token: string) =>
    fetch(`${sandbox.base()}/api/banking/methods-payment-v5`, { method: 'POST', headers: { Authorization: token, 'Content-Type': 'application/json' }, body: JSON.stringify({ country: 'MX', currency: { code: 'MXN', type: 'fiat' } }) });

  it("pushes a renewing token's successor; that socket goes on as it, and the old token is expired for a new connection and over http", async () => {
    const token = `renewing-${Math.random()}`;
    // Before the connection, whose start the renewal counts from (a busy machine made the create's answer late).
    const started = Date.now();
    const socket = await connect(token);
    const created = (await socket.timeout(5000).emitWithAck('payment:deposit-create', { amount: 150, currency: 'MXN', paymentType: 'codi_mx', idempotencyKey: `key-${Math.random()}` })) as { data: { apiResponse: { depositId: string } } };
    const depositId = created.data.apiResponse.depositId;
    const renewed = await new Promise<string>((resolve) => socket.on('login.token', resolve));
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENEW_AFTER_MS / TIME_FACTOR - 20);
    expect(renewed).toMatch(/^renewed-/);
    expect((await limits(socket)).status).toBe(200);

    const stale = await connect(token);
    expect(await limits(stale)).toMatchObject({ status: 401, error: { code: 'auth.tokenExpired' } });
    expect((await listOver(token)).status).toBe(401);

    const fresh = await connect(renewed);
    expect((await limits(fresh)).status).toBe(200);
    expect((await listOver(renewed)).status).toBe(200);
    // The same player: a deposit made with the old token is still theirs, and its status still reaches their socket.
    expect((await status(fresh, depositId)).status).toBe(200);
    const pushed = new Promise((resolve) => fresh.on('deposit.status', resolve));
    await fetch(`${sandbox.base()}/sandbox/pay/${depositId}/pay`, { method: 'POST' });
    expect(await pushed).toMatchObject({ depositId });
    // The successor is not renewing: no second push.
    const renewals: unknown[] = [];
    fresh.on('login.token', (next) => renewals.push(next));
    await new Promise((resolve) => setTimeout(resolve, (2 * RENEW_AFTER_MS) / TIME_FACTOR));
    expect(renewals).toEqual([]);
    for (const open of [socket, stale, fresh]) open.disconnect();
  });

  it('renews nothing for another token, nor for a socket closed before its time', async () => {
    const plain = await connect(`plain-${Math.random()}`);
    const token = `renewing-${Math.random()}`;
    const early = await connect(token);
    const pushed: unknown[] = [];
    plain.on('login.token', (next) => pushed.push(next));
    early.disconnect();
    await new Promise((resolve) => setTimeout(resolve, (2 * RENEW_AFTER_MS) / TIME_FACTOR));
    expect(pushed).toEqual([]);
    expect((await listOver(token)).status).toBe(200);
    plain.disconnect();
  });
});
