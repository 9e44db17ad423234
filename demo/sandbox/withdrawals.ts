/**
 * The sandbox's withdrawals (DESIGN §2 "Withdrawal calls"): the methods of each region,
 * the player's main and additional accounts, and withdrawals that stay pending until the sandbox
 * settles them (about 30 s on its clock) or the player cancels them. Test values: an amount above
 * the account's withdrawable balance is refused, cents `.13` are refused by the backend, region
 * `AQ` has no withdrawal methods.
 */
import { isCoinCode, isCryptoBalancePlayer, withdrawalsInKind } from './cryptoBalance';
import { randomUUID } from 'node:crypto';
import { CardViewType, type Envelope, type PaymentGroup, type PaymentMethod, type ServerField } from '../../src/contract';
import type { Transaction } from '../../src/contract/history';
import {
  type AccountType, type PendingWithdrawal, type WITHDRAWAL_CALLS, type WithdrawalAccount, type WithdrawalCreated, type WithdrawalCreateRequest, type WithdrawalFee,
  withdrawalCharge,
} from '../../src/contract/withdrawal';
import { SWEEP_COINS } from '../../src/contract/sweepstake';
import { convert, START_BALANCES, SC_TO_PLAY_THROUGH } from './sweepstakes';
import { createVerifications, KYC_REQUIRED, needsVerification, type Verifications } from './verification';

import { fail, ok, type SandboxHandlers, type WithdrawalCallName } from './api';
import { conflict, createIdempotencyLedger, fingerprintOf } from './idempotency';
import { withServedIcons } from './icons';
import { GATEWAY_TIMEOUT_VALUE, gatewayTimeout } from './payments';
import { keepAtMost, MAX_RECORDS } from './bounded';
import { scaledDelay } from './clock';
import { currencyLimits, EMPTY_REGION, REGIONS, regionCurrency } from './catalogue';

export const WITHDRAWAL_SETTLE_MS = 30_000;
export const REFUSED_CENTS = 13;

const options = (...pairs: [string, string][]) => pairs.map(([value, text]) => ({ value, text }));

/** Spec §3: a coin is counted to 8 decimals, anything else to 2. */
const decimalsOf = (currency: string): number => (isCoinCode(currency) ? 8 : 2);

/** A card number, whose first six digits `bank-get` names the bank of. */
const CARD_NUMBER_FIELD: ServerField = {
  name: 'card_number',
  type: 'text',
  mask: '0000 0000 0000 0000',
  placeholder_text: { en: 'Card number', es: 'Número de tarjeta', ru: 'Номер карты', ar: 'رقم البطاقة' },
  // As typed, in blocks of four (the mask's spaces come with it).
  regex: ['^\\d{4} ?\\d{4} ?\\d{4} ?\\d{4}$'],
};
const HOLDER_FIELD: ServerField = {
  name: 'card_holder',
  type: 'text',
  placeholder_text: { en: 'Name on the card', es: 'Nombre en la tarjeta', ru: 'Имя на карте' },
  regex: ['^\\p{L}[\\p{L} .\'-]{1,59}$'],
};
const WALLET_FIELD: ServerField = {
  name: 'wallet_address',
  type: 'text',
  placeholder_text: { en: 'USDT address (TRC-20)', ru: 'Адрес USDT (TRC-20)' },
  regex: ['^T[1-9A-HJ-NP-Za-km-z]{33}$'],
};
/** A second network's wallet, with no pattern of its own: the widget's network check is all that stands before a wrong address. */
const ERC20_WALLET_FIELD: ServerField = { name: 'wallet_address', type: 'text', placeholder_text: { en: 'USDT address (ERC-20)', ru: 'Адрес USDT (ERC-20)' } };
const PHONE_WALLET_FIELD: ServerField = { name: 'wallet_phone', type: 'phone_with_prefix', placeholder_text: { en: 'Wallet phone number' }, regex: ['^\\d{7,12}$'] };

/** Spec §2 `/withdrawal/nigerian-banks`: the banks to choose from, then the account number. */
export const NIGERIAN_BANKS = options(
  ['044', 'Access Bank'], ['023', 'Citibank Nigeria'], ['050', 'Ecobank Nigeria'], ['070', 'Fidelity Bank'], ['011', 'First Bank of Nigeria'],
  ['214', 'First City Monument Bank'], ['058', 'Guaranty Trust Bank'], ['030', 'Heritage Bank'], ['301', 'Jaiz Bank'], ['082', 'Keystone Bank'],
  ['50211', 'Kuda Bank'], ['999992', 'OPay'], ['999991', 'PalmPay'], ['076', 'Polaris Bank'], ['221', 'Stanbic IBTC Bank'],
  ['068', 'Standard Chartered'], ['232', 'Sterling Bank'], ['032', 'Union Bank of Nigeria'], ['033', 'United Bank for Africa'], ['035', 'Wema Bank'],
  ['057', 'Zenith Bank'],
);
const NIGERIAN_BANK_FIELDS: ServerField[] = [
  { name: 'bank_code', type: 'dropdown', placeholder_text: { en: 'Bank' }, values: NIGERIAN_BANKS },
  { name: 'account_number', type: 'text', placeholder_text: { en: 'Account number (NUBAN)' }, regex: ['^\\d{10}$'] },
];

/** The issuing bank of a card's first six digits (`bank-get`); the sandbox knows a few. */
const BANKS_BY_BIN: Record<string, string> = {
  '416958': 'Sandbox Bank', '427600': 'Sberbank', '553691': 'T-Bank', '411111': 'Visa Test Bank', '555555': 'Mastercard Test Bank',
};
export const bankOfBin = (bin: string): string | undefined => BANKS_BY_BIN[bin];

type MethodExtra = Partial<Omit<PaymentMethod, 'name' | 'cardViewType' | 'text'>>;

function method(name: string, cardViewType: number, text: Record<string, string> | string, currency: string, fields: ServerField[], extra: MethodExtra = {}): PaymentMethod {
  return {
    name,
    cardViewType,
    text: typeof text === 'string' ? { en: text } : text,
    position: 1,
    amount_rules: { [currency]: currencyLimits(currency) },
    fields,
    ...extra,
    iconIds: extra.iconIds ?? [],
  };
}

/** An address on Ethereum: 0x and 40 hex digits. */
const ethereumAddress = (coin: string): ServerField => ({
  name: 'wallet_address', type: 'text', placeholder_text: { en: `${coin} address (ERC-20)` }, regex: ['^0x[0-9a-fA-F]{40}$'],
});

/** Redemption's further coins, as the crypto group a backend sends (the list's group, then its coins' page). */
function redemptionCoins(code: string, currency: string): PaymentGroup {
  const coin = (name: string, text: string, coinCode: string, position: number) =>
    method(`${name}_withdrawal_${code}`, CardViewType.default, { en: text }, currency, [ethereumAddress(coinCode)], {
      category: 'crypto', currency: coinCode, network: 'ERC20', iconIds: [coinCode.toLowerCase()], position,
    });
  return {
    name: 'crypto',
    label: { en: 'Cryptocurrency', es: 'Criptomonedas', ru: 'Криптовалюта', ar: 'العملات المشفرة' },
    position: 5,
    paymentMethods: [coin('usdc_erc20', 'USDC (ERC-20)', 'USDC', 1), coin('eth_erc20', 'Ethereum (ERC-20)', 'ETH', 2)],
  };
}

/**
 * Every region of the deposit catalogue withdraws to a card and to USDT; some to e-wallets; Nigeria
 * to its banks. The same order at every call: card, Nigeria's banks, e-wallets, USDT. A
 * crypto-balance player (`cryptoBalance`) also withdraws USDT on ERC-20, with a higher minimum and
 * a fixed network fee. A redemption (in sweep coins) also has a crypto group of further coins.
 */
function withdrawalCatalogue(country: string, currency: string, cryptoBalance = false): { paymentGroups: PaymentGroup[]; paymentMethods: PaymentMethod[] } {
  const code = country.toLowerCase();
  const cards = method(`card_withdrawal_${code}`, CardViewType.card, { en: 'Bank card', es: 'Tarjeta bancaria', ru: 'Банковская карта', ar: 'بطاقة مصرفية' }, currency, [CARD_NUMBER_FIELD, HOLDER_FIELD], { iconIds: ['visa', 'mastercard'], isPopular: true, position: 1 });
  const usdt = method(`usdt_trc20_withdrawal_${code}`, CardViewType.default, { en: 'USDT (TRC-20)' }, currency, [WALLET_FIELD], {
    category: 'crypto', currency: 'USDT', network: 'TRC20', iconIds: ['usdt'], position: 4,
  });
  const wallets: PaymentMethod[] = [
    method(`skrill_withdrawal_${code}`, CardViewType.default, 'Skrill', currency, [{ name: 'email', type: 'email', placeholder_text: { en: 'Skrill e-mail' }, regex: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'] }]),
    // A video guide: the amount page opens it on the withdrawal's instruction page.
    method(`mobile_wallet_withdrawal_${code}`, CardViewType.default, { en: 'Mobile wallet', es: 'Billetera móvil', ru: 'Мобильный кошелёк' }, currency, [PHONE_WALLET_FIELD], { video_guide_url: { en: '/sandbox/video/guide.webm' }, position: 2 }),
  ];
  const groups: PaymentGroup[] = [
    { name: 'e-wallets-withdrawal', label: { en: 'E-wallets', es: 'Billeteras electrónicas', ru: 'Электронные кошельки' }, position: 3, paymentMethods: wallets },
  ];
  if (country === 'NG') {
    const banks = method('ng_bank_withdrawal', CardViewType.default, { en: 'Nigerian bank account' }, currency, NIGERIAN_BANK_FIELDS, { iconIds: ['bank'] });
    groups.push({ name: 'bank_transfer_nigeria', label: { en: 'Bank transfer' }, position: 2, paymentMethods: [banks] });
  }
  if (currency === SWEEP_COINS) groups.push(redemptionCoins(code, currency));
  if (!cryptoBalance) return { paymentGroups: groups, paymentMethods: [cards, usdt] };
  const limits = currencyLimits(currency);
  const erc20 = method(`usdt_erc20_withdrawal_${code}`, CardViewType.default, { en: 'USDT (ERC-20)' }, currency, [ERC20_WALLET_FIELD], {
    category: 'crypto', currency: 'USDT', network: 'ERC20', iconIds: ['usdt'], position: 5,
    amount_rules: { [currency]: { min: limits.min * 3, max: limits.max } },
  });
  return { paymentGroups: groups, paymentMethods: [cards, usdt, erc20] };
}

/** The region whose currency this is (methods-withdrawal-v4 is asked by currency only). */
export function regionOfCurrency(currency: string): string | undefined {
  return Object.keys(REGIONS).find((code) => regionCurrency(code) === currency.toUpperCase());
}

/**
 * Cards charge 1 % of a withdrawal, so that the confirm and complete pages have a fee to show;
 * USDT on ERC-20 a fixed network fee (a fifth of its minimum); other methods nothing.
 */
export function feeRuleOf(method: Pick<PaymentMethod, 'cardViewType' | 'network' | 'amount_rules'>): WithdrawalFee | undefined {
  if (method.cardViewType === CardViewType.card) return { percent: 1 };
  const minimum = Object.values(method.amount_rules ?? {})[0]?.min;
  return method.network === 'ERC20' && minimum !== undefined ? { percent: 0, fixed: minimum / 5 } : undefined;
}

export function withdrawalMethodsFor(country: string | undefined, currency: string, cryptoBalance = false) {
  const region = country?.toUpperCase();
  if (!region || region === EMPTY_REGION || !REGIONS[region]) return { paymentGroups: [], paymentMethods: [], fees: {} };
  const catalogue = withdrawalCatalogue(region, currency.toUpperCase(), cryptoBalance);
  // A crypto-balance player's tabs: the coins in a coin, the rest in money.
  const inKind = (method: PaymentMethod) => !cryptoBalance || withdrawalsInKind(currency, method);
  const paymentMethods = catalogue.paymentMethods.filter(inKind);
  const paymentGroups = catalogue.paymentGroups.map((group) => ({ ...group, paymentMethods: group.paymentMethods.filter(inKind) })).filter((group) => group.paymentMethods.length > 0);
  const all = [...paymentMethods, ...paymentGroups.flatMap((group) => group.paymentMethods)];
  return {
    paymentGroups: paymentGroups.map((group) => ({ ...group, paymentMethods: group.paymentMethods.map(withServedIcons) })),
    paymentMethods: paymentMethods.map(withServedIcons),
    fees: Object.fromEntries(all.flatMap((method) => {
      const rule = feeRuleOf(method);
      return rule ? [[method.name, rule]] : [];
    })),
  };
}

export function findWithdrawalMethod(name: string): PaymentMethod | undefined {
  const country = /_([a-z]{2})$/.exec(name)?.[1]?.toUpperCase() ?? (name.startsWith('ng_') ? 'NG' : undefined);
  if (!country || !REGIONS[country]) return undefined;
  // Every method that any player may be offered (a crypto-balance player's, a redemption's too): found by its name.
  const catalogues = [withdrawalCatalogue(country, regionCurrency(country) ?? 'USD', true), withdrawalCatalogue(country, SWEEP_COINS)];
  return catalogues.flatMap(({ paymentGroups, paymentMethods }) => [...paymentMethods, ...paymentGroups.flatMap((group) => group.paymentMethods)]).find((m) => m.name === name);
}

export interface SandboxWithdrawal extends PendingWithdrawal {
  token: string;
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
        accountType: request.accountType,
        createdAt: new Date().toISOString(),
        status: 'pending',
        idempotencyKey: request.idempotencyKey,
      };
      withdrawals.set(withdrawal.withdrawalId, withdrawal);
      keepAtMost(withdrawals, MAX_RECORDS);
      const timer = setTimeout(() => {
        timers.delete(timer);
        settle(withdrawal);
      }, scaledDelay(WITHDRAWAL_SETTLE_MS, timeFactor));
      timer.unref?.();
      timers.add(timer);
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
          id: w.withdrawalId, kind: 'withdrawal' as const, paymentMethod: w.paymentMethod, amount: w.amount, currency: w.currency,
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
