import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../src/contract/calls';

/** A stand-in for socket.io's client socket that the test drives by hand. */
class FakeSocket {
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  connects = 0;
  disconnected = false;
  emitted: { event: string; payload: unknown; ack: (err: Error | null, answer?: unknown) => void }[] = [];
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, (this.handlers.get(event) ?? []).filter((h) => h !== handler));
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {
    this.disconnected = true;
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  timeout() {
    return { emit: (event: string, payload: unknown, ack: FakeSocket['emitted'][number]['ack']) => this.emitted.push({ event, payload, ack }) };
  }
}

let socket: FakeSocket;
let options: Record<string, unknown>;
vi.mock('socket.io-client', () => ({
  io: (_url: string, opts: Record<string, unknown>) => {
    options = opts;
    socket = new FakeSocket();
    return socket;
  },
  // engine.io's WebSocket transport: what it makes when nothing is adopted.
  WebSocket: class {
    get name() {
      return 'websocket';
    }
    createSocket(uri: string) {
      return { opened: uri };
    }
  },
}));

const { createSocketTransport } = await import('../../../src/transport/socket');
const { engineSocketUrl, socketQuery } = await import('../../../src/transport/socketAddress');

const config = {
  mode: 'socket' as const,
  apiUrl: '',
  socketUrl: 'https://pay.example.com',
  token: 'tok',
  xOrigin: 'https://casino.example',
  language: 'ru',
  platformVersion: 'redesign',
  pwa: true,
  isMobileApp: false,
  nativePlatform: undefined as string | undefined,
};
const hooks = () => ({ onUnauthorized: vi.fn(), onReconnectAttempt: vi.fn(), onConnectionLost: vi.fn(), onConnected: vi.fn(), onTokenRenewed: vi.fn() });

describe('socket transport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects on demand on /v4/socket.io, websocket only, with the library reconnection off', async () => {
    createSocketTransport(config, hooks());
    await vi.dynamicImportSettled();
    expect(options).toMatchObject({ path: '/v4/socket.io', reconnection: false, autoConnect: false, forceNew: true, timeout: 20_000 });
    const transports = options.transports as { prototype: { name: string } }[];
    expect(transports.map((transport) => transport.prototype.name)).toEqual(['websocket']);
    expect(socket.connects).toBe(0);
  });

  it("takes the socket opened early for its first connection, and closes it if it closes first", async () => {
    const adopted = { early: true };
    const early = { adopt: vi.fn((url: string) => (url === 'wss://pay.example.com/early' ? adopted : null)), close: vi.fn() };
    const transport = createSocketTransport(config, hooks(), { early: early as never });
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    const Transport = (options.transports as (new () => { createSocket(uri: string): unknown })[])[0]!;
    expect(new Transport().createSocket('wss://pay.example.com/early')).toBe(adopted);
    expect(new Transport().createSocket('wss://pay.example.com/other')).toEqual({ opened: 'wss://pay.example.com/other' });
    transport.close();
    expect(early.close).toHaveBeenCalledOnce();
  });

  it('sends the spec query parameters, with isNative and platform on native platforms', () => {
    expect(socketQuery(config)).toEqual({
      Authorization: 'tok', xorigin: 'https://casino.example', Language: 'ru', pwa: 'true', isMobileApp: 'false', cashier_type: 'widget',
    });
    expect(socketQuery({ ...config, nativePlatform: 'android' })).toMatchObject({ isNative: 'true', platform: 'android' });
  });

  it('emits banking:{name} and resolves with the acknowledged data', async () => {
    const transport = createSocketTransport(config, hooks());
    const result = transport.request(CALLS.methodsPayment, { country: 'MX' });
    await vi.dynamicImportSettled();
    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.emitted[0]?.event).toBe('banking:methods-payment-v5');
    socket.emitted[0]!.ack(null, { status: 200, data: { ok: 1 } });
    await expect(result).resolves.toEqual({ ok: 1 });
  });

  it('raises error statuses, and 401 tells the host', async () => {
    const h = hooks();
    const transport = createSocketTransport(config, h);
    transport.request(CALLS.depositLimits, {}).catch(() => {});
    await vi.dynamicImportSettled();
    socket.fire('connect');
    const result = transport.request(CALLS.methodsPayment, {});
    await vi.advanceTimersByTimeAsync(0);
    socket.emitted.at(-1)!.ack(null, { status: 401, error: { code: 'auth.tokenExpired', message: 'Token expired' } });
    await expect(result).rejects.toMatchObject({ kind: 'http', status: 401, code: 'auth.tokenExpired' });
    expect(h.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('retries 3 times with backoff, telling the host each time, then fails waiting calls with a network error', async () => {
    const h = hooks();
    const transport = createSocketTransport(config, h, { random: () => 0 });
    const result = transport.request(CALLS.methodsPayment, {}).catch((e) => e);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connects).toBe(1);
    socket.fire('connect_error', new Error('refused'));
    expect(h.onReconnectAttempt).toHaveBeenLastCalledWith(1, 'https://pay.example.com');
    await vi.advanceTimersByTimeAsync(999);
    expect(socket.connects).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(2);
    socket.fire('connect_error', new Error('refused'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(socket.connects).toBe(3);
    socket.fire('connect_error', new Error('refused'));
    await vi.advanceTimersByTimeAsync(4000);
    expect(socket.connects).toBe(4);
    expect(h.onReconnectAttempt).toHaveBeenCalledTimes(3);
    socket.fire('connect_error', new Error('refused'));
    expect(await result).toMatchObject({ kind: 'network', message: 'socket.networkError' });
    expect(h.onConnectionLost).toHaveBeenCalledOnce();
  });

  it('reconnects after a drop and resets the attempts once connected', async () => {
    const h = hooks();
    createSocketTransport(config, h, { random: () => 0 }).request(CALLS.methodsPayment, {}).catch(() => {});
    await vi.dynamicImportSettled();
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    expect(h.onReconnectAttempt).toHaveBeenCalledWith(1, 'https://pay.example.com');
    await vi.advanceTimersByTimeAsync(1000);
    socket.fire('connect');
    socket.fire('disconnect', 'ping timeout');
    expect(h.onReconnectAttempt).toHaveBeenLastCalledWith(1, 'https://pay.example.com');
  });

  it('close() stops retrying, rejects waiting calls and disconnects', async () => {
    const h = hooks();
    const transport = createSocketTransport(config, h, { random: () => 0 });
    const result = transport.request(CALLS.methodsPayment, {}).catch((e) => e);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('connect_error', new Error('refused'));
    transport.close();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(socket.connects).toBe(1);
    expect(socket.disconnected).toBe(true);
    expect(await result).toMatchObject({ kind: 'aborted' });
  });

  it('rejects a malformed acknowledgement as a malformed response', async () => {
    const transport = createSocketTransport(config, hooks());
    const result = transport.request(CALLS.methodsPayment, {});
    await vi.dynamicImportSettled();
    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(0);
    socket.emitted[0]!.ack(null, 'garbage');
    await expect(result).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('takes a token the backend pushes (login.token) for the next connection and every later call, and ignores anything else (spec §4)', async () => {
    const session = { ...config };
    const told = hooks();
    createSocketTransport(session, told);
    await vi.dynamicImportSettled();
    const query = options.query as Record<string, string>;
    expect(query.Authorization).toBe('tok');
    for (const junk of [undefined, '', 42, { token: 'x' }]) socket.fire('login.token', junk);
    expect([query.Authorization, session.token]).toEqual(['tok', 'tok']);
    expect(told.onTokenRenewed).not.toHaveBeenCalled();
    socket.fire('login.token', 'tok-2');
    // The cashier keeps it beyond this transport: a restarted session goes on with it.
    expect(told.onTokenRenewed).toHaveBeenCalledWith('tok-2');
    // socket.io opens every new connection with this query object; the session's config is what later calls and the close beacon read.
    expect([query.Authorization, session.token]).toEqual(['tok-2', 'tok-2']);
    expect(config.token).toBe('tok');
  });
});
