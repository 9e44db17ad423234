/**
 * The sandbox backend: one handler per call of the contract, shared by HTTP and socket.io.
 * Every payload is validated with the contract's schemas; bad input gets the real error shape.
 */
import { isCoinCode, isCryptoBalancePlayer } from './cryptoBalance';
import * as v from 'valibot';
import { CardViewType, type Envelope, type MethodsResponse, type PaymentMethod, type RequestOf } from '../../src/contract';
import { CALLS, type CallName } from '../../src/contract/calls';
import { EMPTY_REGION, methodsOf, REGIONS, SELECTABLE_COUNTRIES } from './catalogue';
import { FAILING_LIMITS_CURRENCY, onrampLimits } from './onramp';
import type { TokenRenewal } from './tokenRenewal';
import { withServedIcons } from './icons';
import type { WITHDRAWAL_CALLS } from '../../src/contract/withdrawal';
import { createWithdrawalHandlers, createWithdrawalStore } from './withdrawals';
import { SWEEPSTAKE_HANDLERS } from './sweepstakes';
import { createHistoryHandler } from './history';
import { lockedAnswer } from './locks';

/** Who is calling (the Authorization header or the socket's query), and the sandbox's own origin. */
export interface Session {
  token: string;
  origin: string;
}

/**
 * Test tokens (README "Sandbox test values"): `expired` answers 401 to every call,
 * `malformed` gets a methods answer that breaks the contract, `no-geo` disables the country selector.
 */
export const TEST_TOKENS = { expired: 'expired', malformed: 'malformed', noGeo: 'no-geo' } as const;

/** `npm run bench`'s long lists: the token `methods-N` (1 to 500) gets N plain redirect methods and no groups. */
export function benchMethods(token: string): MethodsResponse | undefined {
  const count = Number(/^methods-(\d{1,3})$/.exec(token)?.[1] ?? 0);
  if (count < 1 || count > 500) return undefined;
  const paymentMethods = Array.from({ length: count }, (_, i): PaymentMethod => ({
    name: `bench_${i + 1}`,
    cardViewType: 0,
    text: { en: `Bench method ${i + 1}` },
    position: i + 1,
    iconIds: ['bank'],
    amount_rules: { MXN: { min: 10, max: 10_000 } },
  }));
  return { paymentGroups: [], paymentMethods };
}

export const ok = <T>(data: T): Envelope<T> => ({ status: 200, data });
export const fail = (status: number, code: string, message: string, data?: Record<string, unknown>): Envelope => ({
  status,
  error: { code, message, ...(data ? { data } : {}) },
});

export const badRequest = (issues: v.BaseIssue<unknown>[]) =>
  fail(400, 'banking.badRequest', `Invalid request: ${issues.map((i) => `${v.getDotPath(i) ?? 'payload'} ${i.message}`).join('; ')}`);

const FALLBACK_LIMITS = { min: 10, max: 10_000 };
/**
 * Methods that take their own currency only (CoDi is a peso scheme): a player in another currency
 * gets no rule for it, and deposit-limits has no limits for it (the widget says the currency is unavailable).
 */
const CURRENCY_BOUND_METHODS = new Set(['codi_mx']);
const boundElsewhere = (method: PaymentMethod, currency: string) => CURRENCY_BOUND_METHODS.has(method.name) && !method.amount_rules?.[currency];

/** A method's limits for a currency: its own rule, or the sandbox default. */
export function limitsFor(method: PaymentMethod, currency: string) {
  const rule = method.amount_rules?.[currency];
  return rule ? { min: rule.min, max: rule.max } : FALLBACK_LIMITS;
}

const isCoin = (method: PaymentMethod): boolean => method.category === 'crypto';

/** The part of a list a crypto-balance player's tab shows (as the mode's two tabs ask it): the coins (their groups), or everything else. */
function byCurrencyType(list: MethodsResponse, type: 'crypto' | 'fiat'): MethodsResponse {
  const coinsOnly = (group: MethodsResponse['paymentGroups'][number]) => group.paymentMethods.every(isCoin);
  return type === 'crypto'
    ? { paymentGroups: list.paymentGroups.filter(coinsOnly), paymentMethods: list.paymentMethods.filter(isCoin) }
    : { paymentGroups: list.paymentGroups.filter((group) => !coinsOnly(group)), paymentMethods: list.paymentMethods.filter((method) => !isCoin(method)) };
}

function methodsFor(request: RequestOf<typeof CALLS.methodsPayment>): MethodsResponse {
  const region = REGIONS[request.country.toUpperCase()];
  if (!region || request.country.toUpperCase() === EMPTY_REGION) return { paymentGroups: [], paymentMethods: [] };
  const withCurrency = (m: PaymentMethod): PaymentMethod =>
    // Coins take no amount; an on-ramp's limits come from deposit-limits, for the currency the player picks.
    withServedIcons(m.category === 'crypto' || m.cardViewType === CardViewType.onramp || m.amount_rules?.[request.currency.code] || boundElsewhere(m, request.currency.code)
      ? m
      : { ...m, amount_rules: { ...m.amount_rules, [request.currency.code]: FALLBACK_LIMITS } });
  return {
    paymentGroups: region.groups.map((g) => ({ ...g, paymentMethods: g.paymentMethods.map(withCurrency) })),
    paymentMethods: region.methods.map(withCurrency),
  };
}

/** One call's handler: its payload already checked against the call's own request schema. */
export type Handler<K extends CallName> = (
  payload: v.InferOutput<(typeof CALLS)[K]['request']>,
  session: Session,
) => Envelope | Promise<Envelope>;

/** A handler for every call of the contract: leaving one out does not compile. */
export type SandboxHandlers = { [K in CallName]: Handler<K> };

const CATALOGUE_CALLS = ['methodsPayment', 'methodsPaymentV3', 'countrySelector', 'depositLimits'] as const;
/** The sweepstakes calls that make nothing (boxes, balances, conversions): sweepstakes.ts answers them. */
export const SWEEPSTAKE_DATA_CALLS = ['sweepstakeBoxes', 'sweepstakeRecoupSum', 'paymentConvertV2'] as const;
/** The sweep coins are the withdrawal store's SC account (a redemption takes from it), so their balance is the withdrawals'. */
export type WithdrawalCallName = keyof typeof WITHDRAWAL_CALLS | 'sweepstakeBalanceGet';
export type PaymentHandlers = Omit<SandboxHandlers, (typeof CATALOGUE_CALLS)[number] | WithdrawalCallName | (typeof SWEEPSTAKE_DATA_CALLS)[number] | 'transactionsHistory'>;
export type WithdrawalHandlers = Pick<SandboxHandlers, WithdrawalCallName>;
export type HistoryHandlers = Pick<SandboxHandlers, 'transactionsHistory'>;

const CATALOGUE_HANDLERS: Pick<SandboxHandlers, (typeof CATALOGUE_CALLS)[number]> = {
  methodsPayment(request, session) {
    if (session.token === TEST_TOKENS.malformed) return ok({ paymentGroups: 'not-a-list', paymentMethods: [{ name: 7 }] });
    const list = benchMethods(session.token) ?? methodsFor(request);
    return ok(isCryptoBalancePlayer(session.token) ? byCurrencyType(list, request.currency.type) : list);
  },
  /** Spec §7's list call for another platform version: the same list, the currency's kind read from its code. */
  methodsPaymentV3({ currency, ...request }, session) {
    return CATALOGUE_HANDLERS.methodsPayment({ ...request, currency: { code: currency, type: isCoinCode(currency) ? 'crypto' : 'fiat' } }, session);
  },
  countrySelector(_request, session) {
    return ok({
      isGeoSelectorEnabled: session.token !== TEST_TOKENS.noGeo,
      countries: SELECTABLE_COUNTRIES.map((code) => ({ code })),
    });
  },
  depositLimits({ currency, paymentMethod }) {
    const method = findMethod(paymentMethod, { currency });
    if (method?.cardViewType === CardViewType.onramp) {
      if (currency.toUpperCase() === FAILING_LIMITS_CURRENCY) return fail(502, 'banking.providerUnavailable', `No limits for ${currency} right now.`);
      return ok({ [paymentMethod]: onrampLimits(currency) });
    }
    if (method && boundElsewhere(method, currency.toUpperCase())) return ok({});
    if (method) return ok({ [paymentMethod]: limitsFor(method, currency) });
    return fail(404, 'banking.methodNotFound', `No payment method ${paymentMethod}`);
  },
};

const BY_PATH = new Map(Object.entries(CALLS).map(([key, spec]) => [`${spec.prefix}/${spec.name}`, key as CallName]));
/** The contract's call at this prefix and name, if there is one. */
export const callNameOf = (prefix: string, name: string): CallName | undefined => BY_PATH.get(`${prefix}/${name}`);

/** The sandbox backend: the catalogue calls, the deposit calls and the withdrawal calls of one server. */
export function createSandboxApi(
  payments: PaymentHandlers,
  withdrawals: WithdrawalHandlers = createWithdrawalHandlers(createWithdrawalStore(() => {})),
  /** Renewed tokens (tokenRenewal.ts): an old one is answered as expired; a new one is its first token's player. */
  tokens: Pick<TokenRenewal, 'isExpired' | 'playerOf'> = { isExpired: () => false, playerOf: (token) => token },
  /** The player's transactions (history.ts); none kept: an empty history. */
  history: HistoryHandlers = createHistoryHandler({ deposits: () => [], withdrawals: () => [] }),
) {
  const handlers: SandboxHandlers = { ...CATALOGUE_HANDLERS, ...SWEEPSTAKE_HANDLERS, ...payments, ...withdrawals, ...history };
  /** Answers one call; never throws, whatever arrives. */
  return async function handleCall(prefix: string, name: string, payload: unknown, session: Session): Promise<Envelope> {
    if (!session.token) return fail(401, 'auth.noToken', 'Authorization is required');
    if (session.token === TEST_TOKENS.expired || tokens.isExpired(session.token)) return fail(401, 'auth.tokenExpired', 'Token expired');
    session = { ...session, token: tokens.playerOf(session.token) };
    const key = BY_PATH.get(`${prefix}/${name}`);
    if (!key) return fail(404, 'banking.unknownCall', `Unknown call ${prefix}/${name}`);
    const request = v.safeParse(CALLS[key].request, payload ?? {});
    if (!request.success) return badRequest(request.issues);
    const locked = lockedAnswer(session.token, key);
    if (locked) return locked;
    try {
      return await (handlers[key] as Handler<CallName>)(request.output as never, session);
    } catch (error) {
      console.error(`[sandbox] ${prefix}/${name} failed`, error);
      return fail(500, 'banking.internal', 'Internal sandbox error');
    }
  };
}
export type HandleCall = ReturnType<typeof createSandboxApi>;

/**
 * Finds a method of the catalogue by name. A method several regions share (the cards) has a copy
 * per region with that region's limits: the copy of the player's country, else one with limits in
 * the currency, else the first.
 */
export function findMethod(name: string, hint: { country?: string; currency?: string } = {}): PaymentMethod | undefined {
  const copies = Object.entries(REGIONS).flatMap(([code, region]) => methodsOf(region).filter((m) => m.name === name).map((m) => ({ code, method: m })));
  const country = hint.country?.toUpperCase();
  const currency = hint.currency?.toUpperCase();
  const chosen = copies.find((copy) => copy.code === country) ?? copies.find((copy) => currency && copy.method.amount_rules?.[currency]) ?? copies[0];
  return chosen?.method;
}
