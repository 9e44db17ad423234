/** The origin of a configured host (`x-origin` or `host`), or undefined when it is not a real http(s) origin. */
export function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** Exact origin equality: never a prefix or substring match (`https://a.com.evil.io` is not `https://a.com`). */
export function isTrustedOrigin(messageOrigin: string, configuredOrigin: string | undefined): boolean {
  return configuredOrigin !== undefined && messageOrigin !== 'null' && messageOrigin === configuredOrigin;
}
