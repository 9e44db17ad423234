import type { PaymentMethod } from '../../contract/methods';
import { sendCloseBeacon } from '../../api/sendCloseBeacon';
import { bonusRequestFor } from '../../bonus/bonusChoice';
import { captchaFor } from '../../captcha/captchaStep';
import { pathOnly } from '../../routes/paths';
import { withCallTimeout } from '../../transport/callTimeout';
import { CashierError, toCashierError } from '../../transport/errors';
import { recordDeposit } from '../deposit/recordDeposit';
import type { Cashier } from '../cashier';
import { goToError } from '../actions/goToError';
import { hostAlreadyTold, type IntentKey, keyAfterFailure, keyForIntent, keyUsed } from './intentKeys';
import { playerOf } from '../playerOf';
import { nextPageAfterCreate } from './nextPage';
import type { CaptchaStep, CreateResult, CreateStrategy, RequestParameters } from './types';

export interface CreateOptions {
  amount: number;
  /** The page the flow goes to when nothing in the answer names another. */
  givenRoute: string;
  /** The shown fields' values as the backend takes them. */
  fields: Readonly<Record<string, string>>;
  /** The currency the deposit is made in, when it is not the player's (a coin's address, an on-ramp's chosen currency). */
  currency?: string;
  captcha?: CaptchaStep;
  /** What else makes this deposit another intent than one of the same method and amount (a sweepstakes box). */
  intent?: Readonly<Record<string, string>>;
  /** The country the deposit is made from, when the player chose it for this deposit (an on-ramp). */
  country?: string;
}

/**
 * What the create sends besides the amount and fields, taken from the store once per press: the
 * bonus, the wallet, the country, the deposit a create left open (only for the amount and
 * currency it was made for), the session.
 */
export function requestParameters(cashier: Cashier, method: PaymentMethod, options: Pick<CreateOptions, 'amount' | 'currency' | 'country'>): RequestParameters {
  const { store } = cashier;
  const currency = options.currency ?? store.currency;
  const open = store.form.extraFields[method.name];
  const openFits = open?.depositId !== undefined && open.madeFor?.amount === options.amount && open.madeFor.currency === currency;
  return {
    currency,
    country: options.country ?? store.country,
    // The method's flow says whether it takes a bonus (the table is in: a create starts on one of its pages).
    bonus: bonusRequestFor(store, method, cashier.flows()?.takesBonus(method) ?? true, options.amount, Date.now()),
    // The crypto-balance cashier names the wallet the deposit credits: its tab's (README: Readings).
    wallet: cashier.mode().wallet?.(cashier),
    depositId: openFits ? open.depositId : undefined,
    paymentSessionId: store.form.paymentSessionId ?? undefined,
    isFromChip: store.form.isFromChip,
  };
}

/** The parameters that change what a create makes, as the intent's extra words (absent ones left out). */
function intentParameters(parameters: RequestParameters): Record<string, string> {
  const { bonus, wallet, country, depositId } = parameters;
  const words: Record<string, string> = { country, bonus: bonus.isActivatedBonus ? `on:${bonus.bonusId ?? ''}` : 'off' };
  if (wallet) words.wallet = wallet;
  if (depositId) words.depositId = depositId;
  return words;
}

/** The backend's code for "solve the captcha again". */
export const CAPTCHA_REQUIRED = 'captcha_required';

/**
 * Spec §4 "Deposit creation", the part every flow shares: a lock per method (a second press on
 * the same method does nothing; another method is free), the intent's idempotency key, captcha,
 * the flow's create call within the 30 s batch timeout (then the error route), the close beacon,
 * the stale-answer guard, metrics, then the next page. A failure releases what the click
 * prepared and resets the response; a cancel (the element removed, the session restarted) ends silently.
 */
export async function createDeposit<Answer>(
  cashier: Cashier,
  method: PaymentMethod,
  strategy: CreateStrategy<Answer>,
  options: CreateOptions,
): Promise<CreateResult> {
  const { store } = cashier;
  if (store.creating.methods.includes(method.name)) {
    strategy.release?.('busy');
    return { kind: 'busy' };
  }
  const creating = store.creating;
  creating.methods.push(method.name);
  measureClickDelay(cashier);
  const signal = cashier.sessionSignal();
  const madeOn = pathOnly(cashier.nav.current());
  const stillCurrent = () => !signal.aborted && store.payment.paymentMethod?.name === method.name;
  // Spec §7: if the page closes while the deposit is being created, tell the backend by beacon.
  const onPageHide = () => beaconFor(cashier, method);
  window.addEventListener('pagehide', onPageHide);
  const fields = { ...options.fields };
  // Everything the request sends is taken once, with the intent: a retry sends what the key was made for.
  const parameters = requestParameters(cashier, method, options);
  const intent = {
    player: playerOf(store.handshake) ?? '',
    method: method.name,
    amount: options.amount,
    currency: parameters.currency,
    fields,
    also: { ...options.intent, ...intentParameters(parameters) },
  };
  let intentKey: IntentKey | undefined;
  try {
    intentKey = await keyForIntent(cashier, intent, { shared: true }, signal);
    const idempotencyKey = intentKey.key;
    const attempt = async () => {
      const captcha = await (options.captcha ?? ((name, stop) => captchaFor(cashier, name, stop)))(method.name, signal);
      const input = { method, amount: options.amount, fields, idempotencyKey, captcha, ...parameters };
      return withCallTimeout((batch) => strategy.send(cashier, input, batch), signal);
    };
    // Spec §4: a `captcha_required` answer redoes the captcha once and sends the same intent again.
    const answer = await attempt().catch((thrown: unknown) => {
      if (toCashierError(thrown).code !== CAPTCHA_REQUIRED || signal.aborted) throw thrown;
      return attempt();
    });
    if (!stillCurrent()) {
      // Whatever the answer made is not shown; its key is spent all the same, and no tab joins it.
      keyUsed(cashier, intentKey, null);
      strategy.release?.('stale');
      return { kind: 'stale' };
    }
    const { response, next: flowNext, stays } = strategy.interpret(answer);
    // An answer for another method is never shown (a TRC20 address on the BTC page): a bug to report.
    if (response.method !== undefined && response.method !== method.name) {
      throw new CashierError('invalid-response', `The backend answered a ${method.name} deposit with one of ${response.method}`);
    }
    const next = flowNext
      ? { kind: 'route' as const, path: flowNext }
      : nextPageAfterCreate(response, method, options.givenRoute, (cashier.flows() ?? (await cashier.loadFlows())).afterCreate);
    if (next.kind === 'add-fields') {
      strategy.release?.('more-fields');
      const openBefore = parameters.depositId;
      const depositId = next.depositId ?? openBefore;
      store.form.extraFields[method.name] = { fields: next.fields, ...(depositId ? { depositId, madeFor: { amount: options.amount, currency: parameters.currency } } : {}) };
      return { kind: 'fields' };
    }
    // What the deposit is for, as the backend made it (it may differ from what was typed), else as typed.
    const { currency } = parameters;
    const made = response.data?.payment_amount !== undefined ? { amount: response.data.payment_amount, currency: response.data.payment_currency ?? currency } : { amount: options.amount, currency };
    // No amount (a crypto address: the player sends what they like) is no summary yet.
    recordDeposit(store, { response, madeOn, summary: made.amount > 0 ? { ...made, createdAt: Date.now() } : null });
    // The deposit left open is made now: the next create is a new one.
    if (store.form.extraFields[method.name]) store.form.extraFields[method.name] = { fields: store.form.extraFields[method.name]!.fields };
    cashier.analytics.metric(strategy.metric, 'ok');
    const payment = strategy.handOff?.(cashier, response, method) ?? 'none';
    store.deposit.opening = payment;
    // A refused source is no deposit the player can pay: the host hears of none. An address with no
    // amount (crypto) is no transaction yet: its flow tells the host when a transfer is seen. A
    // deposit another tab made with the same key was told to its host already.
    const tell = response.depositId !== undefined && payment !== 'refused' && made.amount > 0 && !hostAlreadyTold(response.depositId);
    keyUsed(cashier, intentKey, response.depositId && payment !== 'refused' ? { depositId: response.depositId, handedOver: payment !== 'blocked', told: tell } : null);
    if (tell && response.depositId) {
      cashier.notify('onCreateTransaction', {
        depositId: response.depositId,
        paymentMethod: method.name,
        amount: String(made.amount),
        currency: made.currency,
      });
    }
    // What "Deposit again" offers on the next visit: this method, with the amount the player chose.
    if (payment !== 'refused' && options.amount > 0) {
      // The player who made it, now: the module may arrive after a new token started another session.
      const player = intent.player || null;
      import('../keptList').then((kept) => kept.rememberDeposit(cashier, player, { method: method.name, amount: options.amount, currency: parameters.currency }), () => {});
    }
    // A refused source leaves nothing to wait for: the player stays and reads why. A flow whose answer is shown where it was asked for (a crypto address) stays too.
    if (payment !== 'refused' && !stays) cashier.nav.navigate(next.path, { replace: pathOnly(next.path) === madeOn });
    return { kind: 'created', payment };
  } catch (thrown) {
    const error = toCashierError(thrown);
    strategy.release?.(error.kind === 'aborted' ? 'stale' : 'failed');
    if (error.kind === 'aborted') return { kind: 'cancelled' };
    if (stillCurrent()) store.deposit.response = null;
    if (intentKey) keyAfterFailure(cashier, intentKey, error);
    cashier.analytics.metric(strategy.metric, 'fail');
    // Past the 30 s batch timeout the player goes to the error route, which can look the deposit
    // up: the backend may have made it after all.
    if (error.kind === 'timeout') {
      goToError(cashier, error, pathOnly(cashier.nav.current()), {
        unanswered: { method: { name: method.name, cardViewType: method.cardViewType }, amount: options.amount, currency: parameters.currency, country: parameters.country, askedAt: Date.now() },
      });
    }
    return { kind: 'failed', error };
  } finally {
    window.removeEventListener('pagehide', onPageHide);
    const index = creating.methods.indexOf(method.name);
    if (index >= 0) creating.methods.splice(index, 1);
  }
}

/** Spec §4: the delay from the payment methods being shown to the first Deposit press, measured once. */
function measureClickDelay(cashier: Cashier): void {
  const { timing } = cashier.store;
  if (timing.clickDelayMeasured) return;
  timing.clickDelayMeasured = true;
  if (timing.methodsShownAt !== null) cashier.analytics.metric('deposit-click-delay', Math.round(performance.now() - timing.methodsShownAt));
}

function beaconFor(cashier: Cashier, method: PaymentMethod): void {
  const config = cashier.transportConfig();
  if (!config) return;
  sendCloseBeacon(config, {
    paymentMethod: method.name,
    paymentMethodText: method.text.en ?? method.name,
    userId: cashier.store.handshake?.userId,
  });
}
