/**
 * Idempotency as a payment backend keeps it (DESIGN §4): a key stands for the request it was first
 * sent with. The same key with the same parameters gets the first answer again (even while that
 * one is still being made); with other parameters it is refused with 409
 * `banking.idempotencyConflict`. Memory stays bounded: keys expire, and the oldest go first.
 */
import { fail } from './api';
import { keepAtMost } from './bounded';
import type { Envelope } from '../../src/contract';

export const IDEMPOTENCY_CONFLICT = 'banking.idempotencyConflict';
/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 60 * 60_000;
/** How many keys are remembered at most. */
export const IDEMPOTENCY_MAX_KEYS = 10_000;

/** The parameters that make an intent, in one text: the same intent reads the same whatever the order of its fields. */
export function fingerprintOf(request: Record<string, unknown>, names: readonly string[]): string {
  return JSON.stringify(
    names.map((name) => {
      const value = request[name];
      return value && typeof value === 'object' ? Object.entries(value).sort(([a], [b]) => a.localeCompare(b)) : (value ?? null);
    }),
  );
}

export const conflict = () => fail(409, IDEMPOTENCY_CONFLICT, 'This idempotency key was used with other parameters.');

interface Entry<T> {
  fingerprint: string;
  answer: T;
  at: number;
}

export function createIdempotencyLedger<T = Promise<Envelope>>(options: { ttlMs?: number; maxKeys?: number; now?: () => number } = {}) {
  const { ttlMs = IDEMPOTENCY_TTL_MS, maxKeys = IDEMPOTENCY_MAX_KEYS, now = Date.now } = options;
  const entries = new Map<string, Entry<T>>();
  const prune = () => {
    const oldest = now() - ttlMs;
    // A Map keeps insertion order: the first entries are the oldest.
    for (const [id, entry] of entries) {
      if (entry.at > oldest) break;
      entries.delete(id);
    }
    keepAtMost(entries, maxKeys);
  };
  return {
    /** What was answered to this key: nothing yet, the first answer, or a conflict. */
    lookup(id: string, fingerprint: string): { kind: 'new' } | { kind: 'replay'; answer: T } | { kind: 'conflict' } {
      prune();
      const entry = entries.get(id);
      if (!entry) return { kind: 'new' };
      return entry.fingerprint === fingerprint ? { kind: 'replay', answer: entry.answer } : { kind: 'conflict' };
    },
    remember(id: string, fingerprint: string, answer: T): void {
      entries.set(id, { fingerprint, answer, at: now() });
      prune();
    },
    get size() {
      return entries.size;
    },
  };
}
