/**
 * The part of socket.io's client this widget uses, over one WebSocket: Engine.IO protocol 4 and
 * Socket.IO protocol 5, text packets only, the default namespace, no polling transport and no
 * reconnection of its own (socket.ts retries with the spec's backoff). The library's client with
 * its polling transport is 13 KB gzip; this is the first screen's socket, so it is kept to what is used.
 *
 * Engine.IO packets: 0 open, 1 close, 2 ping, 3 pong, 4 message. Socket.IO packets inside a
 * message: 0 connect, 1 disconnect, 2 event, 3 ack, 4 connect error; an event or ack may carry an
 * id right after its type (`42` + `7` + `["name",payload]`).
 */

export interface SocketOptions {
  path: string;
  query: Record<string, string>;
  /** How long the connection may take, WebSocket and both handshakes, before `connect_error`. */
  timeout: number;
}

type Handler = (...args: never[]) => void;
type Ack = (error: Error | null, answer?: unknown) => void;

/** Why a connected socket went away, as socket.io names it. */
export type DisconnectReason = 'io server disconnect' | 'io client disconnect' | 'ping timeout' | 'transport close' | 'transport error';

/** The address of the WebSocket: ws(s), the path with its trailing slash, EIO=4 and the query. */
export function socketAddress(url: string, options: Pick<SocketOptions, 'path' | 'query'>, base = globalThis.location?.href): string {
  const address = new URL(url, base);
  address.protocol = address.protocol === 'https:' || address.protocol === 'wss:' ? 'wss:' : 'ws:';
  address.pathname = `${options.path.replace(/\/$/, '')}/`;
  address.search = new URLSearchParams({ ...options.query, EIO: '4', transport: 'websocket' }).toString();
  return address.href;
}

/** A Socket.IO packet of ours as text: `4` (Engine.IO message), its type, the ack id, the data. */
export const encodePacket = (type: '0' | '1' | '2' | '3', data?: unknown[], id?: number): string =>
  `4${type}${id ?? ''}${data ? JSON.stringify(data) : ''}`;

export type Packet =
  | { kind: 'open'; pingInterval: number; pingTimeout: number }
  | { kind: 'ping' | 'close' | 'noop' }
  | { kind: 'connect' | 'disconnect' }
  | { kind: 'connect-error'; message: string }
  | { kind: 'event'; name: string; args: unknown[]; id?: number }
  | { kind: 'ack'; id: number; args: unknown[] };

/** One text frame from the server; undefined for what this client does not speak (binary, other namespaces). */
export function decodePacket(text: string): Packet | undefined {
  try {
    const engine = text[0];
    if (engine === '0') {
      const open = JSON.parse(text.slice(1)) as { pingInterval?: number; pingTimeout?: number };
      return { kind: 'open', pingInterval: open.pingInterval ?? 25_000, pingTimeout: open.pingTimeout ?? 20_000 };
    }
    if (engine === '1') return { kind: 'close' };
    if (engine === '2') return { kind: 'ping' };
    if (engine === '6') return { kind: 'noop' };
    if (engine !== '4') return undefined;
    const type = text[1];
    const rest = /^(\d*)(.*)$/s.exec(text.slice(2))!;
    const id = rest[1] ? Number(rest[1]) : undefined;
    const body = rest[2] ? (JSON.parse(rest[2]) as unknown) : undefined;
    if (type === '0') return { kind: 'connect' };
    if (type === '1') return { kind: 'disconnect' };
    if (type === '4') return { kind: 'connect-error', message: String((body as { message?: unknown } | undefined)?.message ?? 'Connection refused') };
    if (!Array.isArray(body)) return undefined;
    if (type === '2' && typeof body[0] === 'string') return { kind: 'event', name: body[0], args: body.slice(1), id };
    if (type === '3' && id !== undefined) return { kind: 'ack', id, args: body };
    return undefined;
  } catch {
    return undefined;
  }
}

/**
 * One socket: `connect()` opens it (again, after a failure), `on('connect' | 'connect_error' |
 * 'disconnect' | event)`, `timeout(ms).emit(event, payload, ack)` as socket.io has them. Emits made
 * while not connected wait for the next connection, as socket.io buffers them.
 */
export class SocketClient {
  private ws: WebSocket | undefined;
  private connected = false;
  private handlers = new Map<string, Handler[]>();
  private acks = new Map<number, { ack: Ack; timer: ReturnType<typeof setTimeout> }>();
  private buffer: string[] = [];
  private nextId = 0;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string,
    private readonly options: SocketOptions,
    private readonly createWebSocket: (address: string) => WebSocket = (address) => new WebSocket(address),
  ) {}

  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.handlers.set(event, (this.handlers.get(event) ?? []).filter((h) => h !== handler));
    return this;
  }

  removeAllListeners(): this {
    this.handlers.clear();
    return this;
  }

  connect(): this {
    if (this.ws) return this;
    const ws = this.createWebSocket(socketAddress(this.url, this.options));
    this.ws = ws;
    this.connectTimer = setTimeout(() => this.fail(ws, 'timeout'), this.options.timeout);
    ws.onmessage = (message) => {
      if (typeof message.data === 'string') this.receive(ws, message.data);
    };
    ws.onerror = () => this.fail(ws, 'websocket error');
    ws.onclose = () => this.fail(ws, 'transport close');
    return this;
  }

  /** An emit whose acknowledgement is given up after `ms` with an error, as socket.io's `timeout()`. */
  timeout(ms: number) {
    return {
      emit: (event: string, payload: unknown, ack: Ack) => {
        const id = this.nextId++;
        const timer = setTimeout(() => {
          this.acks.delete(id);
          ack(new Error('operation has timed out'));
        }, ms);
        this.acks.set(id, { ack, timer });
        this.send(encodePacket('2', [event, payload], id));
      },
    };
  }

  disconnect(): this {
    const ws = this.ws;
    if (ws && this.connected) ws.send(encodePacket('1'));
    this.end(ws, 'io client disconnect');
    return this;
  }

  private send(text: string) {
    if (this.connected && this.ws?.readyState === 1) this.ws.send(text);
    else this.buffer.push(text);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) (handler as (...a: unknown[]) => void)(...args);
  }

  private receive(ws: WebSocket, text: string) {
    if (ws !== this.ws) return;
    const packet = decodePacket(text);
    if (!packet) return;
    switch (packet.kind) {
      case 'open':
        this.expectPing(ws, packet.pingInterval + packet.pingTimeout);
        ws.send(encodePacket('0'));
        return;
      case 'ping':
        this.expectPing(ws, undefined);
        ws.send('3');
        return;
      case 'connect': {
        clearTimeout(this.connectTimer);
        this.connected = true;
        this.fire('connect');
        for (const queued of this.buffer.splice(0)) ws.send(queued);
        return;
      }
      case 'connect-error':
        return this.fail(ws, packet.message);
      case 'disconnect':
        return this.end(ws, 'io server disconnect');
      case 'close':
        return this.fail(ws, 'transport close');
      case 'event':
        this.fire(packet.name, ...packet.args);
        if (packet.id !== undefined) ws.send(encodePacket('3', [], packet.id));
        return;
      case 'ack': {
        const pending = this.acks.get(packet.id);
        if (!pending) return;
        this.acks.delete(packet.id);
        clearTimeout(pending.timer);
        pending.ack(null, ...(packet.args as [unknown]));
        return;
      }
      default:
        return;
    }
  }

  private pingWindow = 45_000;
  /** The server pings every interval; silence past interval + timeout is a dead connection. */
  private expectPing(ws: WebSocket, window: number | undefined) {
    if (window !== undefined) this.pingWindow = window;
    clearTimeout(this.heartbeat);
    this.heartbeat = setTimeout(() => this.end(ws, 'ping timeout'), this.pingWindow);
  }

  /** Before the connection: `connect_error`; after it: `disconnect` with the reason. */
  private fail(ws: WebSocket, reason: string) {
    if (ws !== this.ws) return;
    if (this.connected) this.end(ws, reason === 'transport close' ? 'transport close' : 'transport error');
    else {
      this.close(ws);
      this.fire('connect_error', new Error(reason));
    }
  }

  private end(ws: WebSocket | undefined, reason: DisconnectReason) {
    if (!ws || ws !== this.ws) return;
    const wasConnected = this.connected;
    this.close(ws);
    if (wasConnected) this.fire('disconnect', reason);
  }

  private close(ws: WebSocket) {
    clearTimeout(this.connectTimer);
    clearTimeout(this.heartbeat);
    this.connected = false;
    this.ws = undefined;
    ws.onmessage = ws.onerror = ws.onclose = null;
    if (ws.readyState <= 1) ws.close();
  }
}

export const io = (url: string, options: SocketOptions) => new SocketClient(url, options);
