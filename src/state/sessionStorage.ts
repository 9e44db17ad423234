import * as v from 'valibot';
import { type Remembered, type User, UserSchema } from '../host/handshake';
import type { TransportMode } from '../transport/types';

/**
 * Spec §3's session storage keys, prefixed: the storage belongs to the host page, whose own
 * `user` or `transport` must never be overwritten or read as ours.
 */
export const STORAGE_KEYS = {
  forceLogging: 'payment-cashier:force_logging',
  user: 'payment-cashier:user',
  transport: 'payment-cashier:transport',
} as const;
/** The spec's bare key, still honoured: support engineers type it by hand, and it is only ever read. */
const BARE_FORCE_LOGGING_KEY = 'force_logging';

/**
 * What a web view reload needs from the player: region, currency, language and platform
 * (`normaliseHandshake` and `start`). Never email, phone, passport, token, name or balance.
 */
const REMEMBERED_USER_FIELDS = ['paymentGeo', 'currency', 'lang', 'platform'] as const satisfies readonly (keyof User)[];

/** sessionStorage, or nothing where the browser refuses it (sandboxed frames, some private modes). */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or refused storage only loses the convenience of remembering.
  }
}

/** Spec §5: a stored transport counts only when it is socket or http. */
export function parseStoredTransport(value: string | null): TransportMode | undefined {
  return value === 'socket' || value === 'http' ? value : undefined;
}

/** A stored player counts only when it is valid JSON of the user's shape. */
export function parseStoredUser(value: string | null): Remembered['user'] {
  if (!value) return undefined;
  try {
    const parsed = v.safeParse(UserSchema, JSON.parse(value));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export const remembered = (): Remembered => ({
  transport: parseStoredTransport(read(STORAGE_KEYS.transport)),
  user: parseStoredUser(read(STORAGE_KEYS.user)),
});

/** `payment-cashier:force_logging` (or the bare `force_logging`) set to 'true' logs every host event to the console. */
export const isForceLogging = (): boolean =>
  read(STORAGE_KEYS.forceLogging) === 'true' || read(BARE_FORCE_LOGGING_KEY) === 'true';

export function rememberSession(transport: TransportMode, user: User): void {
  const kept = Object.fromEntries(
    REMEMBERED_USER_FIELDS.filter((field) => user[field] !== undefined).map((field) => [field, user[field]]),
  );
  write(STORAGE_KEYS.transport, transport);
  write(STORAGE_KEYS.user, JSON.stringify(kept));
}
