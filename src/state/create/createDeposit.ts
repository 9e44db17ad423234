import type { PaymentMethod } from '../../contract/methods';
import { sendCloseBeacon } from '../../api/sendCloseBeacon';
import { bonusRequestFor } from '../../bonus/bonusChoice';
import { captchaFor } from '../../captcha/captchaStep';
import { pathOnly } from '../../routes/paths';
import { runBatch } from '../../transport/batch';
import { CashierError, toCashierError } from '../../transport/errors';
import { recordDeposit } from '../deposit/recordDeposit';
import type { Cashier } from '../cashier';
import { goToError } from '../actions/goToError';
import { type IntentKey, keyAfterFailure, keyForIntent, keyUsed } from './intentKeys';
import { nextPageAfterCreate } from './nextPage';
import type { CaptchaStep, CreateResult, CreateStrategy } from './types';

export interface CreateOptions {
  amount: number;
  /** The page the flow goes to when nothing in the answer names another (spec §4). */
  givenRoute: string;
  /** The shown fields' values as the backend takes them. */
  fields: Readonly<Record<string, string>>;
  /** The currency the deposit is made in, when it is not the player's (a coin's address, an on-ramp's chosen currency). */
  currency?: string;
  captcha?: CaptchaStep;
  /** What else makes this deposit another intent than one of the same method and amount (a sweepstakes box). */
  intent?: Readonly<Record<string, string>>;
}

/** The backend's code for "solve the captcha again" (spec §4). */
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
  const currency = options.currency ?? store.currency;
  const intent = { userId: store.handshake?.userId ?? '', method: method.name, amount: options.amount, currency, fields, ...(options.intent ? { also: options.intent } : {}) };
  let intentKey: IntentKey | undefined;
  try {
    intentKey = await keyForIntent(cashier, intent, { shared: true }, signal);
    const idempotencyKey = intentKey.key;
    const attempt = async () => {
      const captcha = await (options.captcha ?? ((name, stop) => captchaFor(cashier, name, stop)))(method.name, signal);
      const bonus = bonusRequestFor(store, method, options.amount, Date.now());
      // A create the backend answered with fields to add is repeated naming the deposit it left open.
      const depositId = store.form.extraFields[method.name]?.depositId;
      const input = { method, amount: options.amount, currency, fields, idempotencyKey, captcha, bonus, depositId };
      return runBatch((batch) => strategy.send(cashier, input, batch), signal);
    };
    // Spec §4: a `captcha_required` answer redoes the captcha once and sends the same intent again.
    const answer = await attempt().catch((thrown: unknown) => {
      if (toCashierError(thrown).code !== CAPTCHA_REQUIRED || signal.aborted) throw thrown;
      return attempt();
    });
    if (!stillCurrent()) {
      // Whatever the answer made is not shown; its key is spent all the same.
      keyUsed(cashier, intentKey, undefined);
      strategy.release?.('stale');
      return { kind: 'stale' };
    }
    const { response, next: flowNext } = strategy.interpret(answer);
    // An answer for another method is never shown (a TRC20 address on the BTC page): a bug to report.
    if (response.method !== undefined && response.method !== method.name) {
      throw new CashierError('invalid-response', `The backend answered a ${method.name} deposit with one of ${response.method}`);
    }
    const next = flowNext
      ? { kind: 'route' as const, path: flowNext }
      : nextPageAfterCreate(response, method, options.givenRoute, (cashier.flows() ?? (await cashier.loadFlows())).afterCreate);
    if (next.kind === 'add-fields') {
      strategy.release?.('more-fields');
      const openBefore = store.form.extraFields[method.name]?.depositId;
      store.form.extraFields[method.name] = { fields: next.fields, depositId: next.depositId ?? openBefore };
      return { kind: 'fields' };
    }
    // What the deposit is for, as the backend made it (it may differ from what was typed), else as typed.
    const made = response.data?.payment_amount !== undefined ? { amount: response.data.payment_amount, currency: response.data.payment_currency ?? currency } : { amount: options.amount, currency };
    // No amount (a crypto address: the player sends what they like) is no summary yet.
    recordDeposit(store, { response, madeOn, summary: made.amount > 0 ? { ...made, createdAt: Date.now() } : null });
    keyUsed(cashier, intentKey, response.depositId);
    // The deposit left open is made now: the next create is a new one.
    delete store.form.extraFields[method.name]?.depositId;
    cashier.analytics.metric(strategy.metric, 'ok');
    const payment = strategy.handOff?.(cashier, response, method) ?? 'none';
    store.deposit.opening = payment;
    // A refused source is no deposit the player can pay: the host hears of none. An address with no
    // amount (crypto) is no transaction yet: its flow tells the host when a transfer is seen.
    if (response.depositId && payment !== 'refused' && made.amount > 0) {
      cashier.notify('onCreateTransaction', {
        depositId: response.depositId,
        paymentMethod: method.name,
        amount: String(made.amount),
        currency: made.currency,
      });
    }
    // What "Deposit again" offers on the next visit: this method, with the amount the player chose.
    if (payment !== 'refused' && options.amount > 0) {
      import('../keptList').then((kept) => kept.rememberDeposit(cashier, { method: method.name, amount: options.amount, currency }), () => {});
    }
    // A refused source leaves nothing to wait for: the player stays and reads why. A flow whose answer is shown where it was asked for (a crypto address) stays, adding no history.
    if (payment !== 'refused') cashier.nav.navigate(next.path, { replace: pathOnly(next.path) === madeOn });
    return { kind: 'created', payment };
  } catch (thrown) {
    const error = toCashierError(thrown);
    strategy.release?.(error.kind === 'aborted' ? 'stale' : 'failed');
    if (error.kind === 'aborted') return { kind: 'cancelled' };
    if (stillCurrent()) store.deposit.response = null;
    if (intentKey) keyAfterFailure(cashier, intentKey, error);
    cashier.analytics.metric(strategy.metric, 'fail');
    // Spec §2 Guards: past the 30 s batch timeout the player goes to the error route, which can
    // look the deposit up: the backend may have made it after all.
    if (error.kind === 'timeout') {
      goToError(cashier, error, pathOnly(cashier.nav.current()), {
        unanswered: { method: { name: method.name, cardViewType: method.cardViewType }, amount: options.amount, currency: store.currency, askedAt: Date.now() },
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
