import { io, type Socket, WebSocket as WebSocketTransport } from 'socket.io-client';
import { type CallSpec, PUSH_EVENTS, SOCKET_PATH, socketEventName } from '../contract/common';
import type { EarlySocket } from './earlySocket';
import { CashierError, isSocketStatusOk } from './errors';
import { SOCKET_RECONNECT_ATTEMPTS, socketBackoffMs } from './retry';
import { socketQuery } from './socketAddress';
import type { Transport, TransportConfig, TransportHooks } from './types';

/** Spec §7: connection timeout. */
export const SOCKET_CONNECT_TIMEOUT_MS = 20_000;
/** How long one emit waits for its acknowledgement; the 30 s batch timeout usually fires first. */
export const SOCKET_ACK_TIMEOUT_MS = 30_000;

type State = 'idle' | 'connecting' | 'connected' | 'waiting-to-retry' | 'failed' | 'closed';

interface Ack {
  status?: unknown;
  data?: unknown;
  error?: { message?: unknown; code?: unknown; data?: unknown };
}

/**
 * socket.io with the library's own reconnection off: we retry 3 times with our backoff, telling
 * the host each time, and then fail every waiting call with a network error (spec §4 Socket).
 * This module and socket.io-client are one chunk (transport/index.ts), which an http cashier
 * never loads.
 */
export function createSocketTransport(
  config: TransportConfig,
  hooks: TransportHooks,
  { random = Math.random, early }: { random?: () => number; early?: EarlySocket } = {},
): Transport {
  let socket: Socket | undefined;
  let state: State = 'idle';
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let waiters: { resolve: () => void; reject: (e: CashierError) => void }[] = [];

  const settleWaiters = (error?: CashierError) => {
    const pending = waiters;
    waiters = [];
    for (const waiter of pending) (error ? waiter.reject(error) : waiter.resolve());
  };

  const connect = () => {
    state = 'connecting';
    void ready.then(() => (socket ? socket.connect() : onLost()));
  };

  const onLost = () => {
    if (state === 'closed' || state === 'waiting-to-retry') return;
    if (attempts >= SOCKET_RECONNECT_ATTEMPTS) {
      state = 'failed';
      attempts = 0;
      settleWaiters(new CashierError('network', 'socket.networkError'));
      hooks.onConnectionLost();
      return;
    }
    const wait = socketBackoffMs(attempts, random);
    attempts += 1;
    state = 'waiting-to-retry';
    hooks.onReconnectAttempt(attempts, config.socketUrl);
    retryTimer = setTimeout(connect, wait);
  };

  // A task later: the caller subscribes to pushes before the socket exists.
  const ready = Promise.resolve().then(
    () => {
      if (state === 'closed') return;
      const query = socketQuery(config);
      socket = io(config.socketUrl, {
        path: SOCKET_PATH,
        transports: [adopting(early)],
        reconnection: false,
        autoConnect: false,
        // Never share socket.io's module-level manager cache: each element has its own socket.
        forceNew: true,
        timeout: SOCKET_CONNECT_TIMEOUT_MS,
        query,
      });
      // Spec §4: a token the backend pushes is the session's from now on, for every later call and the next connection.
      socket.on(PUSH_EVENTS.loginToken, (token: unknown) => {
        if (typeof token !== 'string' || !token) return;
        config.token = query.Authorization = token;
        hooks.onTokenRenewed(token);
      });
      socket.on('connect', () => {
        state = 'connected';
        attempts = 0;
        settleWaiters();
        hooks.onConnected();
      });
      socket.on('connect_error', onLost);
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') onLost();
      });
    },
    () => undefined,
  );

  const whenConnected = (signal?: AbortSignal): Promise<void> => {
    if (state === 'connected') return Promise.resolve();
    if (state === 'closed') return Promise.reject(new CashierError('aborted', 'Transport closed'));
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(new CashierError('aborted', 'Request aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      waiters.push({
        resolve: () => (signal?.removeEventListener('abort', onAbort), resolve()),
        reject: (e) => (signal?.removeEventListener('abort', onAbort), reject(e)),
      });
      // A failed socket starts a fresh round of attempts when somebody needs it again (a refresh).
      if (state === 'idle' || state === 'failed') connect();
    });
  };

  const emit = (spec: CallSpec, payload: unknown, signal?: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => {
      if (signal?.aborted) return reject(new CashierError('aborted', 'Request aborted'));
      const onAbort = () => reject(new CashierError('aborted', 'Request aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      socket!.timeout(SOCKET_ACK_TIMEOUT_MS).emit(socketEventName(spec), payload ?? {}, (err: Error | null, ack: Ack) => {
        signal?.removeEventListener('abort', onAbort);
        if (err) return reject(new CashierError('network', 'Socket acknowledgement timed out', { cause: err }));
        if (!ack || typeof ack !== 'object' || typeof ack.status !== 'number') {
          return reject(new CashierError('invalid-response', `Malformed socket answer for ${spec.name}`));
        }
        if (isSocketStatusOk(ack.status)) return resolve(ack.data);
        if (ack.status === 401) hooks.onUnauthorized();
        const message = typeof ack.error?.message === 'string' ? ack.error.message : `Status ${ack.status}`;
        reject(
          new CashierError('http', message, {
            status: ack.status,
            code: typeof ack.error?.code === 'string' ? ack.error.code : undefined,
            serverMessage: typeof ack.error?.message === 'string' ? ack.error.message : undefined,
            data: ack.error?.data,
          }),
        );
      });
    });

  return {
    mode: 'socket',
    async request(spec, payload, signal) {
      await whenConnected(signal);
      return emit(spec, payload, signal);
    },
    subscribe(event, handler) {
      let subscribed = true;
      void ready.then(() => subscribed && socket?.on(event, handler));
      return () => {
        subscribed = false;
        socket?.off(event, handler);
      };
    },
    close() {
      state = 'closed';
      early?.close();
      clearTimeout(retryTimer);
      settleWaiters(new CashierError('aborted', 'Transport closed'));
      socket?.removeAllListeners();
      socket?.disconnect();
    },
  };
}

/**
 * engine.io's WebSocket transport, whose first connection takes the socket opened as the session
 * started (transport/index.ts) when it is to the same address; every other one opens its own.
 */
function adopting(early: EarlySocket | undefined): typeof WebSocketTransport {
  return class AdoptingWebSocketTransport extends WebSocketTransport {
    override createSocket(uri: string, protocols: string | string[] | undefined, opts: Record<string, unknown>) {
      return early?.adopt(uri) ?? super.createSocket(uri, protocols, opts);
    }
  };
}
