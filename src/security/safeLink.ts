/**
 * Links from outside (a payment source, a link in a merchant message, a video guide, a UPI pay
 * button) are allowed by what they are for, never by a list of bad schemes: whatever scheme comes
 * next (`intent:`, `filesystem:`, `view-source:`) is refused until a use names it.
 *
 * - `web`: a page to open or POST to: https, or http on this machine's loopback (development).
 * - `text`: a link in server text: a web link, or mail and phone.
 * - `upi`: a UPI pay button: a web link, or the UPI app's own `upi:` link.
 */
export type LinkUse = 'web' | 'text' | 'upi';

const EXTRA_SCHEMES: Readonly<Record<LinkUse, readonly string[]>> = { web: [], text: ['mailto', 'tel'], upi: ['upi'] };

/** What a browser's URL parser drops from a link before it reads the scheme. */
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

/**
 * The scheme a browser would see once its URL parser has dropped control characters and
 * whitespace (`java\tscript:`, ` JAVASCRIPT:`, `\u0000javascript:`); undefined for a relative link.
 */
export function schemeOf(link: string): string | undefined {
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(link.replace(IGNORED, ''))?.[1]?.toLowerCase();
}

/** This machine's own addresses: 127.0.0.0/8, localhost, [::1]. */
export const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);

/** An absolute web address: https, or http on the loopback. */
function isWebUrl(link: string): boolean {
  try {
    const url = new URL(link.replace(IGNORED, ''));
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
}

/**
 * A link without a scheme that names another host: `//evil.example` (scheme-relative), and the same
 * with backslashes (`/\evil.example`, `\\evil`), which a browser reads as slashes in a web address.
 */
const OTHER_HOST = /^[\\/]{2}/;

/**
 * Whether a link may be navigated to, posted to or opened for this use. A relative link (no
 * scheme, no host: a path, a query, a fragment) stays on the origin it is resolved against (the
 * page's, or the backend's) and is allowed; one that names a host without a scheme is refused.
 */
export function isSafeLink(link: unknown, use: LinkUse = 'web'): link is string {
  if (typeof link !== 'string' || link.trim() === '') return false;
  const scheme = schemeOf(link);
  if (scheme === undefined) return !OTHER_HOST.test(link.replace(IGNORED, ''));
  if (scheme === 'https' || scheme === 'http') return isWebUrl(link);
  return EXTRA_SCHEMES[use].includes(scheme);
}

/**
 * A safe link made absolute against the backend that sent it (`base`, itself relative to the
 * page), so a tab we open and a link we draw lead to the same place; null when unsafe or unreadable.
 */
export function resolveSafeLink(link: unknown, base: string, page: string = location.href, use: LinkUse = 'web'): string | null {
  if (!isSafeLink(link, use)) return null;
  try {
    const resolved = new URL(link, new URL(base, page)).href;
    return isSafeLink(resolved, use) ? resolved : null;
  } catch {
    return null;
  }
}
