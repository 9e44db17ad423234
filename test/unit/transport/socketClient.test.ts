import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodePacket, SocketClient, socketAddress } from '../../../src/transport/socketClient';

/** A WebSocket the test plays the server of: it records what the client sends. */
class FakeWebSocket {
  readyState = 1;
  sent: string[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly address: string) {}
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  server(text: string) {
    this.onmessage?.({ data: text });
  }
}

const OPEN = '0{"sid":"s1","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}';

function client() {
  const sockets: FakeWebSocket[] = [];
  const socket = new SocketClient('https://pay.example.com', { path: '/v4/socket.io', query: { Authorization: 'tok' }, timeout: 20_000 }, (address) => {
    const ws = new FakeWebSocket(address);
    sockets.push(ws);
    return ws as unknown as WebSocket;
  });
  const events: unknown[][] = [];
  for (const name of ['connect', 'connect_error', 'disconnect']) socket.on(name, (...args: unknown[]) => events.push([name, ...args]));
  const ws = () => sockets.at(-1)!;
  const connected = () => {
    socket.connect();
    ws().server(OPEN);
    ws().server('40{"sid":"x"}');
    return ws();
  };
  return { socket, sockets, ws, events, connected };
}

describe('the socket client (Engine.IO 4, Socket.IO 5, WebSocket only)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('addresses the server on ws(s) with the path, EIO=4, websocket and the query', () => {
    expect(socketAddress('https://pay.example.com', { path: '/v4/socket.io', query: { Authorization: 'a b', Language: 'ru' } })).toBe(
      'wss://pay.example.com/v4/socket.io/?Authorization=a+b&Language=ru&EIO=4&transport=websocket',
    );
    expect(socketAddress('http://127.0.0.1:4199', { path: '/v4/socket.io/', query: {} })).toBe('ws://127.0.0.1:4199/v4/socket.io/?EIO=4&transport=websocket');
  });

  it('joins the default namespace after the open packet, and says connect once it is in', () => {
    const { socket, ws, events } = client();
    socket.connect();
    expect(ws().address).toContain('EIO=4');
    ws().server(OPEN);
    expect(ws().sent).toEqual(['40']);
    expect(events).toEqual([]);
    ws().server('40{"sid":"x"}');
    expect(events).toEqual([['connect']]);
  });

  it('emits with an id and hands the acknowledgement to its callback', () => {
    const { socket, connected } = client();
    const ws = connected();
    const ack = vi.fn();
    socket.timeout(30_000).emit('banking:methods-payment-v5', { country: 'MX' }, ack);
    socket.timeout(30_000).emit('banking:deposit-status', { depositId: 'd' }, vi.fn());
    expect(ws.sent.slice(1)).toEqual(['420["banking:methods-payment-v5",{"country":"MX"}]', '421["banking:deposit-status",{"depositId":"d"}]']);
    ws.server('430[{"status":200,"data":{"ok":true}}]');
    expect(ack).toHaveBeenCalledWith(null, { status: 200, data: { ok: true } });
    ws.server('430[{"status":500}]'); // an answer for an id already answered is dropped
    expect(ack).toHaveBeenCalledOnce();
  });

  it('gives up an acknowledgement after its timeout', () => {
    const { socket, connected } = client();
    connected();
    const ack = vi.fn();
    socket.timeout(30_000).emit('banking:x', {}, ack);
    vi.advanceTimersByTime(30_000);
    expect(ack).toHaveBeenCalledWith(expect.objectContaining({ message: 'operation has timed out' }));
  });

  it('holds emits made before the connection and sends them once connected', () => {
    const { socket, ws, connected } = client();
    socket.timeout(30_000).emit('banking:early', { a: 1 }, vi.fn());
    connected();
    expect(ws().sent).toEqual(['40', '420["banking:early",{"a":1}]']);
  });

  it("delivers the server's events, and acknowledges those that ask", () => {
    const { socket, connected } = client();
    const ws = connected();
    const handler = vi.fn();
    socket.on('deposit.status', handler);
    ws.server('42["deposit.status",{"depositId":"d","status":1}]');
    ws.server('427["deposit.status",{"depositId":"d","status":2}]');
    expect(handler.mock.calls).toEqual([[{ depositId: 'd', status: 1 }], [{ depositId: 'd', status: 2 }]]);
    expect(ws.sent.at(-1)).toBe('437[]');
    socket.off('deposit.status', handler);
    ws.server('42["deposit.status",{}]');
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('answers pings, and calls a silent server dead after interval + timeout', () => {
    const { events, connected } = client();
    const ws = connected();
    vi.advanceTimersByTime(40_000);
    ws.server('2');
    expect(ws.sent.at(-1)).toBe('3');
    vi.advanceTimersByTime(44_999);
    expect(events).toEqual([['connect']]);
    vi.advanceTimersByTime(1);
    expect(events.at(-1)).toEqual(['disconnect', 'ping timeout']);
    expect(ws.closed).toBe(true);
  });

  it('reports a failed connection as connect_error: refused, closed, or too slow', () => {
    const refused = client();
    refused.socket.connect();
    refused.ws().server(OPEN);
    refused.ws().server('44{"message":"Not authorized"}');
    expect(refused.events).toEqual([['connect_error', new Error('Not authorized')]]);

    const closed = client();
    closed.socket.connect();
    closed.ws().onclose!();
    expect(closed.events).toEqual([['connect_error', new Error('transport close')]]);

    const slow = client();
    slow.socket.connect();
    vi.advanceTimersByTime(20_000);
    expect(slow.events).toEqual([['connect_error', new Error('timeout')]]);
    expect(slow.ws().closed).toBe(true);
  });

  it('names why a connected socket went: the server, the network, or us; and connects again on demand', () => {
    const { socket, sockets, events, connected } = client();
    connected().server('41');
    expect(events.at(-1)).toEqual(['disconnect', 'io server disconnect']);
    connected().onclose!();
    expect(events.at(-1)).toEqual(['disconnect', 'transport close']);
    const third = connected();
    socket.disconnect();
    expect(third.sent.at(-1)).toBe('41');
    expect(third.closed).toBe(true);
    expect(events.at(-1)).toEqual(['disconnect', 'io client disconnect']);
    expect(sockets).toHaveLength(3);
  });

  it('ignores what it does not speak', () => {
    for (const text of ['', '4', '45-["binary"]', '42{"not":"a list"}', '42[1]', '43["no id"]', '4x', 'junk', '0{bad json']) {
      expect(decodePacket(text)).toBeUndefined();
    }
    expect(decodePacket('6')).toEqual({ kind: 'noop' });
  });
});
