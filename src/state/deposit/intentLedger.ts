/**
 * One deposit per intent being made across tabs and elements: a player who presses Deposit for the
 * same method, amount and fields in two tabs at once must get one deposit. The idempotency key of
 * an intent whose create is in flight is shared through localStorage under a salted hash of the
 * intent, so a second tab sends the first tab's key and the backend answers with the first deposit.
 *
 * Only while it is being made: once the payment was handed to the player (a provider window, an
 * invoice, an address), or the answer named no deposit, the same intent is a new deposit, because a
 * player who pays and then deposits the same amount again means a second deposit. The record stays
 * a while after it was handed over, so that an element that joined it does not tell its host of
 * the same deposit twice.
 */

import { hash64 } from '../hash64';

/** How long another tab may join a key: a create's answer (the 30 s batch) after a captcha, and no longer. */
export const SHARE_WINDOW_MS = 60_000;
/** How long a record is kept at all: it says which deposits a host was already told of. */
export const RECORD_KEPT_MS = 10 * 60_000;
export const INTENT_STORAGE_PREFIX = 'payment-cashier:intent:';
/** This browser's salt for the hashes (so a hash cannot be matched against a guessed phone number elsewhere). */
export const INTENT_SALT_NAME = 'payment-cashier:intent-salt';

export interface Intent {
  /** Who pays: the host's user id, else the token hashed (playerOf); a key never crosses players. */
  player: string;
  method: string;
  amount: number;
  currency: string;
  fields: Readonly<Record<string, string>>;
  /** The account a withdrawal is paid from; absent for deposits. */
  account?: string;
  /** Everything else the request sends that changes what is made (a box, the bonus, the wallet, the country, the open deposit). */
  also?: Readonly<Record<string, string>>;
}

export interface IntentRecord {
  key: string;
  at: number;
  /** The deposit the key made, once the backend answered. */
  depositId?: string;
  /** The payment was handed to the player: no tab joins the intent any more. */
  handedOver?: true;
  /** A host was told of the deposit (onCreateTransaction): no element tells its host again. */
  told?: true;
}

/** A hash of the salt and the intent: the fields (a phone number, a name) are never stored readable. */
export function intentHash(intent: Intent, salt: string): string {
  const sorted = (record: Readonly<Record<string, string>>) =>
    Object.keys(record)
      .sort()
      .map((name) => [name, record[name]]);
  const fields = sorted(intent.fields);
  const also = intent.also ? [sorted(intent.also)] : [];
  return hash64(JSON.stringify([salt, intent.player, intent.method, intent.amount, intent.currency, fields, intent.account ?? null, ...also]));
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
    return {
      key: record.key,
      at: record.at,
      ...(typeof record.depositId === 'string' ? { depositId: record.depositId } : {}),
      ...(record.handedOver === true ? { handedOver: true as const } : {}),
      ...(record.told === true ? { told: true as const } : {}),
    };
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

/** The intent's record while another tab may join it (being made, not handed over); null without one or without storage. */
export function joinableRecord(storage: Storage | null, name: string, now: number): IntentRecord | null {
  if (!storage) return null;
  try {
    const record = readRecord(storage, name);
    return record && !record.handedOver && now - record.at < SHARE_WINDOW_MS ? record : null;
  } catch {
    return null;
  }
}

/** Records the key this tab pays the intent with (again when its create is sent), dropping records past their keeping so storage does not grow. */
export function recordIntent(storage: Storage | null, name: string, key: string, now: number): void {
  if (!storage) return;
  try {
    for (const [each, record] of records(storage)) if (!record || now - record.at >= RECORD_KEPT_MS) storage.removeItem(each);
    storage.setItem(name, JSON.stringify({ key, at: now } satisfies IntentRecord));
  } catch {
    // Storage that cannot be written shares nothing: this tab's own key still covers its retries.
  }
}

/**
 * The backend made a deposit with the key: the record names it (so its final status can end it),
 * and says whether it was handed to the player and whether a host was told of it.
 */
export function attachDeposit(storage: Storage | null, name: string, key: string, depositId: string, marks: { handedOver?: boolean; told?: boolean } = {}): void {
  if (!storage) return;
  try {
    const record = readRecord(storage, name);
    if (record?.key !== key) return;
    const marked: IntentRecord = { ...record, depositId, ...(marks.handedOver ? { handedOver: true } : {}), ...(marks.told ? { told: true } : {}) };
    storage.setItem(name, JSON.stringify(marked));
  } catch {
    // Nothing recorded, nothing to name.
  }
}

/** Whether some element already told its host of this deposit (it joined another tab's key). */
export function wasTold(storage: Storage | null, depositId: string): boolean {
  if (!storage) return false;
  try {
    return records(storage).some(([, record]) => record?.depositId === depositId && record.told === true);
  } catch {
    return false;
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
