import { getText } from '../transport/textFile';
import type { Cashier } from './cashier';
import { oncePerCashier } from './oncePerCashier';

/** Each cashier's asset texts by address: asked for once. */
const textOnce = oncePerCashier<Promise<string | null>>();

/**
 * Spec §7 "GET from a supplied URL: asset text, skipped on a non-OK response": a text the operator
 * names in its schema (the crypto instruction), read once per cashier, relative to the backend.
 * Null for an address that is not http(s), an answer that is not OK, or a failed request.
 */
export function assetTextOf(cashier: Cashier, url: string): Promise<string | null> {
  const base = cashier.transportConfig()?.apiUrl || location.origin;
  let address: URL;
  try {
    address = new URL(url, new URL(base, location.href));
  } catch {
    return Promise.resolve(null);
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return Promise.resolve(null);
  return textOnce(cashier, address.href, () =>
    getText(address.href, cashier.lifetime).then(
      (answer) => answer.text,
      () => null,
    ),
  );
}
