/**
 * The sandbox's deposit calls: session start, deposit creation (idempotent by key), status
 * polling, and the close beacon. Test values: a field value `more` asks for extra fields, `slow`
 * answers after 35 s, `gateway-timeout` is made and answered 504; the amount's cents decide the
 * outcome (see deposits.ts).
 */
import { randomUUID } from 'node:crypto';
import { CardViewType, type DepositCreated, type DepositData, type DepositCreateResponse, type Envelope, type PaymentMethod, type RequestOf, type ServerField } from '../../src/contract';
import type { CaptchaResults } from '../../src/contract/deposit';
import type { CALLS } from '../../src/contract/calls';
import { agentPath } from './agentPage';
import { convert, findBox } from './sweepstakes';
import { fail, findMethod, limitsFor, ok, type PaymentHandlers, type Session } from './api';
import { type CaptchaService, createCaptchaService } from './captcha';
import { conflict, createIdempotencyLedger, fingerprintOf } from './idempotency';
import { keepAtMost, MAX_CAPTCHA_ENTRIES } from './bounded';
import { centsOf, type DepositStore, type SandboxDeposit, toStatus } from './deposits';
import { addressFor, CRYPTO_MINIMUMS, FAILING_ADDRESS_METHOD } from './crypto';
import { WIRE_PURPOSE } from './catalogueFields';
import { isCoinCode, isCryptoBalancePlayer } from './cryptoBalance';
import { CONTINUE_ERROR_CENTS, FAILING_LIMITS_CURRENCY, NO_OFFERS_CENTS, onrampLimits, onrampOffers } from './onramp';
import {
  eazypeAnswer, HOST_TO_HOST_TIMEOUT_MINUTES, hostToHostInvoice, indiaPrepared, P2P_TIMEOUT_MINUTES, p2pInvoice, pixAnswer, UNIFIED_LIFETIME_S,
  unifiedFormAnswer, VIRTUAL_ACCOUNT_METHOD,
} from './invoices';

export const MORE_FIELDS_VALUE = 'more';
/** A field value that turns any redirect method's answer into a unified-flow form. */
export const UNIFIED_VALUE = 'unified';
/** Methods whose answer is always a unified-flow form. */
export const UNIFIED_METHODS: ReadonlySet<string> = new Set(['sbp_rub']);
export const SLOW_VALUE = 'slow';
export const SLOW_ANSWER_MS = 35_000;
/** A field value whose create is made, then answered 504 as a gateway that gave up would; the same key again returns it. */
export const GATEWAY_TIMEOUT_VALUE = 'gateway-timeout';
export const gatewayTimeout = () => fail(504, 'banking.gatewayTimeout', 'The gateway timed out waiting for the payment backend.');
/** A field value that makes the answer's payment source a `javascript:` link, which the widget must refuse. */
export const UNSAFE_LINK_VALUE = 'unsafe-link';
export const UNSAFE_SOURCE = 'JavaScript:alert(document.domain)';
/** A field value whose create fails with a merchant message carrying HTML, some of it hostile. */
export const MERCHANT_HTML_VALUE = 'merchant-html';
/** P2P test values by the amount's cents: the first create of an intent asks for the captcha again; an answer that breaks the contract. */
export const CAPTCHA_REQUIRED_CENTS = 66;
/** The cross-border fast payments (`sbp-transgran-grouped`): their P2P create answers a unified form. */
export const CROSS_BORDER_PREFIX = 'sbp_transgran_';

/** Spec §9: a rabbit method is paid from its one bank's app; any other fast payment (sbp_…) from any of t-bank, sber, gazprom. */
function banksOf(methodName: string): readonly string[] {
  if (methodName === 'sbp_transgran_rabbit_tbank') return ['t-bank'];
  if (methodName === 'sbp_transgran_rabbit_sber') return ['sber'];
  return methodName.startsWith('sbp_') ? ['t-bank', 'sber', 'gazprom'] : [];
}

/** Spec §5: bKash and Nagad transfers are matched by a confirmation id of 8 to 10 digits. */
const CONFIRMED_BY_ID = ['bkash_p2p', 'nagad_p2p'];
const isConfirmationId = (value: string | undefined): boolean => /^[0-9]{8,10}$/.test(value ?? '');
export const BROKEN_P2P_CENTS = 77;
export const MERCHANT_HTML =
  '<b>Declined</b> by the bank. <a href="https://bank.example/help">Help</a><script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">';

/**
 * What a create's idempotency key stands for: every parameter that changes what is made (the
 * method, the sum, the fields, the bonus taken or declined, the wallet credited, the region whose
 * method it is, the open deposit completed). Left out: what says nothing about the payment (the
 * captcha's answers, solved again at each try; the analytics session, metadata and test group;
 * the return address, which is where the player comes back to, not what they pay).
 */
const MADE_BY = ['bonusId', 'isActivatedBonus', 'selectedCountry', 'depositId'] as const;
export const DEPOSIT_INTENT = ['paymentType', 'amount', 'currency', 'fields', 'wallet', ...MADE_BY] as const;
/** A box is priced by the box: its amount is not the player's. */
export const BOX_INTENT = ['paymentType', 'currency', 'boxId', 'wallet', ...MADE_BY] as const;
export const P2P_INTENT = ['paymentMethod', 'amount', 'currency', 'fields', 'bank', ...MADE_BY] as const;

/** A crypto-balance player's deposit names its wallet (`crypto` or `fiat`), which must hold the deposit's currency; nobody else has wallets. */
function walletProblem(request: { wallet?: string; currency: string }, session: Session): string | null {
  if (request.wallet === undefined) return null;
  if (!isCryptoBalancePlayer(session.token)) return 'This account has no wallets to choose from.';
  if (request.wallet !== 'crypto' && request.wallet !== 'fiat') return `No wallet ${request.wallet}.`;
  return (request.wallet === 'crypto') === isCoinCode(request.currency) ? null : `A ${request.currency} deposit cannot go to the ${request.wallet} wallet.`;
}

/** The deposit a create's answer names: deposit-create's and a box's under `apiResponse`, a P2P invoice's at the top. */
function depositIdOf(answer: Envelope): string | undefined {
  if (answer.status !== 200 || !answer.data || typeof answer.data !== 'object') return undefined;
  const data = answer.data as { apiResponse?: { depositId?: unknown }; depositId?: unknown };
  const id = data.apiResponse?.depositId ?? data.depositId;
  return typeof id === 'string' ? id : undefined;
}

/** The extra field a `more` answer asks for; once it is filled the deposit is created. */
export const EXTRA_FIELD: ServerField = {
  name: 'document_number',
  type: 'text',
  placeholder_text: { en: 'Document number', ru: 'Номер документа', ar: 'رقم الوثيقة' },
  regex: ['^\\d{6,12}$'],
  regex_error_key: 'form.field.invalid',
};

/** How long a cash voucher can be paid at an agent. */
export const CASH_VOUCHER_MINUTES = 24 * 60;

/**
 * Where the player pays: the sandbox's provider page, reached by a plain redirect or, for cards, a
 * form POST; for cash, the agent's contact page.
 */
function sourceFor(session: Session, depositId: string, cardViewType: number): DepositCreated['source'] {
  if (cardViewType === CardViewType.cash) return `${session.origin}${agentPath(depositId)}`;
  const action = `${session.origin}/sandbox/pay/${encodeURIComponent(depositId)}`;
  // Like some providers' forms, it has a field named `submit`, which shadows the form's own submit().
  return cardViewType === CardViewType.card ? { action, fields: { depositId, signature: depositId.slice(0, 8), submit: 'pay' } } : action;
}

export function createPaymentHandlers(
  store: DepositStore,
  /** The `slow` value's wait, for this player (server.ts waits on the sandbox clock, or while a test holds them). */
  delay = (ms: number, _player: string): Promise<void> => new Promise((r) => setTimeout(r, ms)),
  captcha: CaptchaService = createCaptchaService(),
) {
  /** Idempotency: the first answer for a player's key, shared by every repeat (even while in flight); another request with it is a conflict. */
  const answers = createIdempotencyLedger();

  async function create(request: RequestOf<typeof CALLS.depositCreate>, session: Session): Promise<Envelope> {
    const method = findMethod(request.paymentType, { country: request.selectedCountry, currency: request.currency });
    if (!method) return fail(404, 'banking.methodNotFound', `No payment method ${request.paymentType}`);
    const wrongWallet = walletProblem(request, session);
    if (wrongWallet) return fail(400, 'banking.merchantClientError', wrongWallet);
    if (method.category === 'crypto') return cryptoAddress(method, session);
    if (method.cardViewType === CardViewType.onramp) return onrampCreate(request, method, session);
    const limits = limitsFor(method, request.currency);
    if (request.amount < limits.min || request.amount > limits.max) {
      return fail(400, 'banking.merchantClientError', `The amount must be between ${limits.min} and ${limits.max} ${request.currency}.`);
    }
    // The wire's purpose is the server's (a disabled field): a create with another is refused.
    if (method.name === 'wire_us' && request.fields?.wire_purpose !== WIRE_PURPOSE) {
      return fail(400, 'banking.merchantClientError', 'A wire can only be sent as a deposit to your account.');
    }
    const values = Object.values(request.fields ?? {});
    if (values.includes(MERCHANT_HTML_VALUE)) return fail(400, 'banking.merchantClientError', MERCHANT_HTML);
    if (values.includes(SLOW_VALUE)) await delay(SLOW_ANSWER_MS, session.token);
    // Spec §3 depositId: a create naming a deposit completes the one an earlier create left open for fields.
    const asked = request.depositId === undefined ? undefined : ownDeposit(request.depositId, session);
    if (request.depositId !== undefined && !(asked?.fieldsAsked && asked.method === method.name)) {
      return fail(404, 'banking.depositNotFound', `No ${method.name} deposit ${request.depositId} is waiting for fields`);
    }
    const made = { token: session.token, method: method.name, methodText: method.text.en ?? method.name, amount: request.amount, currency: request.currency, returnUrl: request.returnUrl };
    if (values.includes(MORE_FIELDS_VALUE) && !request.fields?.[EXTRA_FIELD.name]) {
      const open = asked ?? store.create({ ...made, fieldsAsked: true });
      return ok<DepositCreateResponse>({ apiResponse: { depositId: open.id, method: method.name, isFieldsRequired: true, fields: [EXTRA_FIELD] } });
    }
    // A bank transfer is paid outside, and so is a virtual account (spec §9), made for the deposit.
    const invoice = method.cardViewType === CardViewType.bankTransfer || method.name === VIRTUAL_ACCOUNT_METHOD;
    const unified = UNIFIED_METHODS.has(method.name) || values.includes(UNIFIED_VALUE);
    // A prepared UPI deposit is paid in the player's UPI app to what `deposit-prepare` answered.
    const prepared = method.cardViewType === CardViewType.india && !!method.isPreparationRequired;
    const expiring = unified || prepared || method.cardViewType === CardViewType.pix;
    const expiry = invoice ? { expiresInMs: HOST_TO_HOST_TIMEOUT_MINUTES * 60_000 } : expiring ? { expiresInMs: UNIFIED_LIFETIME_S * 1000 } : {};
    const deposit = asked ? store.complete(asked, made, expiry) : store.create(made, expiry);
    if (unified) return ok<DepositCreateResponse>({ apiResponse: { depositId: deposit.id, method: method.name, data: unifiedFormAnswer(deposit) } });
    // Pix and Eazype are paid in the player's bank or UPI app: the answer is what to scan or open.
    if (method.cardViewType === CardViewType.pix) return ok<DepositCreateResponse>({ apiResponse: { depositId: deposit.id, method: method.name, data: pixAnswer(deposit) } });
    if (method.cardViewType === CardViewType.eazype) return ok<DepositCreateResponse>({ apiResponse: { depositId: deposit.id, method: method.name, data: eazypeAnswer(deposit) } });
    if (prepared) return ok<DepositCreateResponse>({ apiResponse: { depositId: deposit.id, method: method.name, data: null } });
    // A bank transfer is paid outside: the answer is the invoice to pay, with no page to open.
    if (invoice) {
      return ok<DepositCreateResponse>({ apiResponse: { depositId: deposit.id, method: method.name, data: hostToHostInvoice(method, deposit) } });
    }
    return ok<DepositCreateResponse>({
      apiResponse: {
        depositId: deposit.id,
        method: method.name,
        source: values.includes(UNSAFE_LINK_VALUE) ? UNSAFE_SOURCE : sourceFor(session, deposit.id, method.cardViewType),
        // Cash: a voucher, paid at an agent within a day (its amount, and when it was made).
        data: method.cardViewType === CardViewType.cash
          ? { payment_amount: deposit.amount, payment_currency: deposit.currency, created: deposit.createdAt, timeout_minutes: CASH_VOUCHER_MINUTES }
          : null,
      },
    });
  }

  /** An on-ramp deposit: the offers for the amount in the chosen currency (none for cents .88), to go on with one. */
  function onrampCreate(request: RequestOf<typeof CALLS.depositCreate>, method: PaymentMethod, session: Session): Envelope {
    const limits = onrampLimits(request.currency);
    if (request.currency === FAILING_LIMITS_CURRENCY) return fail(502, 'banking.providerUnavailable', `No on-ramp in ${request.currency} right now.`);
    if (request.amount < limits.min || request.amount > limits.max) {
      return fail(400, 'banking.merchantClientError', `The amount must be between ${limits.min} and ${limits.max} ${request.currency}.`);
    }
    const deposit = store.create({ token: session.token, method: method.name, methodText: method.text.en ?? method.name, amount: request.amount, currency: request.currency, returnUrl: request.returnUrl });
    const offers = centsOf(request.amount) === NO_OFFERS_CENTS ? [] : onrampOffers(request.amount, request.currency);
    return ok<DepositCreateResponse>({ apiResponse: { depositId: deposit.id, method: method.name, data: { paymentMethodOffers: offers } } });
  }

  /**
   * Spec §3 "Crypto deposit response": the player's address on the method's network (the same one
   * each time, while it waits for coins), the least credited and the coin's name. No amount: the
   * player sends what they like. A box's address (`forBox`) says what the box costs in the coin, and
   * that is then the least credited: less does not buy the box.
   */
  function cryptoAddress(method: PaymentMethod, session: Session, forBox?: { coinAmount: number; boxId: string | number }): Envelope {
    const currency = method.currency ?? 'USDT';
    const network = method.network ?? currency;
    if (method.name === FAILING_ADDRESS_METHOD) return fail(502, 'banking.providerUnavailable', `No ${currency} address on ${network} can be issued right now.`);
    const deposit = store.openFor(session.token, method.name) ?? store.create({
      token: session.token, method: method.name, methodText: method.text.en ?? method.name, amount: 0, currency,
      crypto: { address: addressFor(session.token, method.name, network), network, min: CRYPTO_MINIMUMS[currency] ?? 0 },
    });
    deposit.crypto!.min = forBox ? forBox.coinAmount : (CRYPTO_MINIMUMS[currency] ?? 0);
    if (forBox) deposit.boxId = forBox.boxId;
    const price: Partial<DepositData> = forBox ? { payment_amount: forBox.coinAmount, payment_currency: currency.toUpperCase() } : {};
    const data = { depositAddress: deposit.crypto!.address, minDepositValue: deposit.crypto!.min, cryptoName: method.text.en ?? currency, ...price };
    return ok<DepositCreateResponse>({ apiResponse: { depositId: deposit.id, method: method.name, data } });
  }

  function boxDeposit(request: RequestOf<typeof CALLS.depositCreateSweepstake>, session: Session): Envelope {
    const box = findBox(request.boxId);
    if (!box) return fail(404, 'banking.boxNotFound', `No box ${request.boxId}`);
    const method = findMethod(request.paymentType, { country: request.selectedCountry, currency: request.currency });
    if (method?.category !== 'crypto' || !method.currency) return fail(400, 'banking.merchantClientError', 'A box is paid with a cryptocurrency.');
    const coinAmount = convert(box.price, box.priceCurrencyCode, method.currency);
    if (coinAmount === undefined) return fail(400, 'banking.unknownCurrency', `No rate for ${box.priceCurrencyCode} to ${method.currency}`);
    return cryptoAddress(method, session, { coinAmount, boxId: box.boxId });
  }

  /**
   * Spec §7 `deposit-create-p2p`: the player's open invoice with the method is answered again
   * (`exists`), else a new one that ends as AUTO_CANCELED after its timeout.
   */
  async function createP2p(request: RequestOf<typeof CALLS.depositCreateP2p>, session: Session): Promise<Envelope> {
    const method = findMethod(request.paymentMethod, { country: request.selectedCountry, currency: request.currency });
    if (!method || method.cardViewType !== CardViewType.p2p) return fail(404, 'banking.methodNotFound', `No P2P payment method ${request.paymentMethod}`);
    const limits = limitsFor(method, request.currency);
    if (request.amount < limits.min || request.amount > limits.max) {
      return fail(400, 'banking.merchantClientError', `The amount must be between ${limits.min} and ${limits.max} ${request.currency}.`);
    }
    if (centsOf(request.amount) === BROKEN_P2P_CENTS) return ok({ depositId: 77, card: 'not a card', timeout_minutes: 'soon' });
    // Spec §9 "p2p-market amount in fields": the market takes whole amounts, and the amount among the fields.
    if (method.name.startsWith('p2p_market') && request.fields?.amount !== String(request.amount)) {
      return fail(400, 'banking.merchantClientError', 'The P2P market needs the amount among the fields, as a whole number.');
    }
    // A cross-border fast payment is paid from one bank's app (spec §9): the method's own, or the one chosen.
    const crossBorder = method.name.startsWith(CROSS_BORDER_PREFIX);
    const banks = banksOf(method.name);
    if (crossBorder && banks.length > 1 && !banks.includes(request.bank ?? '')) {
      return fail(400, 'banking.merchantClientError', `Choose the bank you pay from: ${banks.join(', ')}.`);
    }
    if (crossBorder && request.bank !== undefined && !banks.includes(request.bank)) {
      return fail(400, 'banking.merchantClientError', `${method.text.en ?? method.name} is paid from ${banks.join(', ')} only.`);
    }
    const open = store.openFor(session.token, method.name);
    if (open) return ok(crossBorder ? crossBorderAnswer(open, true) : p2pInvoice(method, open, true));
    const deposit = store.create(
      { token: session.token, method: method.name, methodText: method.text.en ?? method.name, amount: request.amount, currency: request.currency, p2p: true },
      { expiresInMs: crossBorder ? UNIFIED_LIFETIME_S * 1000 : P2P_TIMEOUT_MINUTES * 60_000 },
    );
    return ok(crossBorder ? crossBorderAnswer(deposit, false) : p2pInvoice(method, deposit));
  }

  /** A cross-border fast payment is paid by following the bank's steps: a unified form, in the P2P answer's shape. */
  function crossBorderAnswer(deposit: SandboxDeposit, exists: boolean) {
    const { created, lifetime, buttons, instruction, requisites, inputFields } = unifiedFormAnswer(deposit);
    return { depositId: deposit.id, unifiedFlow: true, exists, created, lifetime, buttons, instruction, requisites, inputFields, payment_amount: deposit.amount, payment_currency: deposit.currency };
  }
  /** A create whose captcha did not pass: the widget solves it again and sends the intent once more. */
  const captchaRequired = (why: string) => fail(400, 'captcha_required', `Captcha required: ${why}`);
  /** Intents whose first create was answered `captcha_required` (cents .66). */
  const captchaAsked = new Set<string>();

  const ownDeposit = (depositId: string, session: Session) => {
    const deposit = store.get(depositId);
    return deposit && deposit.token === session.token ? deposit : undefined;
  };
  const noSuchDeposit = () => fail(404, 'banking.depositNotFound', 'No such deposit');

  /**
   * A create by idempotency key: the first answer again for the same request, a conflict for
   * another; else the captcha is checked and the answer made once (`kept` for the repeats, `sent` now).
   */
  function answerOnce(
    id: string,
    fingerprint: string,
    request: CaptchaResults & { idempotencyKey: string },
    paymentMethod: string,
    make: () => { kept: Promise<Envelope>; sent: Promise<Envelope> },
  ): Envelope | Promise<Envelope> {
    const known = answers.lookup(id, fingerprint);
    if (known.kind === 'conflict') return conflict();
    if (known.kind === 'replay') return known.answer;
    const refused = captcha.refusal(paymentMethod, request);
    if (refused) return captchaRequired(refused);
    const { kept, sent } = make();
    answers.remember(id, fingerprint, kept);
    // The deposit answered is the key's (a soak reads which intent made which deposit).
    void kept.then((answer) => {
      const depositId = depositIdOf(answer);
      if (depositId) store.keyed(depositId, request.idempotencyKey);
    }, () => {});
    return sent;
  }

  const handlers: PaymentHandlers = {
    depositCreate(request, session) {
      const id = `${session.token}\u0000${request.idempotencyKey}`;
      const fingerprint = fingerprintOf(request, DEPOSIT_INTENT);
      return answerOnce(id, fingerprint, request, request.paymentType, () => {
        const answer = create(request, session);
        // The deposit is made; the gateway in front of the backend gives up on the answer.
        return Object.values(request.fields ?? {}).includes(GATEWAY_TIMEOUT_VALUE) ? { kept: answer, sent: answer.then(gatewayTimeout) } : { kept: answer, sent: answer };
      });
    },
    /** A Coin Shop box, paid with a coin: the address, and how much of the coin the box's price is now. */
    depositCreateSweepstake(request, session) {
      const id = `${session.token}\u0000sweep\u0000${request.idempotencyKey}`;
      const fingerprint = fingerprintOf(request, BOX_INTENT);
      return answerOnce(id, fingerprint, request, request.paymentType, () => {
        const answer = Promise.resolve(boxDeposit(request, session));
        return { kept: answer, sent: answer };
      });
    },
    depositCreateP2p(request, session) {
      const id = `${session.token}\u0000p2p\u0000${request.idempotencyKey}`;
      // Not the intent's answer: the widget redoes the captcha and sends the same intent again.
      if (centsOf(request.amount) === CAPTCHA_REQUIRED_CENTS && !captchaAsked.has(id)) {
        captchaAsked.add(id);
        keepAtMost(captchaAsked, MAX_CAPTCHA_ENTRIES);
        return fail(400, 'captcha_required', 'Captcha required');
      }
      const fingerprint = fingerprintOf(request, P2P_INTENT);
      return answerOnce(id, fingerprint, request, request.paymentMethod, () => {
        const answer = createP2p(request, session);
        return { kept: answer, sent: answer };
      });
    },
    // Spec §7: a method that needs preparation (UPI) answers where to pay before it is created.
    depositPrepare({ paymentMethod }) {
      const method = findMethod(paymentMethod);
      if (!method || method.cardViewType !== CardViewType.india) return fail(404, 'banking.methodNotFound', `No Indian payment method ${paymentMethod}`);
      if (!method.isPreparationRequired) return fail(400, 'banking.preparationNotRequired', `${paymentMethod} needs no preparation`);
      return ok(indiaPrepared());
    },
    depositStatus({ depositId }, session) {
      const deposit = ownDeposit(depositId, session);
      return deposit ? ok(toStatus(deposit)) : noSuchDeposit();
    },
    // The player says they paid an invoice: it is checked like a payment on the provider page.
    depositComplete({ depositId, confirmationId }, session) {
      const deposit = ownDeposit(depositId, session);
      if (!deposit) return noSuchDeposit();
      if (CONFIRMED_BY_ID.includes(deposit.method) && !isConfirmationId(confirmationId)) {
        return fail(400, 'banking.paymentMethodRegex', 'The confirmation id has 8 to 10 digits');
      }
      return ok({ status: toStatus(store.pay(deposit.id) ?? deposit).status });
    },
    depositCheck({ paymentMethod, amount, currency }, session) {
      // After a create that timed out the widget names what it asked for: an older open deposit of the method is not that one.
      const deposit = store.openFor(session.token, paymentMethod, { amount, currency });
      // The check answers a card invoice; an open cross-border form is answered by the create again (exists).
      if (!deposit || deposit.method.startsWith(CROSS_BORDER_PREFIX)) return ok({ exists: false });
      const method = findMethod(deposit.method);
      const invoice = deposit.p2p && method ? p2pInvoice(method, deposit, true) : undefined;
      return ok({ exists: true, depositId: deposit.id, ...(invoice?.card ? { card: invoice.card } : {}) });
    },
    externalDepositContinue({ depositId, paymentMethod }, session) {
      const deposit = ownDeposit(depositId, session);
      if (!deposit) return noSuchDeposit();
      if (!paymentMethod || !onrampOffers(deposit.amount, deposit.currency).some((offer) => offer.method === paymentMethod)) {
        return fail(400, 'banking.merchantClientError', 'Choose one of the offers.');
      }
      if (centsOf(deposit.amount) === CONTINUE_ERROR_CENTS) {
        store.decline(deposit.id);
        return ok({ error: { code: 'onramp.declined', message: `${paymentMethod} declined the order.` } });
      }
      return ok({ data: { source: `${session.origin}/sandbox/pay/${encodeURIComponent(deposit.id)}` }, processingAmount: deposit.amount });
    },
    depositCancel({ depositId }, session) {
      const deposit = ownDeposit(depositId, session);
      if (!deposit) return noSuchDeposit();
      return ok({ status: toStatus(store.decline(deposit.id) ?? deposit).status });
    },
    sessionStart(request) {
      return ok({
        payment_session_id: `ps_${randomUUID()}`,
        // The session keeps the group it was first given; a new one starts in group a.
        pending_group: request.pendingGroup ?? 'a',
      });
    },
    sessionFormOnCloseModal: () => ok({}),
  };
  return handlers;
}
