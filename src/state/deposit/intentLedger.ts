/**
 * One deposit per open intent across tabs and elements (issues 4 and 25): a player who presses
 * Deposit for the same method, amount and fields in two tabs must get one deposit. The
 * idempotency key of an intent being paid is shared through localStorage under a salted hash of
 * the intent, so a second tab sends the first tab's key and the backend answers with the first
 * deposit. The record names the deposit once it exists; a final status of that deposit (paid,
 * declined, cancelled, expired) ends the record for every tab, so the next intent is a new key.
 */

import { hash64 } from '../hash64';

/** How long a shared key stands for its intent: past this, the same intent is a new deposit. */
export const INTENT_TTL_MS = 10 * 60_000;
export const INTENT_STORAGE_PREFIX = 'payment-cashier:intent:';
/** This browser's salt for the hashes (so a hash cannot be matched against a guessed phone number elsewhere). */
export const INTENT_SALT_NAME = 'payment-cashier:intent-salt';

export interface Intent {
  userId: string;
  method: string;
  amount: number;
  currency: string;
  fields: Readonly<Record<string, string>>;
  /** The account a withdrawal is paid from; absent for deposits. */
  account?: string;
  /** What else tells this intent from another of the same method and amount (a sweepstakes box). */
  also?: Readonly<Record<string, string>>;
}

export interface IntentRecord {
  key: string;
  at: number;
  /** The deposit the key made, once the backend answered. */
  depositId?: string;
}

/** A hash of the salt and the intent: the fields (a phone number, a name) are never stored readable. */
export function intentHash(intent: Intent, salt: string): string {
  const sorted = (record: Readonly<Record<string, string>>) =>
    Object.keys(record)
      .sort()
      .map((name) => [name, record[name]]);
  const fields = sorted(intent.fields);
  const also = intent.also ? [sorted(intent.also)] : [];
  return hash64(JSON.stringify([salt, intent.userId, intent.method, intent.amount, intent.currency, fields, intent.account ?? null, ...also]));
}

/** This browser's salt, made once; without storage, a salt of this page's life (the ledger is then unused anyway). */
export function ledgerSalt(storage: Storage | null, fresh: () => string): string {
  try {
    const known = storage?.getItem(INTENT_SALT_NAME);
    if (known) return known;
    const salt = fresh();
    storage?.setItem(INTENT_SALT_NAME, salt);
    return salt;
  } catch {
    return fresh();
  }
}

/** The storage name of an intent's record. */
export const intentName = (intent: Intent, salt: string): string => INTENT_STORAGE_PREFIX + intentHash(intent, salt);

function readRecord(storage: Storage, name: string): IntentRecord | null {
  try {
    const record = JSON.parse(storage.getItem(name) ?? 'null') as Partial<IntentRecord> | null;
    if (!record || typeof record.key !== 'string' || typeof record.at !== 'number') return null;
    return typeof record.depositId === 'string' ? { key: record.key, at: record.at, depositId: record.depositId } : { key: record.key, at: record.at };
  } catch {
    return null;
  }
}

/** Every record of the ledger with its name (unreadable ones as null). */
function records(storage: Storage): [string, IntentRecord | null][] {
  const found: [string, IntentRecord | null][] = [];
  for (let index = storage.length - 1; index >= 0; index -= 1) {
    const name = storage.key(index);
    if (name?.startsWith(INTENT_STORAGE_PREFIX)) found.push([name, readRecord(storage, name)]);
  }
  return found;
}

/** The intent's record while it is open (not past its lifetime); null without one or without storage. */
export function openRecord(storage: Storage | null, name: string, now: number): IntentRecord | null {
  if (!storage) return null;
  try {
    const record = readRecord(storage, name);
    return record && now - record.at < INTENT_TTL_MS ? record : null;
  } catch {
    return null;
  }
}

/** Records the key this tab pays the intent with, dropping records past their lifetime so storage does not grow. */
export function recordIntent(storage: Storage | null, name: string, key: string, now: number): void {
  if (!storage) return;
  try {
    for (const [each, record] of records(storage)) if (!record || now - record.at >= INTENT_TTL_MS) storage.removeItem(each);
    storage.setItem(name, JSON.stringify({ key, at: now } satisfies IntentRecord));
  } catch {
    // Storage that cannot be written shares nothing: this tab's own key still covers its retries.
  }
}

/** The backend made a deposit with the key: the record names it, so its final status can end it. */
export function attachDeposit(storage: Storage | null, name: string, key: string, depositId: string): void {
  if (!storage) return;
  try {
    const record = readRecord(storage, name);
    if (record?.key === key) storage.setItem(name, JSON.stringify({ ...record, depositId } satisfies IntentRecord));
  } catch {
    // Nothing recorded, nothing to name.
  }
}

/**
 * The intent is over (its deposit reached a final status, or the backend refused the key): no tab
 * joins it again. Matched by key or by deposit; records other tabs made since are left alone.
 */
export function endIntent(storage: Storage | null, match: { key: string } | { depositId: string }): void {
  if (!storage) return;
  try {
    for (const [name, record] of records(storage)) {
      if (!record) continue;
      if ('key' in match ? record.key === match.key : record.depositId === match.depositId) storage.removeItem(name);
    }
  } catch {
    // Storage that cannot be read holds nothing to end.
  }
}
