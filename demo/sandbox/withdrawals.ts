/**
 * The sandbox's withdrawals (DESIGN §2 "Withdrawal calls"): the player's main and additional
 * accounts, and withdrawals that stay pending until the sandbox settles them (about 30 s on its
 * clock) or the player cancels them; the methods are withdrawalCatalogue.ts's. Test values: an amount above
 * the account's withdrawable balance is refused, cents `.13` are refused by the backend, cents
 * `.42` stay pending until cancelled, region `AQ` has no withdrawal methods.
 */
import { isCoinCode, isCryptoBalancePlayer } from './cryptoBalance';
import { randomUUID } from 'node:crypto';
import type { Envelope, PaymentMethod } from '../../src/contract';
import type { Transaction } from '../../src/contract/history';
import {
  type AccountType, type PendingWithdrawal, type WITHDRAWAL_CALLS, type WithdrawalAccount, type WithdrawalCreated, type WithdrawalCreateRequest,
  withdrawalCharge,
} from '../../src/contract/withdrawal';
import { SWEEP_COINS } from '../../src/contract/sweepstake';
import { convert, START_BALANCES, SC_TO_PLAY_THROUGH } from './sweepstakes';
import { createVerifications, KYC_REQUIRED, needsVerification, type Verifications } from './verification';
import { fail, ok, type SandboxHandlers, type WithdrawalCallName } from './api';
import { conflict, createIdempotencyLedger, fingerprintOf } from './idempotency';
import { GATEWAY_TIMEOUT_VALUE, gatewayTimeout } from './payments';
import { keepAtMost, MAX_RECORDS } from './bounded';
import { scaledDelay } from './clock';
import { currencyLimits } from './catalogue';
import { bankOfBin, feeRuleOf, findWithdrawalMethod, regionOfCurrency, withdrawalMethodsFor } from './withdrawalCatalogue';

export const WITHDRAWAL_SETTLE_MS = 30_000;
export const REFUSED_CENTS = 13;
/** Cents of a withdrawal the sandbox never settles: it stays pending until the player cancels it (as a deposit's `.42`). */
export const PENDING_CENTS = 42;

/** Spec §3: a coin is counted to 8 decimals, anything else to 2. */
const decimalsOf = (currency: string): number => (isCoinCode(currency) ? 8 : 2);

export interface SandboxWithdrawal extends PendingWithdrawal {
  token: string;
  /** The method's name in each language, as its list gave it (the history names it so). */
  methodText: Record<string, string>;
  /** A redemption: what it pays out, in the method's coin. */
  payout?: { amount: number; currency: string };
  status: 'pending' | 'processed' | 'cancelled';
  /** The key of the create that made it. */
  idempotencyKey: string;
}

/** What a soak reads of a withdrawal made (the sandbox handle's `madeFor`). */
export interface WithdrawalMade {
  id: string;
  method: string;
  amount: number;
  currency: string;
  status: SandboxWithdrawal['status'];
  idempotencyKey: string;
  createdAt: string;
}

/** Server codes as for deposits: pending 0, processed 1, cancelled 2. */
const STATUS_CODE = { pending: 0, processed: 1, cancelled: 2 } as const;
export const withdrawalStatusCode = (withdrawal: SandboxWithdrawal): number => STATUS_CODE[withdrawal.status];

/**
 * A player's starting balances: a main account of which a part is not yet withdrawable (wagering),
 * and an additional one. In sweep coins (a redemption), the sweepstakes balance, less what is still
 * to be played through.
 */
function startingAccounts(currency: string): Record<AccountType, WithdrawalAccount> {
  if (currency === SWEEP_COINS) {
    return {
      main: { type: 'main', balance: START_BALANCES.SC, withdrawable: START_BALANCES.SC - SC_TO_PLAY_THROUGH, currency },
      additional: { type: 'additional', balance: 0, withdrawable: 0, currency },
    };
  }
  const { min } = currencyLimits(currency);
  return {
    main: { type: 'main', balance: min * 100, withdrawable: min * 80, currency },
    additional: { type: 'additional', balance: min * 20, withdrawable: min * 20, currency },
  };
}

export function createWithdrawalStore(onStatus: (token: string, withdrawalId: string, status: number) => void, timeFactor = 1) {
  const accounts = new Map<string, Record<AccountType, WithdrawalAccount>>();
  const withdrawals = new Map<string, SandboxWithdrawal>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const accountsOf = (token: string, currency: string) => {
    const key = `${token}\u0000${currency}`;
    let own = accounts.get(key);
    if (!own) {
      own = startingAccounts(currency);
      accounts.set(key, own);
      keepAtMost(accounts, MAX_RECORDS);
    }
    return own;
  };
  const settle = (withdrawal: SandboxWithdrawal) => {
    if (withdrawal.status !== 'pending') return;
    withdrawal.status = 'processed';
    onStatus(withdrawal.token, withdrawal.withdrawalId, STATUS_CODE.processed);
  };
  return {
    accounts: (token: string, currency: string): WithdrawalAccount[] => Object.values(accountsOf(token, currency)).map((account) => ({ ...account })),
    /** A withdrawal out of an account: refused above what may be withdrawn, else pending until settled. */
    create(token: string, request: WithdrawalCreateRequest, method: PaymentMethod): { refused: string } | { created: WithdrawalCreated } {
      const account = accountsOf(token, request.currency)[request.accountType];
      if (request.amount > account.withdrawable) return { refused: `At most ${account.withdrawable} ${account.currency} can be withdrawn from the ${account.type} account` };
      account.balance -= request.amount;
      account.withdrawable -= request.amount;
      const withdrawal: SandboxWithdrawal = {
        withdrawalId: randomUUID(),
        token,
        amount: request.amount,
        currency: request.currency,
        paymentMethod: method.name,
        methodText: { ...method.text },
        accountType: request.accountType,
        createdAt: new Date().toISOString(),
        status: 'pending',
        idempotencyKey: request.idempotencyKey,
      };
      withdrawals.set(withdrawal.withdrawalId, withdrawal);
      keepAtMost(withdrawals, MAX_RECORDS);
      if (Math.round(request.amount * 100) % 100 !== PENDING_CENTS) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          settle(withdrawal);
        }, scaledDelay(WITHDRAWAL_SETTLE_MS, timeFactor));
        timer.unref?.();
        timers.add(timer);
      }
      // The fee the list's rule promised on the confirm page.
      const rule = feeRuleOf(method);
      const charge = rule ? withdrawalCharge(rule, request.amount, decimalsOf(request.currency)) : undefined;
      // A redemption pays out in the method's coin: the sweep coins' worth at the sandbox's rate.
      const payout = request.currency === SWEEP_COINS && method.currency ? convert(request.amount, SWEEP_COINS, method.currency) : undefined;
      if (payout !== undefined) withdrawal.payout = { amount: payout, currency: method.currency!.toUpperCase() };
      return {
        created: {
          withdrawalId: withdrawal.withdrawalId, status: STATUS_CODE.pending, fee: charge?.fee, netAmount: charge?.net,
          ...(payout !== undefined ? { payoutAmount: payout, payoutCurrency: method.currency!.toUpperCase() } : {}),
        },
      };
    },
    get: (token: string, withdrawalId: string) => {
      const withdrawal = withdrawals.get(withdrawalId);
      return withdrawal && withdrawal.token === token ? withdrawal : undefined;
    },
    /** The player's withdrawals as the history tells them (DESIGN §2 "History and locks"): a pending one may be cancelled. */
    transactionsOf: (token: string): Transaction[] =>
      [...withdrawals.values()]
        .filter((w) => w.token === token)
        .map((w) => ({
          id: w.withdrawalId, kind: 'withdrawal' as const, paymentMethod: w.paymentMethod, paymentMethodText: w.methodText, amount: w.amount, currency: w.currency,
          status: STATUS_CODE[w.status], createdAt: w.createdAt, cancellable: w.status === 'pending',
          ...(w.payout ? { payoutAmount: w.payout.amount, payoutCurrency: w.payout.currency } : {}),
        })),
    /** The player's withdrawals, oldest first. */
    madeBy: (token: string): WithdrawalMade[] =>
      [...withdrawals.values()]
        .filter((w) => w.token === token)
        .map((w) => ({ id: w.withdrawalId, method: w.paymentMethod, amount: w.amount, currency: w.currency, status: w.status, idempotencyKey: w.idempotencyKey, createdAt: w.createdAt })),
    pending: (token: string): PendingWithdrawal[] =>
      [...withdrawals.values()]
        .filter((w) => w.token === token && w.status === 'pending')
        .map(({ withdrawalId, amount, currency, paymentMethod, accountType, createdAt }) => ({ withdrawalId, amount, currency, paymentMethod, accountType, createdAt })),
    /** Cancels a pending withdrawal: the amount goes back to its account. Null when it is no longer pending. */
    cancel(withdrawal: SandboxWithdrawal): number | null {
      if (withdrawal.status !== 'pending') return null;
      withdrawal.status = 'cancelled';
      const account = accountsOf(withdrawal.token, withdrawal.currency)[withdrawal.accountType];
      account.balance += withdrawal.amount;
      account.withdrawable += withdrawal.amount;
      onStatus(withdrawal.token, withdrawal.withdrawalId, STATUS_CODE.cancelled);
      return account.balance;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type WithdrawalStore = ReturnType<typeof createWithdrawalStore>;


/** The withdrawal calls' handlers, for one store. */
export function createWithdrawalHandlers(store: WithdrawalStore, verifications: Verifications = createVerifications()): Pick<SandboxHandlers, WithdrawalCallName> {
  /** Idempotency: the first withdrawal for a player's key, shared by every repeat; another request with it is a conflict. */
  const answers = createIdempotencyLedger<Envelope>();
  return {
    methodsWithdrawalV4({ currency }, session) {
      return ok({ ...withdrawalMethodsFor(regionOfCurrency(currency), currency, isCryptoBalancePlayer(session.token)), accounts: store.accounts(session.token, currency.toUpperCase()) });
    },
    methodsWithdrawal({ country, currency }, session) {
      return ok({ ...withdrawalMethodsFor(country, currency, isCryptoBalancePlayer(session.token)), accounts: store.accounts(session.token, currency.toUpperCase()) });
    },
    bankGet({ payment_method, bin }) {
      const method = findWithdrawalMethod(payment_method);
      if (!method || !method.fields?.some((field) => field.name === 'card_number')) return fail(404, 'banking.methodNotFound', `No card withdrawal method ${payment_method}`);
      const bankName = bankOfBin(bin);
      return ok(bankName ? { bankName } : {});
    },
    withdrawalCreate(request, session) {
      if (needsVerification(session.token) && !verifications.isVerified(session.token)) {
        return fail(403, KYC_REQUIRED, 'Verify your identity before you withdraw', { verificationUrl: `${session.origin}${verifications.linkFor(session.token)}` });
      }
      const key = `${session.token}\u0000${request.idempotencyKey}`;
      const fingerprint = fingerprintOf(request, ['paymentType', 'amount', 'currency', 'accountType', 'fields']);
      const known = answers.lookup(key, fingerprint);
      if (known.kind === 'conflict') return conflict();
      if (known.kind === 'replay') return known.answer;
      const answer = createWithdrawal(request, session.token);
      // A refusal is no withdrawal: the player may try again with the same intent.
      if (answer.status !== 200) return answer;
      answers.remember(key, fingerprint, answer);
      // The withdrawal is made; the gateway in front of the backend gives up on the answer.
      return Object.values(request.fields).includes(GATEWAY_TIMEOUT_VALUE) ? gatewayTimeout() : answer;
    },
    withdrawalStatus({ withdrawalId }, session) {
      const withdrawal = store.get(session.token, withdrawalId);
      return withdrawal ? ok({ status: withdrawalStatusCode(withdrawal) }) : fail(404, 'banking.withdrawalNotFound', 'No such withdrawal');
    },
    /** The gold coins, and the sweep coins as the SC account holds them now (less what was redeemed, plus what was cancelled). */
    sweepstakeBalanceGet(_request, session) {
      const sc = store.accounts(session.token, SWEEP_COINS).find((account) => account.type === 'main')?.balance ?? 0;
      return ok({ balances: [{ currency: 'GC', balance: START_BALANCES.GC }, { currency: SWEEP_COINS, balance: sc }] });
    },
    withdrawalPending(_request, session) {
      return ok({ withdrawals: store.pending(session.token) });
    },
    withdrawalCancel({ withdrawalId }, session) {
      const withdrawal = store.get(session.token, withdrawalId);
      if (!withdrawal) return fail(404, 'banking.withdrawalNotFound', 'No such withdrawal');
      const balance = store.cancel(withdrawal);
      return balance === null ? fail(409, 'banking.withdrawalNotPending', 'This withdrawal is no longer pending') : ok({ status: withdrawalStatusCode(withdrawal), balance });
    },
  };

  function createWithdrawal(request: WithdrawalCreateRequest, token: string): Envelope {
    const method = findWithdrawalMethod(request.paymentType);
    if (!method) return fail(404, 'banking.methodNotFound', `No withdrawal method ${request.paymentType}`);
    const limits = currencyLimits(request.currency.toUpperCase());
    if (request.amount < limits.min || request.amount > limits.max) {
      return fail(400, 'banking.merchantClientError', `The amount must be between ${limits.min} and ${limits.max} ${request.currency}.`);
    }
    for (const field of method.fields ?? []) {
      const value = request.fields[field.name] ?? '';
      // A phone arrives with its country's prefix; its pattern is for the number the player types.
      const patterns = field.type === 'phone_with_prefix' ? [] : (field.regex ?? []);
      if (!value || !patterns.every((pattern) => new RegExp(pattern, 'u').test(value))) {
        return fail(400, 'banking.paymentMethodRegex', `The field ${field.name} is missing or malformed`);
      }
    }
    if (Math.round(request.amount * 100) % 100 === REFUSED_CENTS) return fail(400, 'banking.withdrawalDeclined', 'The payment provider declined this withdrawal');
    const made = store.create(token, request, method);
    return 'refused' in made ? fail(400, 'banking.insufficientBalance', made.refused) : ok(made.created);
  }
}
