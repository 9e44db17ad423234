import type { Mode } from '../flows/contract/mode';
import { pathOnly } from '../routes/paths';
import type { Cashier } from '../state/cashier';

/**
 * A mode whose first screen is its own list page (`firstRoutes[0]`, at `listPath`), loaded with the
 * mode's chunk: a session that opens on the list asks for it at once, and the first screen waits
 * for nothing else (the list page shows its own skeleton).
 */
export function listFirstMode(mode: Omit<Mode<Cashier>, 'preload' | 'firstScreenPending'> & { listPath: string }): Mode<Cashier> {
  const { listPath, ...rest } = mode;
  return {
    ...rest,
    preload(cashier) {
      if (pathOnly(cashier.nav.current()) === listPath) void this.loadList(cashier);
    },
    firstScreenPending: () => false,
  };
}
