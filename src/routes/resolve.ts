import { DEPOSIT_LIST_PATH, type RouteDef } from './table';

export type Resolution =
  | { kind: 'render'; route: RouteDef }
  | { kind: 'redirect'; to: string; resetPayment: boolean };

/**
 * Which page a path shows (spec §2): the root and unknown paths go to the deposit list; a page
 * that needs a chosen method or group without one resets the payment and goes to the list.
 */
export function resolveRoute(
  path: string,
  routes: readonly RouteDef[],
  chosen: { method: boolean; group: boolean },
): Resolution {
  const route = routes.find((r) => r.path === path);
  if (!route) return { kind: 'redirect', to: DEPOSIT_LIST_PATH, resetPayment: false };
  const needs = route.meta.needs;
  if ((needs === 'method' && !chosen.method) || (needs === 'group' && !chosen.group)) {
    return { kind: 'redirect', to: DEPOSIT_LIST_PATH, resetPayment: true };
  }
  return { kind: 'render', route };
}

/** Where Back goes: a named page, or the previous entry of this cashier's history, or the list. */
export function backTarget(backRoute: string | undefined, history: readonly string[]): string | undefined {
  if (!backRoute) return undefined;
  if (backRoute !== 'previous') return backRoute;
  return history.length >= 2 ? history[history.length - 2] : DEPOSIT_LIST_PATH;
}
