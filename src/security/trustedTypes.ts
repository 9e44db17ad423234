/**
 * The widget's one Trusted Types policy. A page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) allows it by name in its `trusted-types` directive; the
 * widget then passes every script URL and every piece of HTML it puts into the page through it:
 * the captcha scripts (http(s) only) and server text that DOMPurify has sanitised (which DOMPurify
 * itself parses through this policy, so it needs none of its own).
 */
export const TRUSTED_TYPES_POLICY = 'payment-cashier';

/** What the browser hands back: TrustedHTML and TrustedScriptURL, accepted wherever a string is. */
type Trusted = string & { readonly __trusted?: never };

export interface CashierPolicy {
  createHTML(html: string): Trusted;
  createScriptURL(url: string): Trusted;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): CashierPolicy;
}

const RULES = {
  /** Only ever called with DOMPurify's input (parsed inertly) or its output. */
  createHTML: (html: string) => html,
  createScriptURL(url: string): string {
    const resolved = new URL(url, document.baseURI);
    if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') throw new TypeError(`Refused to load the script ${url}`);
    return resolved.href;
  },
};

/**
 * The policy, made once per document: the browser lets a name be created only once, and every
 * element of the page shares it, as they share the element's definition. Where the browser has no
 * Trusted Types, the same rules give plain strings.
 */
let policy: CashierPolicy | undefined;

export function cashierPolicy(): CashierPolicy {
  if (policy) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY, RULES) : (RULES as unknown as CashierPolicy);
  return policy;
}
