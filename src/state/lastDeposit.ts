import { keptName, pruneKept } from './keptNames';

/**
 * The player's last deposit made in this browser: which method, how much, in what, so
 * that the next visit can offer "Deposit again". Only that: no field value, no deposit id. Kept
 * under salted hashes of the player and the backend (keptNames.ts), for LAST_DEPOSIT_TTL_MS, read
 * as untrusted.
 */
export const LAST_DEPOSIT_PREFIX = 'payment-cashier:last:';
export const LAST_DEPOSIT_TTL_MS = 30 * 24 * 60 * 60_000;
/** How many players' last deposits the browser keeps (without a user id, each token is one): the oldest go. */
export const LAST_DEPOSIT_ENTRIES = 8;

export interface LastDeposit {
  method: string;
  amount: number;
  currency: string;
  at: number;
}

/** What another script may have written there, as a last deposit only if it is one. */
function asLastDeposit(value: unknown): LastDeposit | null {
  const { method, amount, currency, at } = (value ?? {}) as Partial<Record<keyof LastDeposit, unknown>>;
  const valid =
    typeof method === 'string' && method.length > 0 && method.length <= 200 &&
    typeof amount === 'number' && Number.isFinite(amount) && amount > 0 &&
    typeof currency === 'string' && /^[A-Za-z]{3,5}$/.test(currency) &&
    typeof at === 'number';
  return valid ? { method, amount, currency, at } : null;
}

export const lastDepositName = (apiUrl: string, player: string, salt: string): string => keptName(LAST_DEPOSIT_PREFIX, salt, player, [apiUrl]);

export function readLastDeposit(storage: Storage | null, name: string, now: number): LastDeposit | null {
  try {
    const kept = asLastDeposit(JSON.parse(storage?.getItem(name) ?? 'null'));
    return kept && now - kept.at <= LAST_DEPOSIT_TTL_MS && kept.at <= now ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps the deposit under `name`, dropping expired ones and the oldest beyond LAST_DEPOSIT_ENTRIES. */
export function writeLastDeposit(storage: Storage | null, name: string, deposit: Omit<LastDeposit, 'at'>, now: number): void {
  if (!storage) return;
  try {
    storage.setItem(name, JSON.stringify({ method: deposit.method, amount: deposit.amount, currency: deposit.currency, at: now }));
    pruneKept(storage, LAST_DEPOSIT_PREFIX, now, { ttlMs: LAST_DEPOSIT_TTL_MS, max: LAST_DEPOSIT_ENTRIES });
  } catch {
    // A full or refused storage: the next visit offers no "Deposit again".
  }
}
