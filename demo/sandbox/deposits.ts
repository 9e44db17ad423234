/**
 * The sandbox's deposits: created, then pending once the player pays on the provider page, then
 * processed or declined on a schedule chosen by the amount's cents (DESIGN §4 test values).
 * Every change is pushed to the player's sockets and visible to `deposit-status` polling.
 */
import { randomUUID } from 'node:crypto';
import type { DepositStatus } from '../../src/contract';
import type { P2P_STATES, TransactionData } from '../../src/contract/deposit';
import type { Transaction } from '../../src/contract/history';
import { keepAtMost, MAX_RECORDS } from './bounded';
import { scaledDelay } from './clock';

export type SandboxStatus = 'created' | 'pending' | 'processed' | 'declined';

/** Server codes (spec §4): 0 waiting, 1 processed, 2 mistaked. */
const STATUS_CODE: Record<SandboxStatus, number> = { created: 0, pending: 0, processed: 1, declined: 2 };

/** Test values: cents .13 decline, cents .42 stay pending, anything else is processed after this delay. */
export const DECLINE_CENTS = 13;
export const PENDING_CENTS = 42;
export const PROCESS_AFTER_MS = 3000;

export interface SandboxDeposit {
  id: string;
  token: string;
  method: string;
  methodText: string;
  amount: number;
  currency: string;
  status: SandboxStatus;
  createdAt: string;
  /** Where the provider sends the player back after paying in the same tab (the create's `returnUrl`). */
  returnUrl?: string;
  /** A P2P invoice: its state is also answered by name (spec §4 "Peer-to-peer"). */
  p2p?: boolean;
  /** Why a declined deposit ended: it expired, or it was cancelled (by the player or after a check). */
  endedBy?: 'expired' | 'cancelled';
  /** A crypto address given out: where coins are sent, on which network, and the least credited. */
  crypto?: { address: string; network: string; min: number };
  /** The transfer seen on the chain (spec §3 "Transaction"), answered with the status from then on. */
  transaction?: TransactionData;
  /** Left open by a create that asked for more fields: the create naming it (`depositId`) with them completes it. */
  fieldsAsked?: boolean;
  /** The idempotency keys of the creates answered with this deposit: the first made it (a crypto address or an open invoice is answered again to later ones). */
  idempotencyKeys?: string[];
  /** A Coin Shop purchase: the box the address was last asked for. */
  boxId?: string | number;
}

/** What a soak reads of a deposit made (the sandbox handle's `madeFor`). */
export interface DepositMade {
  id: string;
  method: string;
  amount: number;
  currency: string;
  status: SandboxStatus;
  /** The key of the create that made it. */
  idempotencyKey?: string;
  /** Every key answered with it, that one first. */
  idempotencyKeys: string[];
  createdAt: string;
}

export const centsOf = (amount: number): number => Math.round(amount * 100) % 100;

/** A P2P invoice's state by name: open, paid and being checked, or how it ended. */
function p2pState(deposit: SandboxDeposit): (typeof P2P_STATES)[number] {
  if (deposit.status === 'created') return 'CREATED';
  if (deposit.status === 'pending') return 'PENDING';
  if (deposit.status === 'processed') return 'PAYED';
  return deposit.endedBy === 'expired' ? 'AUTO_CANCELED' : 'CANCELED';
}

export function toStatus(deposit: SandboxDeposit): DepositStatus {
  const status: DepositStatus = { depositId: deposit.id, status: STATUS_CODE[deposit.status] };
  if (deposit.p2p) status.transactionStatus = p2pState(deposit);
  if (deposit.transaction) status.transactionData = deposit.transaction;
  return status;
}

export function createDepositStore(
  onStatus: (token: string, status: DepositStatus) => void,
  processAfterMs = PROCESS_AFTER_MS,
  /** DESIGN §4 SANDBOX_TIME_FACTOR: every schedule runs this many times faster. */
  timeFactor = 1,
) {
  const deposits = new Map<string, SandboxDeposit>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const schedule = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, scaledDelay(ms, timeFactor));
    timers.add(timer);
  };

  const settle = (deposit: SandboxDeposit, status: SandboxStatus, endedBy?: SandboxDeposit['endedBy']) => {
    if (deposit.status === 'processed' || deposit.status === 'declined') return;
    deposit.status = status;
    if (endedBy) deposit.endedBy = endedBy;
    onStatus(deposit.token, toStatus(deposit));
  };

  /** An invoice (`expiresInMs`) not paid by then is declined: the server's side of its countdown. */
  const expireAfter = (deposit: SandboxDeposit, { expiresInMs }: { expiresInMs?: number }) => {
    if (expiresInMs === undefined) return;
    schedule(expiresInMs, () => {
      if (deposit.status === 'created') settle(deposit, 'declined', 'expired');
    });
  };

  return {
    create(input: Omit<SandboxDeposit, 'id' | 'status' | 'createdAt'>, options: { expiresInMs?: number } = {}): SandboxDeposit {
      const deposit: SandboxDeposit = { ...input, id: randomUUID(), status: 'created', createdAt: new Date().toISOString() };
      deposits.set(deposit.id, deposit);
      keepAtMost(deposits, MAX_RECORDS);
      expireAfter(deposit, options);
      return deposit;
    },
    /** A deposit left open for fields, completed by the create that names it: for what that create says. */
    complete(deposit: SandboxDeposit, input: Pick<SandboxDeposit, 'amount' | 'currency' | 'returnUrl'>, options: { expiresInMs?: number } = {}): SandboxDeposit {
      Object.assign(deposit, input);
      delete deposit.fieldsAsked;
      expireAfter(deposit, options);
      return deposit;
    },
    get: (id: string) => deposits.get(id),
    /** A create with this idempotency key was answered with this deposit. */
    keyed(id: string, key: string): void {
      const deposit = deposits.get(id);
      if (!deposit) return;
      deposit.idempotencyKeys ??= [];
      if (!deposit.idempotencyKeys.includes(key)) deposit.idempotencyKeys.push(key);
    },
    /** The player's deposits, oldest first. */
    /** The player's deposits as the history tells them (DESIGN §2 "History and locks"); none left open for fields. */
    transactionsOf(token: string): Transaction[] {
      return [...deposits.values()]
        .filter((d) => d.token === token && !d.fieldsAsked)
        .map((d) => ({
          id: d.id, kind: 'deposit' as const, paymentMethod: d.method, paymentMethodText: { en: d.methodText },
          amount: d.transaction?.amount ?? d.amount, currency: d.currency, status: STATUS_CODE[d.status], createdAt: d.createdAt,
          ...(d.endedBy === 'expired' ? { transactionStatus: 'EXPIRED' } : {}),
          ...(d.crypto ? { network: d.crypto.network } : {}),
          ...(d.transaction?.txid ? { txHash: d.transaction.txid } : {}),
          ...(d.boxId !== undefined ? { boxId: d.boxId } : {}),
        }));
    },
    madeBy(token: string): DepositMade[] {
      return [...deposits.values()]
        .filter((d) => d.token === token)
        .map((d) => ({ id: d.id, method: d.method, amount: d.amount, currency: d.currency, status: d.status, idempotencyKey: d.idempotencyKeys?.[0], idempotencyKeys: [...(d.idempotencyKeys ?? [])], createdAt: d.createdAt }));
    },
    /**
     * The player's newest deposit with this method still waiting for payment (`deposit-check`), of
     * this amount and currency when they are named; one waiting for fields is no invoice yet.
     */
    openFor(token: string, method: string, made: { amount?: number; currency?: string } = {}): SandboxDeposit | undefined {
      return [...deposits.values()]
        .reverse()
        .find(
          (d) =>
            d.token === token && d.method === method && d.status === 'created' && !d.fieldsAsked &&
            (made.amount === undefined || d.amount === made.amount) && (made.currency === undefined || d.currency === made.currency),
        );
    },
    /** The newest address given out with this text still waiting for coins (the sandbox wallet sends to it). */
    awaitingAt(address: string): SandboxDeposit | undefined {
      return [...deposits.values()].reverse().find((d) => d.crypto?.address === address && d.status === 'created');
    },
    /** A player's addresses given out and still waiting, newest first, each once (the wallet page lists them). */
    awaitingAddresses(token: string, limit: number): SandboxDeposit[] {
      const seen = new Set<string>();
      return [...deposits.values()].reverse().filter((d) => d.token === token && d.crypto && d.status === 'created' && !seen.has(d.crypto.address) && seen.add(d.crypto.address)).slice(0, limit);
    },
    /** Coins arrived: the transfer is seen now (waiting, with its data), confirmed after `confirmMs`; less than the minimum is declined then. */
    receive(deposit: SandboxDeposit, transaction: TransactionData, confirmMs: number): void {
      if (deposit.status !== 'created') return;
      deposit.transaction = transaction;
      settle(deposit, 'pending');
      const credited = (transaction.amount ?? 0) >= (deposit.crypto?.min ?? 0);
      schedule(confirmMs, () => settle(deposit, credited ? 'processed' : 'declined'));
    },
    /** The player paid: pending, then the outcome the cents choose. */
    pay(id: string): SandboxDeposit | undefined {
      const deposit = deposits.get(id);
      if (!deposit || deposit.status !== 'created') return deposit;
      settle(deposit, 'pending');
      const cents = centsOf(deposit.amount);
      if (cents === PENDING_CENTS) return deposit;
      schedule(processAfterMs, () => settle(deposit, cents === DECLINE_CENTS ? 'declined' : 'processed'));
      return deposit;
    },
    /** The player's invoices still waiting for payment expire now: their clock moved on (browser tests). */
    expireOpen(token: string): number {
      const open = [...deposits.values()].filter((d) => d.token === token && d.status === 'created');
      for (const deposit of open) settle(deposit, 'declined', 'expired');
      return open.length;
    },
    decline(id: string): SandboxDeposit | undefined {
      const deposit = deposits.get(id);
      if (deposit) settle(deposit, 'declined', 'cancelled');
      return deposit;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type DepositStore = ReturnType<typeof createDepositStore>;
