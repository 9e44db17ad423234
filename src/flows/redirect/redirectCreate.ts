import type { DepositCreateResponse } from '../../api/contract/deposit';
import type { PaymentMethod } from '../../api/contract/methods';
import { nativePlatformOf } from '../../host/handshake';
import type { PaymentSource } from '../../payment/paymentSource';
import { paymentPageUrl } from '../../payment/windowPageFor';
import { isSafeLink } from '../../security/safeLink';
import type { Cashier } from '../../state/cashier';
import { depositCreateCall } from '../../state/create/depositCreateCall';
import type { CreateStrategy, PaymentOpening } from '../../state/create/types';
import { type PaymentWindow, releaseWindow } from '../../payment/paymentWindow';

/**
 * Methods whose payment happens outside the widget: the host is told (`onExternalRedirectEvent`)
 * instead of a window opening. The spec keeps the list private; it is empty until a method needs it.
 */
export const EXTERNAL_REDIRECT_METHODS: ReadonlySet<string> = new Set();

/**
 * The redirect flow's create: `deposit-create`, then the payment source in the window the click
 * opened (or handed to the host or the native browser). The window is closed whenever the create
 * ends without a deposit to pay.
 */
export function redirectCreate(paymentWindow: PaymentWindow | undefined): CreateStrategy<DepositCreateResponse> {
  return {
    ...depositCreateCall,
    metric: 'create-deposit-redirect-status',
    handOff: (cashier, response, method) => openSource(cashier, method, response.source, paymentWindow),
    release: (why) => releaseWindow(paymentWindow, why),
  };
}

/** Where the player pays: the listed methods tell the host, native apps use their browser (forms too), others the window. */
export function openSource(
  cashier: Cashier,
  method: Pick<PaymentMethod, 'name'>,
  source: PaymentSource | undefined,
  paymentWindow?: PaymentWindow,
): PaymentOpening {
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
  // A web view has no windows: its app's browser opens the payment, a form through our page that POSTs it.
  if (native) return handOver(() => cashier.notify('openExtBrowser', { url: paymentPageUrl(cashier, source) }));
  if (!paymentWindow || paymentWindow.blocked) return 'blocked';
  return paymentWindow.go(source) ? 'opened' : 'blocked';
}
