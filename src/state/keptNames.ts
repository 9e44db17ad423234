import { ledgerSalt } from './deposit/intentLedger';
import { hash64 } from './hash64';

/**
 * How what this browser keeps of a player is named: `{prefix}{player tag}.{hash}`. Both parts are
 * hashed with this browser's random salt (the intent ledger's), so a name cannot be computed from a
 * guessed player id (or read back to one) without it: a numeric id cannot be enumerated to find a
 * player's last deposit. The player tag is a part of its own so that a player's entries can be
 * found, and forgotten, by their id alone.
 */

/** 128 random bits as hex (getRandomValues works outside secure contexts too, where randomUUID does not exist). */
function randomSalt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This browser's salt, made once and shared with the intent ledger. */
export const browserSalt = (storage: Storage | null): string => ledgerSalt(storage, randomSalt);

/** The part of a name that says whose an entry is. */
export const playerTag = (salt: string, player: string): string => hash64(JSON.stringify([salt, player]));

/** The name of the player's entry under `prefix` for `what` (the backend, the request…). */
export const keptName = (prefix: string, salt: string, player: string, what: readonly unknown[]): string =>
  `${prefix}${playerTag(salt, player)}.${hash64(JSON.stringify([salt, ...what]))}`;

/** Whether `name` is one of the player (of `tag`)'s entries under `prefix`. */
export const isPlayersName = (name: string, prefix: string, tag: string): boolean => name.startsWith(`${prefix}${tag}.`);

/** A name as this release writes them; an older release's (unsalted) names are not. */
const isCurrentName = (name: string, prefix: string): boolean => /^[0-9a-z]+\.[0-9a-z]+$/.test(name.slice(prefix.length));

/**
 * After a write under `prefix`: removes the entries past `ttlMs`, those named as an older release
 * named them, and the oldest beyond `max`, so that what is kept never grows with each player or
 * token. An entry's age is its `at`; one without is the oldest. Throws what the storage throws.
 */
export function pruneKept(storage: Storage, prefix: string, now: number, limits: { ttlMs: number; max: number }): void {
  const kept: { name: string; at: number }[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (!name?.startsWith(prefix)) continue;
    const at = Number((/"at":(\d+)/.exec(storage.getItem(name) ?? '') ?? [])[1]);
    kept.push({ name, at: Number.isFinite(at) ? at : 0 });
  }
  kept.sort((a, b) => b.at - a.at);
  for (const [index, { name, at }] of kept.entries()) {
    if (index >= limits.max || now - at > limits.ttlMs || !isCurrentName(name, prefix)) storage.removeItem(name);
  }
}
