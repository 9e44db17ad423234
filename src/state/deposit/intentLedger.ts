/**
 * One deposit per intent across tabs (issue 4): a player who presses Deposit for the same method,
 * amount and fields in two tabs must get one deposit. The idempotency key of an intent being paid
 * is shared through localStorage under a hash of the intent, so the second tab sends the first
 * tab's key and the backend answers with the first deposit. A tab never reuses a key it has
 * itself completed with, so a deliberate second deposit from the same tab is still possible.
 */

/** How long a shared key stands for its intent: past this, the same intent is a new deposit. */
export const INTENT_TTL_MS = 10 * 60_000;
export const INTENT_STORAGE_PREFIX = 'payment-cashier:intent:';

export interface Intent {
  userId: string;
  method: string;
  amount: number;
  currency: string;
  fields: Readonly<Record<string, string>>;
}

interface IntentRecord {
  key: string;
  at: number;
}

/** FNV-1a, 2 × 32 bits: the intent's fields (a phone number, a name) are never stored readable. */
export function intentHash(intent: Intent): string {
  const fields = Object.keys(intent.fields)
    .sort()
    .map((name) => [name, intent.fields[name]]);
  const text = JSON.stringify([intent.userId, intent.method, intent.amount, intent.currency, fields]);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return a.toString(36) + b.toString(36);
}

function readRecord(storage: Storage, name: string): IntentRecord | null {
  try {
    const record = JSON.parse(storage.getItem(name) ?? 'null') as Partial<IntentRecord> | null;
    return record && typeof record.key === 'string' && typeof record.at === 'number' ? { key: record.key, at: record.at } : null;
  } catch {
    return null;
  }
}

/** Drops the records of intents older than the lifetime, so storage does not grow. */
function sweep(storage: Storage, now: number): void {
  for (let index = storage.length - 1; index >= 0; index -= 1) {
    const name = storage.key(index);
    if (!name?.startsWith(INTENT_STORAGE_PREFIX)) continue;
    const record = readRecord(storage, name);
    if (!record || now - record.at >= INTENT_TTL_MS) storage.removeItem(name);
  }
}

/**
 * The key to create this intent's deposit with: the one another tab is paying it with, or this
 * tab's own (then recorded for the others). Without storage (a sandboxed frame, private mode),
 * this tab's own key, which still covers double clicks and retries.
 */
export function claimIntentKey(
  storage: Storage | null,
  intent: Intent,
  ownKey: string,
  completedKeys: ReadonlySet<string>,
  now: number,
): string {
  if (!storage) return ownKey;
  try {
    const name = INTENT_STORAGE_PREFIX + intentHash(intent);
    const record = readRecord(storage, name);
    if (record && now - record.at < INTENT_TTL_MS && !completedKeys.has(record.key)) return record.key;
    sweep(storage, now);
    storage.setItem(name, JSON.stringify({ key: ownKey, at: now } satisfies IntentRecord));
    return ownKey;
  } catch {
    return ownKey;
  }
}

/** The page's localStorage, or null where reading it throws (blocked third-party storage). */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The backend refused the intent with this key (a definitive failure): no tab may pay the intent
 * with it again, or every press would replay the refusal.
 */
export function releaseIntentKey(storage: Storage | null, intent: Intent, key: string): void {
  if (!storage) return;
  try {
    const name = INTENT_STORAGE_PREFIX + intentHash(intent);
    if (readRecord(storage, name)?.key === key) storage.removeItem(name);
  } catch {
    // Storage that cannot be written holds nothing to release.
  }
}
