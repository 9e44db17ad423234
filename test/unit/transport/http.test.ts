import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../src/contract/calls';
import { createHttpTransport, httpHeaders, httpUrl } from '../../../src/transport/http';
import type { TransportConfig } from '../../../src/transport/types';

const config: TransportConfig = {
  mode: 'http',
  apiUrl: 'https://pay.example.com/',
  socketUrl: 'https://pay.example.com',
  token: 'tok',
  xOrigin: 'https://casino.example',
  language: 'en',
  platformVersion: 'redesign',
  pwa: false,
  isMobileApp: true,
  nativePlatform: undefined,
};

describe('HTTP transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the spec headers; native platforms add isNative and platform', () => {
    expect(httpHeaders(config)).toEqual({
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      'x-extra-params': '{"platformVersion":"redesign"}',
      Authorization: 'tok',
      isMobileApp: 'true',
      pwa: 'false',
    });
    expect(httpHeaders({ ...config, nativePlatform: 'ios' })).toMatchObject({ isNative: 'true', platform: 'ios' });
  });

  it('builds /api/{prefix}/{name}; GET carries a query, POST a body', () => {
    expect(httpUrl(config, CALLS.methodsPayment, { country: 'MX' })).toBe('https://pay.example.com/api/banking/methods-payment-v5');
    expect(httpUrl(config, CALLS.countrySelector, { a: 'x y', b: undefined })).toBe(
      'https://pay.example.com/api/banking/methods-country-selector-v2?a=x+y',
    );
  });

  it('raises non-2xx answers with status, code and message; 401 tells the host', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'auth.tokenExpired', message: 'Token expired' }), { status: 401 })));
    const onUnauthorized = vi.fn();
    const transport = createHttpTransport(config, { onUnauthorized, onReconnectAttempt: vi.fn(), onConnectionLost: vi.fn(), onConnected: vi.fn(), onTokenRenewed: vi.fn() });
    await expect(transport.request(CALLS.methodsPayment, {})).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      code: 'auth.tokenExpired',
      message: 'Token expired',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('survives an HTML error page and reports a network failure as such', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>502</html>', { status: 502 })));
    const hooks = { onUnauthorized: vi.fn(), onReconnectAttempt: vi.fn(), onConnectionLost: vi.fn(), onConnected: vi.fn(), onTokenRenewed: vi.fn() };
    await expect(createHttpTransport(config, hooks).request(CALLS.methodsPayment, {})).rejects.toMatchObject({ kind: 'http', status: 502, message: 'HTTP 502' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(createHttpTransport(config, hooks).request(CALLS.methodsPayment, {})).rejects.toMatchObject({ kind: 'network' });
  });

  it('rejects a 200 answer that is not JSON as a malformed response', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not json', { status: 200 })));
    const hooks = { onUnauthorized: vi.fn(), onReconnectAttempt: vi.fn(), onConnectionLost: vi.fn(), onConnected: vi.fn(), onTokenRenewed: vi.fn() };
    await expect(createHttpTransport(config, hooks).request(CALLS.methodsPayment, {})).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
