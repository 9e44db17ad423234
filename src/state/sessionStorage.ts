import * as v from 'valibot';
import { type Remembered, UserSchema } from '../host/handshake';
import type { TransportMode } from '../transport/types';

/** Spec §3: the session storage keys. */
export const STORAGE_KEYS = { forceLogging: 'force_logging', user: 'user', transport: 'transport' } as const;

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

/** `sessionStorage.force_logging = 'true'` makes the widget log every host event and call to the console. */
export const isForceLogging = (): boolean => read(STORAGE_KEYS.forceLogging) === 'true';

export function rememberSession(transport: TransportMode, user: unknown): void {
  write(STORAGE_KEYS.transport, transport);
  write(STORAGE_KEYS.user, JSON.stringify(user));
}
