import { isReturnAddress } from '../payment/returnMarker';
import { DEPOSIT_LIST_ROUTE, ERROR_ROUTE } from '../screens/firstRoutes';
import { DEPOSIT_LIST_PATH, pathOnly } from '../routes/paths';
import { loadDepositList } from '../state/actions/depositList';
import type { Cashier } from '../state/cashier';
import type { Mode, Modes, Opening } from './contract/mode';

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
 * Chosen at the start of each session from what it opens on: a sweep player's cashier is the
 * sweepstakes mode (its own chunks, loaded only for them); otherwise the first page
 * (`initial-path`) chooses. The crypto-balance mode is a later issue.
 */
export function modeFor({ path, viewType }: Opening): Mode<Cashier> | Promise<Mode<Cashier>> {
  if (viewType === 'sweep') return import('./sweep/mode').then((sweep) => sweep.sweepModeFor(path));
  // The withdrawal mode is a chunk of its own: a deposit's first screen carries none of it.
  // Spec §2: the withdrawal tree is under /withdrawal (flows/withdrawal/paths.ts).
  return path.startsWith('/withdrawal') ? import('./withdrawal/mode').then((withdrawal) => withdrawal.MAIN_WITHDRAWAL_MODE) : MAIN_DEPOSIT_MODE;
}

/** The main cashier's modes, as the element hands them to each cashier it makes. */
export const MAIN_MODES: Modes<Cashier> = { first: MAIN_DEPOSIT_MODE, choose: modeFor };
