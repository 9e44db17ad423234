import { resolveSafeLink } from '../security/safeLink';
import { getText } from '../transport/plain';
import type { Cashier } from './cashier';
import { oncePerCashier } from './oncePerCashier';

/** Each cashier's asset texts by address and size cap: asked for once. */
const textOnce = oncePerCashier<string>();

/** More than an operator's text needs (the crypto instruction is a few paragraphs). */
export const MAX_ASSET_TEXT_BYTES = 65_536;

/**
 * Spec §7 "GET from a supplied URL: asset text, skipped on a non-OK response": a text the operator
 * names in its schema (the crypto instruction, the badge mark), read once per cashier, relative to
 * the backend, at most `maxBytes` of it. Its address follows the web-link rule (https, or http on
 * this machine's loopback), as every other address the operator gives does. Null for another
 * address, an answer that is not OK, one too large (said in the console), a failed or timed-out
 * request; a failure is read again later (oncePerCashier).
 */
export function assetTextOf(cashier: Cashier, url: string, options: { maxBytes?: number } = {}): Promise<string | null> {
  const { maxBytes = MAX_ASSET_TEXT_BYTES } = options;
  const address = resolveSafeLink(url, cashier.transportConfig()?.apiUrl || location.origin);
  if (address === null) return Promise.resolve(null);
  return textOnce(cashier, `${maxBytes} ${address}`, () =>
    getText(address, { signal: cashier.lifetime, maxBytes }).then(
      (answer) => answer.text,
      (error: { code?: string }) => {
        if (error.code === 'file.tooLarge') console.warn(`[payment-cashier] the asset ${address} is larger than ${maxBytes} bytes: not shown`);
        return null;
      },
    ),
  );
}
