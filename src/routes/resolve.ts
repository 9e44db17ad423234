import { DEPOSIT_LIST_PATH, pathOnly } from './paths';
import type { RouteDef } from './types';

export type Resolution =
  | { kind: 'render'; route: RouteDef }
  | { kind: 'redirect'; to: string; resetPayment: boolean };

/**
 * Which page a path shows (spec §2): the root and unknown paths go to the mode's list (`home`: the
 * deposit list, or the withdrawal list in the withdrawal mode); a page that needs a chosen method
 * or group without one resets the payment and goes to the list, and so does a page that shows a
 * created deposit (an invoice) when there is none.
 */
export function resolveRoute(
  path: string,
  routes: readonly RouteDef[],
  chosen: { method: boolean; group: boolean; deposit?: boolean },
  home: string = DEPOSIT_LIST_PATH,
): Resolution {
  const route = routes.find((r) => r.path === pathOnly(path));
  if (!route) return { kind: 'redirect', to: home, resetPayment: false };
  const needs = route.meta.needs;
  const missing = needs === 'deposit' ? !(chosen.method && chosen.deposit) : needs !== undefined && !chosen[needs];
  if (missing) {
    return { kind: 'redirect', to: home, resetPayment: true };
  }
  return { kind: 'render', route };
}

/** Where Back goes from a page: a named page, back in this cashier's history ('previous'), or nowhere. */
export type BackAction = { kind: 'page'; path: string } | { kind: 'history' } | null;

export function backAction(backRoute: string | undefined): BackAction {
  if (!backRoute) return null;
  return backRoute === 'previous' ? { kind: 'history' } : { kind: 'page', path: backRoute };
}
