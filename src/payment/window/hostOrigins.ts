import { listenedOrigin } from './protocol';

/**
 * The meta tag of `payment-window.html` that lists the origins of the operator's pages that hold the
 * cashier, separated by spaces (`https://casino.example https://m.casino.example`); the deployment
 * edits it, as it does the slider script's. Shipped empty.
 */
export const HOST_ORIGINS_META = 'payment-cashier-host-origins';

/** The host origins this page's deployment lists: each an http(s) origin written exactly; anything else in the tag is no one. */
export function listedHostOrigins(doc: Document): string[] {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${HOST_ORIGINS_META}"]`)?.content ?? '';
  return content.split(/\s+/).map(listenedOrigin).filter(Boolean);
}

/**
 * Whether the page may follow its opener's payment at once. The opener's origin comes from the
 * page's own address, which whoever opens the page writes, so only the deployment can vouch for
 * it: an origin it lists, or the page's own (a script there can already navigate and POST as
 * this origin). Any other opener's payment waits for the player's press under its host.
 */
export function isListedOpener(opener: string, listed: readonly string[], own: string): boolean {
  return opener !== '' && (opener === own || listed.includes(opener));
}
