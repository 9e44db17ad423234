import { getDepositStatus } from '../../api/getDepositStatus';
import type { CashierError } from '../../transport/errors';
import type { Cashier } from '../cashier';
import { attachDeposit, endIntent, type Intent, intentName, joinableRecord, ledgerSalt, recordIntent, wasTold } from '../deposit/intentLedger';
import { localStorageOrNull } from '../localStorageOrNull';
import { isFinal, statusFromServer } from '../deposit/status';
import { randomUuid } from '../../security/randomUuid';

/**
 * Idempotency keys: a key belongs to one intent (player, method, amount, currency, fields, account,
 * and whatever else the request sends that changes what is made), never to a form. A retry of the
 * same intent (a double click, a network error, a 5xx) sends the same key and gets the first answer
 * back; another intent never carries it; an intent that ended (made here, refused, or its deposit
 * final) is never joined again.
 */


/** A fresh key: random from the platform's generator, unguessable and unique per player. */
export const newIntentKey = (): string => randomUuid();

/** The backend's code for a key sent again with other parameters (DESIGN §4). */
export const IDEMPOTENCY_CONFLICT = 'banking.idempotencyConflict';

/**
 * What a failed create means for its key. Only an answer that proves nothing was made ends it: a
 * 4xx other than 409 and 429. A 5xx (a gateway that timed out after the backend made the deposit),
 * a 429, a network error or a timeout may have made it, so the retry keeps the key. A conflict is
 * a bug of ours, reported; the key is dropped so the player is not stuck on it.
 */
export function keyFateAfter(error: CashierError): 'keep' | 'end' | 'conflict' {
  if (error.kind !== 'http' || error.status === undefined) return 'keep';
  if (error.code === IDEMPOTENCY_CONFLICT) return 'conflict';
  return error.status >= 400 && error.status < 500 && error.status !== 409 && error.status !== 429 ? 'end' : 'keep';
}

/** One intent's key as this cashier holds it, with the ledger name that shares it across tabs. */
export interface IntentKey {
  key: string;
  name: string;
}

function saltOf(cashier: Cashier): string {
  const { store } = cashier;
  store.intentSalt ??= ledgerSalt(localStorageOrNull(), newIntentKey);
  return store.intentSalt;
}

/**
 * The key to send this intent with: the one this cashier is already trying it with; else the one
 * another tab or element is paying it with while that deposit is not final; else a new one, shared
 * for the others. `shared: false` keeps the key to this cashier (withdrawals).
 */
export async function keyForIntent(cashier: Cashier, intent: Intent, options: { shared: boolean }, signal?: AbortSignal): Promise<IntentKey> {
  const { store } = cashier;
  const name = intentName(intent, saltOf(cashier));
  const own = store.intentKeys[name];
  if (own) return { key: own, name };
  const storage = options.shared ? localStorageOrNull() : null;
  const record = joinableRecord(storage, name, Date.now());
  let key = record && !store.usedIntentKeys.includes(record.key) ? record.key : null;
  if (key && record?.depositId && !(await stillOpen(cashier, record.depositId, signal))) {
    endIntent(storage, { key });
    key = null;
  }
  if (!key) {
    key = newIntentKey();
    recordIntent(storage, name, key, Date.now());
  }
  store.intentKeys[name] = key;
  return { key, name };
}

/** Whether a deposit another element made is still being paid; unknown counts as over (a new deposit rather than a false success). */
async function stillOpen(cashier: Cashier, depositId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await getDepositStatus(cashier.api(), { depositId }, signal);
    return !isFinal(statusFromServer(answer.status));
  } catch {
    return false;
  }
}

/**
 * What became of a deposit a key made, for the tabs that might join it: handed to the player (a
 * provider window, an invoice, an address), made but not yet in the player's hands (the window was
 * blocked: the player may still continue in this tab), or nothing the player can pay.
 */
export type KeyOutcome = { depositId: string; handedOver: boolean; told: boolean } | null;

/**
 * The backend made something with the key: it is never sent again from here. Other tabs may join
 * it only while the deposit is made and not yet handed over; an answer with no deposit to pay (or
 * one no longer shown) ends it for every tab.
 */
export function keyUsed(cashier: Cashier, intentKey: IntentKey, outcome: KeyOutcome): void {
  const { store } = cashier;
  delete store.intentKeys[intentKey.name];
  store.usedIntentKeys.push(intentKey.key);
  const storage = localStorageOrNull();
  if (outcome) attachDeposit(storage, intentKey.name, intentKey.key, outcome.depositId, outcome);
  else endIntent(storage, { key: intentKey.key });
}

/** Whether an element already told its host of this deposit: one onCreateTransaction per deposit, however many tabs joined it. */
export const hostAlreadyTold = (depositId: string): boolean => wasTold(localStorageOrNull(), depositId);

/** A create failed: the key stays for the retry, or the intent ends for every tab (see keyFateAfter). */
export function keyAfterFailure(cashier: Cashier, intentKey: IntentKey, error: CashierError): void {
  const fate = keyFateAfter(error);
  if (fate === 'keep') return;
  delete cashier.store.intentKeys[intentKey.name];
  endIntent(localStorageOrNull(), { key: intentKey.key });
  if (fate === 'conflict') {
    console.error('[payment-cashier] the backend refused an idempotency key sent with other parameters; please report this', error);
  }
}

/** The deposit reached a final status: its intent is over for every element and tab. */
export function depositEnded(depositId: string): void {
  endIntent(localStorageOrNull(), { depositId });
}
