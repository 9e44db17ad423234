/** The sandbox's cross-origin answers: its API and socket only for pages of this machine, or named ones. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A host name of this machine: localhost, IPv6's ::1, or IPv4's 127.0.0.0/8. */
const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);

const ALLOWED_HEADERS = 'Content-Type, Cache-Control, x-extra-params, Authorization, isMobileApp, pwa, isNative, platform';

/**
 * Origins the API answers across origins: pages on this machine (the demo, the test runner, an app
 * in development) and those named in `SANDBOX_ALLOWED_ORIGINS` (comma-separated). Any other page
 * gets no CORS header, so its browser keeps the answer from it.
 */
export function allowedOrigin(origin: string | undefined, extra: readonly string[] = allowedFromEnv()): string | undefined {
  if (!origin) return undefined;
  try {
    const url = new URL(origin);
    if (url.origin !== origin) return undefined;
    if ((url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname)) return origin;
  } catch {
    return undefined;
  }
  return extra.includes(origin) ? origin : undefined;
}

export const allowedFromEnv = (): string[] => (process.env.SANDBOX_ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);

export function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Vary', 'Origin');
  const origin = allowedOrigin(req.headers.origin);
  if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
}
