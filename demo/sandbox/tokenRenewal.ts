/**
 * Tokens the backend renews (spec §4 "Socket": the `login.token` push; README "Sandbox test
 * values"): a socket that connects with a `renewing-…` token is pushed a new token after
 * RENEW_AFTER_MS on the sandbox clock; that socket goes on as the new token, and the old one
 * expires, so a reconnection or a call that still uses it is answered 401. The new token is the
 * same player: what they did with the old one (a deposit being paid) is still theirs.
 */
import { randomUUID } from 'node:crypto';
import { keepAtMost, MAX_RECORDS } from './bounded';
import { scaledDelay } from './clock';

export const RENEWING_PREFIX = 'renewing-';
export const RENEW_AFTER_MS = 2000;

export function createTokenRenewal(timeFactor = 1) {
  const expired = new Set<string>();
  /** A renewed token → the token its player first came with (the sandbox's players are their first token). */
  const firstTokens = new Map<string, string>();
  const playerOf = (token: string): string => firstTokens.get(token) ?? token;
  return {
    isExpired: (token: string): boolean => expired.has(token),
    playerOf,
    /** Renews a renewing token later: `renewed` gets the new one. Returns the cancel (the socket closed first). */
    renewLater(token: string, renewed: (next: string) => void): () => void {
      if (!token.startsWith(RENEWING_PREFIX) || expired.has(token)) return () => {};
      const timer = setTimeout(() => {
        const next = `renewed-${randomUUID()}`;
        expired.add(token);
        firstTokens.set(next, playerOf(token));
        keepAtMost(expired, MAX_RECORDS);
        keepAtMost(firstTokens, MAX_RECORDS);
        renewed(next);
      }, scaledDelay(RENEW_AFTER_MS, timeFactor));
      return () => clearTimeout(timer);
    },
  };
}
export type TokenRenewal = ReturnType<typeof createTokenRenewal>;
