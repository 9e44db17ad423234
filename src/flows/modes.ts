import { isReturnAddress } from '../payment/returnMarker';
import { DEPOSIT_LIST_ROUTE, ERROR_ROUTE } from '../screens/firstRoutes';
import { DEPOSIT_LIST_PATH, pathOnly } from '../routes/paths';
import { loadDepositList } from '../state/actions/depositList';
import type { Cashier } from '../state/cashier';
import type { Mode, Modes } from './contract/mode';

export const MAIN_DEPOSIT_MODE: Mode<Cashier> = {
  id: 'main',
  transaction: 'deposit',
  loadList: loadDepositList,
  firstRoutes: [DEPOSIT_LIST_ROUTE, ERROR_ROUTE],
  loadTable: () => import('./registry').then((registry) => registry.MAIN_DEPOSIT_TABLE),
  preload(cashier) {
    const loadList = () => {
      if (pathOnly(cashier.nav.current()) === DEPOSIT_LIST_PATH) void loadDepositList(cashier);
    };
    // Back from paying in this tab: the deposit's complete page, not the list (that code loads only then).
    if (isReturnAddress(location.href)) {
      import('../state/actions/returnFromPayment').then((returning) => returning.resumeIfReturning(cashier) || loadList(), loadList);
    } else {
      loadList();
    }
  },
  firstScreenPending: (store, path) =>
    pathOnly(path) === DEPOSIT_LIST_PATH && (store.methods.status === 'idle' || store.methods.status === 'loading'),
};

/**
 * Chosen at the start of each session from where the cashier opens (`initial-path`). The
 * sweepstake and crypto-balance modes (by `widget-view-type`) are later issues; until then a sweep
 * player sees the main cashier rather than nothing.
 */
export function modeFor(path: string): Mode<Cashier> | Promise<Mode<Cashier>> {
  // The withdrawal mode is a chunk of its own: a deposit's first screen carries none of it.
  // Spec §2: the withdrawal tree is under /withdrawal (flows/withdrawal/paths.ts).
  return path.startsWith('/withdrawal') ? import('./withdrawal/mode').then((withdrawal) => withdrawal.MAIN_WITHDRAWAL_MODE) : MAIN_DEPOSIT_MODE;
}

/** The main cashier's modes, as the element hands them to each cashier it makes. */
export const MAIN_MODES: Modes<Cashier> = { first: MAIN_DEPOSIT_MODE, choose: modeFor };
