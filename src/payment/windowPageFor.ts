import { themeOf } from '../host/theme';
import { isRightToLeft } from '../i18n/locale';
import type { Cashier } from '../state/cashier';
import type { PaymentSource } from './paymentSource';
import type { WindowPage } from './paymentWindow';
import { windowPageUrl } from './window/protocol';

/** The payment window page as this cashier shows it: the player's language, direction and theme. */
export function windowPageFor(cashier: Cashier, win: Window = window): WindowPage | undefined {
  const translator = cashier.translator();
  if (!translator) return undefined;
  const { locale, t } = translator;
  return {
    staticBase: absoluteStaticBase(cashier, win),
    params: {
      text: t('paymentWindow.preparing'),
      lang: locale,
      dir: isRightToLeft(locale) ? 'rtl' : 'ltr',
      theme: themeOf(cashier.store.handshake, win),
      origin: win.location.origin,
    },
    endings: { failed: t('paymentWindow.failed'), 'more-fields': t('paymentWindow.moreFields') },
  };
}

/**
 * A URL that performs the payment when opened anywhere (a native app's external browser): the
 * window page with the payment in its fragment, which POSTs a form itself. A plain URL is itself.
 */
export function paymentPageUrl(cashier: Cashier, source: PaymentSource, win: Window = window): string {
  if (typeof source === 'string') return source;
  const page = windowPageFor(cashier, win);
  const params = page?.params ?? { text: 'Preparing your payment…', lang: 'en', dir: 'ltr' as const, theme: 'light' as const };
  // Nobody posts to a page opened by another app: it listens to no origin.
  return windowPageUrl(page?.staticBase ?? absoluteStaticBase(cashier, win), { ...params, origin: '', go: source });
}

/** The page is opened from elsewhere (a new window, another app): the static base as a full URL. */
const absoluteStaticBase = (cashier: Cashier, win: Window) => new URL(cashier.deployment.staticBase, win.location.href).href;
