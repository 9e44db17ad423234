import { themeOf } from '../host/theme';
import type { Handshake } from '../host/handshake';
import type { PaymentSource } from './paymentSource';
import { openPaymentWindow, type PaymentWindow, type WindowPage } from './paymentWindow';
import { windowPageUrl } from './window/protocol';

/** What the window page needs of the cashier: where its static files are, the player's language and theme, and its life. */
export interface WindowContext {
  readonly deployment: { readonly staticBase: string };
  readonly store: { readonly locale: string; readonly handshake: Handshake | null };
  readonly lifetime: AbortSignal;
}

/** The payment window page as this cashier shows it: the player's language and theme. */
export function windowPageFor(cashier: WindowContext, win: Window = window): WindowPage {
  return {
    staticBase: absoluteStaticBase(cashier, win),
    params: { lang: cashier.store.locale, theme: themeOf(cashier.store.handshake, win), origin: win.location.origin },
  };
}

/**
 * A URL that performs the payment when opened anywhere (a native app's external browser): the
 * window page with the payment in its fragment, which POSTs the form once the player confirms
 * where it goes. A plain URL is itself.
 */
export function paymentPageUrl(cashier: WindowContext, source: PaymentSource, win: Window = window): string {
  if (typeof source === 'string') return source;
  const { staticBase, params } = windowPageFor(cashier, win);
  // Nobody posts to a page opened by another app: it listens to no origin.
  return windowPageUrl(staticBase, { ...params, origin: '', go: source });
}

/** The page is opened from elsewhere (a new window, another app): the static base as a full URL. */
const absoluteStaticBase = (cashier: WindowContext, win: Window) => new URL(cashier.deployment.staticBase, win.location.href).href;

/** Opens the payment window inside the click, tied to this cashier's life (see openPaymentWindow). */
export const openWindowFor = (cashier: WindowContext, win: Window = window): PaymentWindow => openPaymentWindow(win, windowPageFor(cashier, win), cashier.lifetime);
