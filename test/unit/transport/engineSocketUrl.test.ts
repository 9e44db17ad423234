import { io, WebSocket as WebSocketTransport } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../src/contract/common';
import { engineSocketUrl, socketQuery } from '../../../src/transport/socketAddress';

// The socket opened early is taken only at the very address socket.io-client's engine asks for:
// here the real client is asked, for the addresses and queries a host can give.
const base = {
  mode: 'socket' as const,
  apiUrl: '',
  token: 'tok',
  xOrigin: 'https://casino.example',
  language: 'pt-BR',
  platformVersion: 'redesign',
  pwa: false,
  isMobileApp: true,
  nativePlatform: undefined as string | undefined,
};

/** The address socket.io-client's engine gives its WebSocket for `config` (nothing is opened). */
function addressAskedFor(config: typeof base & { socketUrl: string }): Promise<string> {
  return new Promise((resolve) => {
    class Recording extends WebSocketTransport {
      override createSocket(uri: string) {
        resolve(uri);
        return { close() {} };
      }
    }
    const client = io(config.socketUrl, { path: SOCKET_PATH, transports: [Recording], autoConnect: false, forceNew: true, reconnection: false, query: socketQuery(config) });
    client.connect();
    client.disconnect();
  });
}

describe("the early socket's address", () => {
  it.each([
    ['http://127.0.0.1:4188', {}],
    ['https://pay.example.com', {}],
    ['https://pay.example.com:8443/', { nativePlatform: 'ios' }],
    ['https://pay.example.com', { token: 'a b+c/=&é', xOrigin: "https://o'hara.example", language: 'zh-Hant' }],
  ])('is the one socket.io-client asks for (%s)', async (socketUrl, overrides) => {
    const config = { ...base, ...overrides, socketUrl };
    expect(engineSocketUrl(config)).toBe(await addressAskedFor(config));
  });
});
