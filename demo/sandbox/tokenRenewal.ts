/**
 * Tokens the backend renews (spec §4 "Socket": the `login.token` push; README "Sandbox test
 * values"): a socket that connects with a `renewing-…` token is pushed a new token after
 * RENEW_AFTER_MS on the sandbox clock; that socket goes on as the new token, and the old one
 * expires, so a reconnection or a call that still uses it is answered 401.
 */
import { randomUUID } from 'node:crypto';
import { keepAtMost, MAX_RECORDS } from './bounded';
import { scaledDelay } from './clock';

export const RENEWING_PREFIX = 'renewing-';
export const RENEW_AFTER_MS = 2000;

export function createTokenRenewal(timeFactor = 1) {
  const expired = new Set<string>();
  return {
    isExpired: (token: string): boolean => expired.has(token),
    /** Renews a renewing token later: `renewed` gets the new one. Returns the cancel (the socket closed first). */
    renewLater(token: string, renewed: (next: string) => void): () => void {
      if (!token.startsWith(RENEWING_PREFIX) || expired.has(token)) return () => {};
      const timer = setTimeout(() => {
        expired.add(token);
        keepAtMost(expired, MAX_RECORDS);
        renewed(`renewed-${randomUUID()}`);
      }, scaledDelay(RENEW_AFTER_MS, timeFactor));
      return () => clearTimeout(timer);
    },
  };
}
export type TokenRenewal = ReturnType<typeof createTokenRenewal>;
