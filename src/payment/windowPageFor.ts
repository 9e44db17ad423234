import { nativePlatformOf } from '../host/handshake';
import { isRightToLeft } from '../i18n/locale';
import type { Cashier } from '../state/cashier';
import type { WindowPage } from './paymentWindow';

/** The payment window page as this cashier shows it: the player's language, direction and theme. */
export function windowPageFor(cashier: Cashier, win: Window = window): WindowPage | undefined {
  const translator = cashier.translator();
  if (!translator) return undefined;
  const { locale, t } = translator;
  const handshake = cashier.store.handshake;
  return {
    staticBase: new URL(cashier.deployment.staticBase, win.location.href).href,
    params: {
      text: t('paymentWindow.preparing'),
      lang: locale,
      dir: isRightToLeft(locale) ? 'rtl' : 'ltr',
      theme: handshake && nativePlatformOf(handshake.user) ? 'dark' : 'light',
      origin: win.location.origin,
    },
    endings: { failed: t('paymentWindow.failed'), 'more-fields': t('paymentWindow.moreFields') },
  };
}
