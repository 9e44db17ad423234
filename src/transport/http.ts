import { type CallSpec, httpPath } from '../contract/common';
import { CashierError } from './errors';
import type { Transport, TransportConfig, TransportHooks } from './types';

/** Spec §7: the headers every HTTP call carries. */
export function httpHeaders(config: TransportConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache',
    'x-extra-params': JSON.stringify({ platformVersion: config.platformVersion }),
    Authorization: config.token,
    isMobileApp: String(config.isMobileApp),
    pwa: String(config.pwa),
  };
  if (config.nativePlatform) {
    headers.isNative = 'true';
    headers.platform = config.nativePlatform;
  }
  return headers;
}

export function httpUrl(config: TransportConfig, spec: CallSpec, payload: unknown): string {
  const url = `${config.apiUrl.replace(/\/+$/, '')}${httpPath(spec)}`;
  if (spec.method !== 'GET' || payload == null || typeof payload !== 'object') return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    if (!response.ok) return undefined;
    throw new CashierError('invalid-response', `Response is not JSON (status ${response.status})`);
  }
}

export function createHttpTransport(config: TransportConfig, hooks: TransportHooks): Transport {
  return {
    mode: 'http',
    async request(spec, payload, signal) {
      let response: Response;
      try {
        response = await fetch(httpUrl(config, spec, payload), {
          method: spec.method,
          headers: httpHeaders(config),
          body: spec.method === 'GET' ? undefined : JSON.stringify(payload ?? {}),
          signal,
          credentials: 'omit',
        });
      } catch (thrown) {
        if (signal?.aborted) throw new CashierError('aborted', 'Request aborted', { cause: thrown });
        throw new CashierError('network', thrown instanceof Error ? thrown.message : 'Failed to fetch', { cause: thrown });
      }
      const body = await readJson(response);
      if (!response.ok) {
        if (response.status === 401) hooks.onUnauthorized();
        const error = (body && typeof body === 'object' ? body : {}) as { message?: unknown; code?: unknown; data?: unknown };
        const message = typeof error.message === 'string' ? error.message : `HTTP ${response.status}`;
        throw new CashierError('http', message, {
          status: response.status,
          code: typeof error.code === 'string' ? error.code : undefined,
          serverMessage: typeof error.message === 'string' ? error.message : undefined,
          data: error.data,
        });
      }
      return body;
    },
    subscribe: () => () => {},
    close() {},
  };
}
