import { CashierError } from '../transport/errors';

/** The name under which a native app injects the handshake object on `window`. */
export const WEB_VIEW_HANDSHAKE_GLOBAL = '__PAYMENT_CASHIER_HANDSHAKE__';
/** Spec §9: web-view wait 5 s, polled every 10 ms. */
export const WEB_VIEW_POLL_INTERVAL_MS = 10;
export const WEB_VIEW_WAIT_MS = 5000;

/**
 * Polls `window[name]` until the native side has put the handshake there, or gives up after 5 s.
 * Once the signal aborts or `abandoned()` is true, it stops for good and never settles.
 */
export function waitForInjectedHandshake(win: Window, signal: AbortSignal, abandoned: () => boolean = () => false): Promise<unknown> {
  const read = () => (win as unknown as Record<string, unknown>)[WEB_VIEW_HANDSHAKE_GLOBAL];
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (abandoned()) return clearInterval(timer);
      const value = read();
      if (value !== undefined && value !== null) {
        clearInterval(timer);
        resolve(value);
      } else if (Date.now() - started >= WEB_VIEW_WAIT_MS) {
        clearInterval(timer);
        reject(new CashierError('unknown', `Cannot find property ${WEB_VIEW_HANDSHAKE_GLOBAL} on window`));
      }
    }, WEB_VIEW_POLL_INTERVAL_MS);
    signal.addEventListener('abort', () => clearInterval(timer), { once: true });
  });
}
