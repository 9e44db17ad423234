/**
 * The sandbox's identity check (DESIGN §2: a withdrawal or redemption may be refused with
 * `banking.kycRequired` until the player proves who they are). Players whose token is `kyc` (or
 * starts with `kyc-`, so that tests do not share one) are refused until they confirm on the
 * sandbox's own verification page, `/sandbox/verify/{token}`.
 */
import { escape, page } from './providerPage';

export const KYC_TOKEN = 'kyc';
export const KYC_REQUIRED = 'banking.kycRequired';
const MAX_VERIFIED = 1000;

export const needsVerification = (token: string): boolean => token === KYC_TOKEN || token.startsWith(`${KYC_TOKEN}-`);
export const verificationPath = (token: string): string => `/sandbox/verify/${encodeURIComponent(token)}`;

export function createVerifications() {
  const verified = new Set<string>();
  return {
    isVerified: (token: string) => verified.has(token),
    verify(token: string) {
      verified.add(token);
      // Bounded, as every store of the sandbox: the oldest go first.
      while (verified.size > MAX_VERIFIED) verified.delete(verified.values().next().value!);
    },
  };
}
export type Verifications = ReturnType<typeof createVerifications>;

/** The verification page: what it stands for, and a button that confirms (POST to the same address). */
export function verificationPage(token: string, done: boolean): string {
  const body = done
    ? '<h1>Identity verified</h1><p>You can go back to the cashier and try again.</p>'
    : `<h1>Verify your identity</h1><p>In a real cashier the operator's identity check opens here. In the sandbox, one press verifies player <code>${escape(token)}</code>.</p>
<form method="post"><button type="submit">Verify me</button></form>`;
  return page('Identity check', body, 'Sandbox identity check');
}
