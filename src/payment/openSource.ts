import type { PaymentMethod } from '../contract/methods';
import { nativePlatformIn } from '../host/handshake';
import { isSafeLink } from '../security/safeLink';
import { isExternalRedirect } from './externalRedirect';
import type { HostNotifier } from '../host/channels';
import type { PaymentSource } from './paymentSource';
import type { PaymentWindow } from './paymentWindow';
import { openWindowFor, paymentPageUrl, type WindowContext } from './windowPageFor';

/** What became of the payment source: opened, blocked (offer this tab), refused as unsafe, handed to the host, or none to open. */
export type PaymentOpening = 'opened' | 'blocked' | 'refused' | 'handed-over' | 'none';

/** What opening a source needs of the cashier: the window page's context, the methods the host opens itself, and the host to hand a payment to. */
export interface SourceContext extends WindowContext {
  readonly deployment: WindowContext['deployment'] & { readonly externalRedirectMethods?: readonly string[] };
  readonly notify: HostNotifier;
}

/**
 * The payment window for a press that leads to `method`'s payment page, opened inside the click so
 * that popup blockers allow it: none in a native app (its browser opens the page) or for a method
 * the host opens itself.
 */
export function windowForPress(cashier: SourceContext, method: Pick<PaymentMethod, 'name'>): PaymentWindow | undefined {
  return nativePlatformIn(cashier.store.handshake) || isExternalRedirect(cashier.deployment, method) ? undefined : openWindowFor(cashier);
}

/** Where the player pays: the methods the host opens itself tell the host (`onExternalRedirectEvent`), native apps use their browser (forms too), others the window. */
export function openSource(
  cashier: SourceContext,
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
  if (isExternalRedirect(cashier.deployment, method)) {
    return handOver(() => cashier.notify('onExternalRedirectEvent', { url, paymentMethod: method.name }));
  }
  // A web view has no windows: its app's browser opens the payment, a form through our page that POSTs it.
  if (nativePlatformIn(cashier.store.handshake)) return handOver(() => cashier.notify('openExtBrowser', { url: paymentPageUrl(cashier, source) }));
  if (!paymentWindow || paymentWindow.blocked) return 'blocked';
  return paymentWindow.go(source) ? 'opened' : 'blocked';
}
