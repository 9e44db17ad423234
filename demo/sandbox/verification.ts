/**
 * The sandbox's identity check (DESIGN §2: a withdrawal or redemption may be refused with
 * `banking.kycRequired` until the player proves who they are). Players whose token is `kyc` (or
 * starts with `kyc-`, so that tests do not share one) are refused until they confirm on the
 * sandbox's own verification page, `/sandbox/verify/{id}`. The id is an opaque random one the
 * sandbox maps to the player, never the token: the widget opens the link in a new tab, so it lands
 * in the browser's history and in logs, and whoever holds a token is that player.
 */
import { randomBytes } from 'node:crypto';
import { keepAtMost } from './bounded';
import { page } from './providerPage';

export const KYC_TOKEN = 'kyc';
export const KYC_REQUIRED = 'banking.kycRequired';
const MAX_VERIFIED = 1000;
/** Links handed out and not expired yet, at most. */
export const MAX_VERIFICATION_LINKS = 1000;
/** How long a verification link leads to its player (real time, as a provider's link). */
export const VERIFICATION_LINK_TTL_MS = 30 * 60_000;

export const needsVerification = (token: string): boolean => token === KYC_TOKEN || token.startsWith(`${KYC_TOKEN}-`);
/** The page of a verification id (the server answers `/sandbox/verify/` and an id of this shape). */
export const verificationPath = (id: string): string => `/sandbox/verify/${id}`;
export const VERIFICATION_ID = /^[\w-]{22,64}$/;

export function createVerifications(options: { now?: () => number; ttlMs?: number } = {}) {
  const { now = Date.now, ttlMs = VERIFICATION_LINK_TTL_MS } = options;
  const verified = new Set<string>();
  /** Each link's player and when it was handed out; a Map keeps them oldest first. */
  const links = new Map<string, { token: string; at: number }>();
  const prune = () => {
    for (const [id, link] of links) {
      if (now() - link.at < ttlMs) break;
      links.delete(id);
    }
    keepAtMost(links, MAX_VERIFICATION_LINKS);
  };
  return {
    isVerified: (token: string) => verified.has(token),
    verify(token: string) {
      verified.add(token);
      // Bounded, as every store of the sandbox: the oldest go first.
      keepAtMost(verified, MAX_VERIFIED);
    },
    /** A new link to the player's check: 128 random bits, mapped to the player until it expires. */
    linkFor(token: string): string {
      prune();
      const id = randomBytes(16).toString('base64url');
      links.set(id, { token, at: now() });
      return verificationPath(id);
    },
    /** Whose check a link is, while it has not expired. */
    playerOf(id: string): string | undefined {
      prune();
      return links.get(id)?.token;
    },
  };
}
export type Verifications = ReturnType<typeof createVerifications>;

/** The verification page: what it stands for, and a button that confirms (POST to the same address). It names no player. */
export function verificationPage(done: boolean): string {
  const body = done
    ? '<h1>Identity verified</h1><p>You can go back to the cashier and try again.</p>'
    : `<h1>Verify your identity</h1><p>In a real cashier the operator's identity check opens here. In the sandbox, one press verifies the player this link was made for.</p>
<form method="post"><button type="submit">Verify me</button></form>`;
  return page('Identity check', body, 'Sandbox identity check');
}

/** A link that leads to no player (never given out, or expired). */
export const expiredVerificationPage = () =>
  page('Identity check', '<h1>This link has expired</h1><p>Go back to the cashier and try again: it gives you a new one.</p>', 'Sandbox identity check');
