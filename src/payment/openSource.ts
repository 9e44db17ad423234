import type { PaymentMethod } from '../contract/methods';
import { nativePlatformIn } from '../host/handshake';
import { isSafeLink } from '../security/safeLink';
import type { HostNotifier } from '../host/channels';
import type { PaymentSource } from './paymentSource';
import type { PaymentWindow } from './paymentWindow';
import { paymentPageUrl, type WindowContext } from './windowPageFor';

/** What became of the payment source: opened, blocked (offer this tab), refused as unsafe, handed to the host, or none to open. */
export type PaymentOpening = 'opened' | 'blocked' | 'refused' | 'handed-over' | 'none';

/** What opening a source needs of the cashier: the window page's context, and the host to hand a payment to. */
export interface SourceContext extends WindowContext {
  readonly notify: HostNotifier;
}

/**
 * Methods whose payment happens outside the widget: the host is told (`onExternalRedirectEvent`)
 * instead of a window opening. The spec keeps the list private; it is empty until a method needs it.
 */
export const EXTERNAL_REDIRECT_METHODS: ReadonlySet<string> = new Set();

/** Where the player pays: the listed methods tell the host, native apps use their browser (forms too), others the window. */
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
  if (EXTERNAL_REDIRECT_METHODS.has(method.name)) {
    return handOver(() => cashier.notify('onExternalRedirectEvent', { url, paymentMethod: method.name }));
  }
  // A web view has no windows: its app's browser opens the payment, a form through our page that POSTs it.
  if (nativePlatformIn(cashier.store.handshake)) return handOver(() => cashier.notify('openExtBrowser', { url: paymentPageUrl(cashier, source) }));
  if (!paymentWindow || paymentWindow.blocked) return 'blocked';
  return paymentWindow.go(source) ? 'opened' : 'blocked';
}
