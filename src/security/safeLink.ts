/** Spec §5: a link is unsafe if its scheme is one of these (vbscript added, for old engines). */
export const UNSAFE_SCHEMES: readonly string[] = ['javascript', 'data', 'file', 'blob', 'about', 'chrome', 'vbscript'];

/**
 * The scheme a browser would see once its URL parser has dropped control characters and
 * whitespace (`java\tscript:`, ` JAVASCRIPT:`, `\u0000javascript:`); undefined for a relative link.
 */
export function schemeOf(link: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = link.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '');
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)?.[1]?.toLowerCase();
}

/**
 * Whether a link may be navigated to or opened. Deep links of payment apps (`upi:`, `intent:`)
 * stay allowed; only the unsafe schemes are refused.
 */
export function isSafeLink(link: unknown): link is string {
  if (typeof link !== 'string' || link.trim() === '') return false;
  const scheme = schemeOf(link);
  return scheme === undefined || !UNSAFE_SCHEMES.includes(scheme);
}

/**
 * A safe link made absolute against the backend that sent it (`base`, itself relative to the
 * page), so a tab we open and a link we draw lead to the same place; null when unsafe or unreadable.
 */
export function resolveSafeLink(link: unknown, base: string, page: string = location.href): string | null {
  if (!isSafeLink(link)) return null;
  try {
    const resolved = new URL(link, new URL(base, page)).href;
    return isSafeLink(resolved) ? resolved : null;
  } catch {
    return null;
  }
}
