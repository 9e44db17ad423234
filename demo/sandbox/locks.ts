/**
 * The sandbox's cashier locks (DESIGN §2 "History and locks"): test tokens `locked-{reason}`, with
 * `-until` for an end, `-url` for the operator's page (`locked-coolingOff-until-url`) and `-create`
 * for a lock that lists do not show, only creates (a limit reached while the player was paying). A
 * deposit lock refuses the deposit lists and creates and leaves withdrawals open; a withdrawal
 * lock the other way round; maintenance refuses both.
 */
import { CASHIER_LOCKED, type CashierLock, LOCK_REASONS, type LockReason, lockableSide } from '../../src/contract/history';
import { CALLS, type CallName } from '../../src/contract/calls';
import { type Envelope } from '../../src/contract';
import { fail } from './api';

export const LOCKED_TOKEN_PREFIX = 'locked-';
/** The operator's page a lock points at (`-url`). */
export const LOCK_PAGE = 'https://operator.example/responsible-gaming';
/** How long a lock lasts when it says (`-until`): a day; maintenance a minute. */
const lockMs = (reason: LockReason) => (reason === 'maintenance' ? 60_000 : 24 * 3_600_000);

const LOCKS_WITHDRAWALS: ReadonlySet<LockReason> = new Set(['withdrawalsLocked', 'maintenance']);
const LOCKS_DEPOSITS: ReadonlySet<LockReason> = new Set(['selfExcluded', 'coolingOff', 'depositLimitReached', 'kycRequired', 'maintenance']);

/** The lock a test token stands for, if any, and whether it refuses creates alone. */
export function lockOfToken(token: string, now: number): (CashierLock & { createsOnly?: true }) | undefined {
  if (!token.startsWith(LOCKED_TOKEN_PREFIX)) return undefined;
  const [reason, ...flags] = token.slice(LOCKED_TOKEN_PREFIX.length).split('-');
  if (!(LOCK_REASONS as readonly string[]).includes(reason ?? '')) return undefined;
  const lock: CashierLock & { createsOnly?: true } = { reason: reason as LockReason };
  if (flags.includes('create')) lock.createsOnly = true;
  if (flags.includes('until')) lock.until = new Date(now + lockMs(lock.reason)).toISOString();
  if (flags.includes('url')) lock.url = LOCK_PAGE;
  return lock;
}

/** The refusal of `call` for a locked player (403 `banking.cashierLocked`), or none. */
export function lockedAnswer(token: string, call: CallName, now = Date.now()): Envelope | undefined {
  const lock = lockOfToken(token, now);
  if (!lock) return undefined;
  const { createsOnly, ...refusal } = lock;
  if (createsOnly && !CALLS[call].name.includes('create')) return undefined;
  const side = lockableSide(CALLS[call].name);
  const locked = (side === 'deposit' && LOCKS_DEPOSITS.has(lock.reason)) || (side === 'withdrawal' && LOCKS_WITHDRAWALS.has(lock.reason));
  return locked ? fail(403, CASHIER_LOCKED, `The cashier is locked for this player (${lock.reason}).`, refusal) : undefined;
}
