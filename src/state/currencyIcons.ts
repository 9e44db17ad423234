import { getText } from '../transport/plain';
import type { Cashier } from './cashier';
import { oncePerCashier } from './oncePerCashier';
import { isSvgImage, MAX_SVG_IMAGE_BYTES } from './svgImage';

/** Each cashier's icons by currency: asked for once (spec §7 "cached per currency"), kept as a data URL, or null (asked again later). */
const iconOnce = oncePerCashier<string>();

/**
 * Spec §7 `GET icons/{currency lowercase}.svg`: a currency's icon from `static-base`, as an image
 * URL the page can show under `img-src data:`. An answer that is not OK is skipped quietly, said
 * in the console ('Unable to fetch icon' with its status); so is one that is not an SVG image (a
 * host's HTML page for a missing file), one too large, and a failed or timed-out request.
 */
export function currencyIconOf(cashier: Cashier, currency: string): Promise<string | null> {
  const code = currency.toLowerCase();
  if (!/^[a-z0-9]{2,10}$/.test(code)) return Promise.resolve(null);
  return iconOnce(cashier, code, () =>
    getText(`${cashier.deployment.staticBase}icons/${code}.svg`, { signal: cashier.lifetime, maxBytes: MAX_SVG_IMAGE_BYTES }).then(
      ({ status, type, text }) => {
        if (text !== null && isSvgImage(text, type)) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
        console.warn(`[payment-cashier] Unable to fetch icon ${text === null ? status : 'not an SVG image'}`, code);
        return null;
      },
      (error: unknown) => {
        if (!cashier.lifetime.aborted) console.warn('[payment-cashier] Unable to fetch icon', code, error);
        return null;
      },
    ),
  );
}
