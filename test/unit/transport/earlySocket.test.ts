import { describe, expect, it, vi } from 'vitest';
import { openEarlySocket } from '../../../src/transport/earlySocket';

/** A WebSocket the test drives: `hear` dispatches an event as the network would. */
class FakeWebSocket extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static made: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeWebSocket.made.push(this);
  }
  hear(type: 'open' | 'message' | 'error' | 'close', data?: string) {
    if (type === 'open') this.readyState = FakeWebSocket.OPEN;
    if (type === 'close') this.readyState = FakeWebSocket.CLOSED;
    const event = type === 'message' ? new MessageEvent('message', { data }) : new Event(type);
    this.dispatchEvent(event); // happy-dom's EventTarget calls the `on…` handler too, as a browser does
  }
  close() {
    this.closed = true;
    this.readyState = FakeWebSocket.CLOSED;
  }
}

const URL_ = 'wss://pay.example.com/v4/socket.io/?Authorization=tok&EIO=4&transport=websocket';
const open = () => {
  const early = openEarlySocket(URL_, FakeWebSocket as unknown as typeof WebSocket);
  return { early, socket: FakeWebSocket.made.at(-1)! };
};

describe('a socket opened early', () => {
  it('opens at once, and hands what it heard before it was taken to the handlers set on it, in order, then what comes after', async () => {
    const { early, socket } = open();
    expect(socket.url).toBe(URL_);
    socket.hear('open');
    socket.hear('message', '0{"sid":"a"}');
    const adopted = early.adopt(URL_) as unknown as FakeWebSocket;
    expect(adopted).toBe(socket);
    const heard: string[] = [];
    adopted.onopen = () => heard.push('open');
    adopted.onmessage = (event) => heard.push(`message ${(event as MessageEvent).data}`);
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual(['open', 'message 0{"sid":"a"}']);
    socket.hear('message', '40');
    expect(heard).toEqual(['open', 'message 0{"sid":"a"}', 'message 40']);
  });

  it('is taken once: the next connection opens its own', () => {
    const { early, socket } = open();
    expect(early.adopt(URL_)).toBe(socket);
    expect(early.adopt(URL_)).toBeNull();
  });

  it('is not taken by a connection to another address, and is closed', () => {
    const { early, socket } = open();
    expect(early.adopt(`${URL_}&sid=x`)).toBeNull();
    expect(socket.closed).toBe(true);
  });

  it('is not taken once the server has closed it: the connection opens a fresh one', () => {
    const { early, socket } = open();
    socket.hear('close');
    expect(early.adopt(URL_)).toBeNull();
  });

  it('is closed when the session ends before anybody took it, and only then', () => {
    const first = open();
    first.early.close();
    expect(first.socket.closed).toBe(true);
    expect(first.early.adopt(URL_)).toBeNull();
    const second = open();
    second.early.adopt(URL_);
    second.early.close();
    expect(second.socket.closed).toBe(false);
  });

  it('with an address the browser refuses, is never taken (socket.io reports the same address when it tries)', () => {
    const refusing = vi.fn(() => {
      throw new SyntaxError('bad address');
    });
    const early = openEarlySocket('not a url', refusing as unknown as typeof WebSocket);
    expect(early.adopt('not a url')).toBeNull();
    expect(() => early.close()).not.toThrow();
  });
});
