import { createDeposit } from '../../api/createDeposit';
import { sendCloseBeacon } from '../../api/sendCloseBeacon';
import type { PaymentMethod } from '../../api/contract';
import { nativePlatformOf } from '../../host/handshake';
import type { PaymentSource, PaymentWindow } from '../../payment/paymentWindow';
import { isSafeLink } from '../../security/safeLink';
import { runBatch } from '../../transport/batch';
import { CashierError, toCashierError } from '../../transport/errors';
import type { Cashier } from '../cashier';
import { claimIntentKey, localStorageOrNull } from '../deposit/intentLedger';
import { nextPageAfterCreate } from '../deposit/nextPage';
import { type DepositState, newIntentKey } from '../store';
import { goToError } from './goToError';

/** Spec §4: the captcha step, a typed hook until captcha itself lands (issue 5+). */
export type CaptchaStep = (paymentMethod: string) => Promise<Record<string, string>>;

/**
 * Methods whose payment happens outside the widget: the host is told (`onExternalRedirectEvent`)
 * instead of a window opening. The spec keeps the list private; it is empty until a method needs it.
 */
export const EXTERNAL_REDIRECT_METHODS: ReadonlySet<string> = new Set();

/** Spec §8 thrown message: the backend answered a create without deposit data. */
export const DEPOSIT_DATA_NULL = 'Deposit data is null after creation.';

export type SubmitResult =
  | { kind: 'busy' }
  | { kind: 'stale' }
  | { kind: 'fields' }
  | { kind: 'created'; payment: PaymentOpening }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: CashierError };

/**
 * What became of the payment source: opened in the window, blocked by the browser (offer this
 * tab instead), refused as an unsafe link, handed to the host or native browser, or none to open.
 */
export type PaymentOpening = NonNullable<DepositState['opening']>;

export interface SubmitOptions {
  amount: number;
  /** The page the flow goes to when nothing in the answer names another (spec §4). */
  givenRoute: string;
  /** Opened in the click; pointed at the provider once the deposit exists. */
  paymentWindow?: PaymentWindow;
  captcha?: CaptchaStep;
  /** The shown fields' values as the backend takes them (the form's own values by default). */
  fields?: Readonly<Record<string, string>>;
}

/**
 * Spec §4 "Deposit creation": mark the method as in processing (a second press, or a stale answer
 * for another method, does nothing), captcha, create under the payment prefix with the intent's
 * idempotency key, then the next page in the spec's order. A failure closes the window and resets
 * the response; a cancel (the element removed, the session restarted) ends silently.
 */
export async function submitDeposit(cashier: Cashier, method: PaymentMethod, options: SubmitOptions): Promise<SubmitResult> {
  const { store } = cashier;
  const deposit = store.deposit;
  if (deposit.processing) return { kind: 'busy' };
  deposit.processing = method.name;
  if (!deposit.submitted) {
    deposit.submitted = true;
    if (store.methodsShownAt !== null) cashier.analytics.metric('deposit-click-delay', Math.round(performance.now() - store.methodsShownAt));
  }
  // Spec §7: if the page closes while the deposit is being created, tell the backend by beacon.
  const onPageHide = () => {
    const config = cashier.transportConfig();
    if (config) {
      sendCloseBeacon(config, {
        paymentMethod: method.name,
        paymentMethodText: method.text.en ?? method.name,
        userId: store.handshake?.userId,
      });
    }
  };
  window.addEventListener('pagehide', onPageHide);
  const stillCurrent = () => store.deposit.processing === method.name && store.payment.paymentMethod?.name === method.name;
  try {
    const fields = { ...(options.fields ?? deposit.fieldValues) };
    const intent = { userId: store.handshake?.userId ?? '', method: method.name, amount: options.amount, currency: store.currency, fields };
    const idempotencyKey = claimIntentKey(localStorageOrNull(), intent, deposit.intentKey, new Set(store.completedIntentKeys), Date.now());
    const captcha = (await options.captcha?.(method.name)) ?? {};
    const request = {
      amount: options.amount,
      currency: store.currency,
      paymentType: method.name,
      fields: { ...fields, ...captcha },
      paymentSessionId: deposit.paymentSessionId ?? undefined,
      selectedCountry: store.country,
      metadata: { isFromChip: deposit.isFromChip },
      abTestGroup: store.handshake?.experiments[0]?.group,
      idempotencyKey,
    };
    const answer = await runBatch((signal) => createDeposit(cashier.api(), request, signal), cashier.sessionSignal());
    if (!stillCurrent()) {
      options.paymentWindow?.close();
      return { kind: 'stale' };
    }
    const response = answer.apiResponse;
    if (!response) throw new CashierError('invalid-response', DEPOSIT_DATA_NULL);
    const next = nextPageAfterCreate(response, method, options.givenRoute);
    if (next.kind === 'add-fields') {
      options.paymentWindow?.close();
      store.deposit.extraFields = next.fields;
      return { kind: 'fields' };
    }
    store.deposit.response = response;
    store.deposit.status = { depositId: response.depositId ?? null, status: 'waiting' };
    store.deposit.intentKey = newIntentKey();
    store.completedIntentKeys.push(idempotencyKey);
    cashier.analytics.metric('create-deposit-p2p-status', 'ok');
    if (response.depositId) {
      cashier.notify('onCreateTransaction', {
        depositId: response.depositId,
        paymentMethod: method.name,
        amount: String(options.amount),
        currency: store.currency,
      });
    }
    const payment = openSource(cashier, method, response.source, options.paymentWindow);
    store.deposit.opening = payment;
    // A refused source leaves nothing to wait for: the player stays and reads why.
    if (payment !== 'refused') cashier.nav.navigate(next.path);
    return { kind: 'created', payment };
  } catch (thrown) {
    options.paymentWindow?.close();
    const error = toCashierError(thrown);
    if (error.kind === 'aborted') return { kind: 'cancelled' };
    if (stillCurrent()) store.deposit.response = null;
    cashier.analytics.metric('create-deposit-p2p-status', 'fail');
    // Spec §2 Guards: past the 30 s batch timeout the player goes to the error route.
    if (error.kind === 'timeout') goToError(cashier, error, cashier.nav.current().split('?')[0]!);
    return { kind: 'failed', error };
  } finally {
    window.removeEventListener('pagehide', onPageHide);
    if (store.deposit.processing === method.name) store.deposit.processing = null;
  }
}

/** Where the player pays: the listed methods tell the host, native apps use their browser, others the window. */
function openSource(cashier: Cashier, method: PaymentMethod, source: PaymentSource | undefined, paymentWindow?: PaymentWindow): PaymentOpening {
  const handOver = (notify: () => void): PaymentOpening => {
    paymentWindow?.close();
    notify();
    return 'handed-over';
  };
  if (source === undefined) {
    paymentWindow?.close();
    return 'none';
  }
  const url = typeof source === 'string' ? source : source.action;
  if (!isSafeLink(url)) {
    paymentWindow?.close();
    return 'refused';
  }
  if (EXTERNAL_REDIRECT_METHODS.has(method.name)) {
    return handOver(() => cashier.notify('onExternalRedirectEvent', { url, paymentMethod: method.name }));
  }
  const native = cashier.store.handshake ? nativePlatformOf(cashier.store.handshake.user) : undefined;
  if (native && typeof source === 'string') return handOver(() => cashier.notify('openExtBrowser', { url }));
  if (!paymentWindow || paymentWindow.blocked) return 'blocked';
  return paymentWindow.go(source) ? 'opened' : 'blocked';
}
