/**
 * The marker a create's `returnUrl` carries (state/actions/returnFromPayment.ts): apart, so that the
 * first screen can tell a return from a visit without the code that resumes one.
 */
export const RETURN_PARAM = 'payment-cashier-return';

export function isReturnAddress(href: string): boolean {
  try {
    return new URL(href).searchParams.has(RETURN_PARAM);
  } catch {
    return false;
  }
}
