import type { PaymentMethod } from '../contract/methods';

/**
 * Spec §4 "for a listed set of methods an external redirect event is sent instead" and §9's fixed
 * list "skip new window": the methods whose payment page the host opens itself, named by the
 * operator (`external-redirect-methods`): commas or spaces between the names.
 */
export function readMethodNames(text: string | undefined): readonly string[] {
  return text ? [...new Set(text.split(/[\s,]+/).filter(Boolean))] : [];
}

/** Whether the host opens this method's payment page itself: the cashier opens no window for it. */
export const isExternalRedirect = (deployment: { readonly externalRedirectMethods?: readonly string[] }, method: Pick<PaymentMethod, 'name'>): boolean =>
  deployment.externalRedirectMethods?.includes(method.name) ?? false;
