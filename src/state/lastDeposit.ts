import { hash64 } from './hash64';

/**
 * The player's last deposit made in this browser (issue 29): which method, how much, in what, so
 * that the next visit can offer "Deposit again". Only that: no field value, no deposit id. Kept
 * under a hash of the backend and the player, for LAST_DEPOSIT_TTL_MS, read as untrusted.
 */
export const LAST_DEPOSIT_PREFIX = 'payment-cashier:last:';
export const LAST_DEPOSIT_TTL_MS = 30 * 24 * 60 * 60_000;

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

export const lastDepositName = (apiUrl: string, player: string): string => LAST_DEPOSIT_PREFIX + hash64(JSON.stringify([apiUrl, player]));

export function readLastDeposit(storage: Storage | null, name: string, now: number): LastDeposit | null {
  try {
    const kept = asLastDeposit(JSON.parse(storage?.getItem(name) ?? 'null'));
    return kept && now - kept.at <= LAST_DEPOSIT_TTL_MS && kept.at <= now ? kept : null;
  } catch {
    return null;
  }
}

export function writeLastDeposit(storage: Storage | null, name: string, deposit: Omit<LastDeposit, 'at'>, now: number): void {
  try {
    storage?.setItem(name, JSON.stringify({ method: deposit.method, amount: deposit.amount, currency: deposit.currency, at: now }));
  } catch {
    // A full or refused storage: the next visit offers no "Deposit again".
  }
}
