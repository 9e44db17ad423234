import * as v from 'valibot';
import { CountrySelectorResponseSchema, MethodsResponseSchema } from '../contract/methods';
import { keptName, pruneKept } from './keptNames';

/**
 * The deposit list a player saw last, kept in the browser so that the next open shows it
 * at once while the fresh one loads behind it. Only what the backend sends every player of a
 * region (methods, their limits and texts, the country selector): never a token, a field's value or
 * a balance. Each entry is named by salted hashes of the player and of the backend and what the
 * list was asked for, expires, and is read as untrusted (another script of the page may write the storage).
 */

/** How the lists kept between visits are named: this prefix, then a hash. */
export const KEPT_LIST_PREFIX = 'payment-cashier:list:';

/** How long a kept list is shown at all. */
export const KEPT_LIST_TTL_MS = 24 * 60 * 60_000;
/** How many lists the browser keeps (a player who changes region has one for each): the oldest go. */
export const KEPT_LIST_ENTRIES = 4;

const KeptListSchema = v.object({
  at: v.number(),
  list: MethodsResponseSchema,
  geo: v.nullable(CountrySelectorResponseSchema),
});
export type KeptList = v.InferOutput<typeof KeptListSchema>;

/** What names one list: the backend, the player (their id, else their token), and what was asked. */
export interface ListIdentity {
  apiUrl: string;
  player: string;
  country: string;
  currency: string;
  locale: string;
  abTestGroup: string | undefined;
}

/** The list's name: salted with this browser's salt (keptNames.ts), the player's part first. */
export const keptListName = (identity: ListIdentity, salt: string): string =>
  keptName(KEPT_LIST_PREFIX, salt, identity.player, [identity.apiUrl, identity.country, identity.currency, identity.locale, identity.abTestGroup ?? null]);

/** The list kept under `name`, unless it is missing, expired or not a list. */
export function readKeptList(storage: Storage | null, name: string, now: number): KeptList | null {
  try {
    const text = storage?.getItem(name);
    if (!text) return null;
    const parsed = v.safeParse(KeptListSchema, JSON.parse(text));
    if (!parsed.success || now - parsed.output.at > KEPT_LIST_TTL_MS || parsed.output.at > now) return null;
    return parsed.output;
  } catch {
    return null;
  }
}

/** Keeps `list` under `name`, dropping expired lists and the oldest beyond KEPT_LIST_ENTRIES; a full or refused storage keeps nothing. */
export function writeKeptList(storage: Storage | null, name: string, entry: Omit<KeptList, 'at'>, now: number): void {
  if (!storage) return;
  try {
    storage.setItem(name, JSON.stringify({ at: now, ...entry }));
    pruneKept(storage, KEPT_LIST_PREFIX, now, { ttlMs: KEPT_LIST_TTL_MS, max: KEPT_LIST_ENTRIES });
  } catch {
    // A full storage, or one the browser refuses: the next open loads the list as a first one.
  }
}

/** Whether this browser keeps any list at all: a first visit keeps none, and has nothing to read. */
export function keepsLists(storage: Storage | null): boolean {
  try {
    for (let index = 0; index < (storage?.length ?? 0); index += 1) if (storage!.key(index)?.startsWith(KEPT_LIST_PREFIX)) return true;
  } catch {
    // A storage the browser refuses keeps nothing.
  }
  return false;
}
