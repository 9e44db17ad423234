import { isReturnAddress } from '../payment/returnMarker';
import { DEPOSIT_LIST_ROUTE, ERROR_ROUTE } from '../routes/firstRoutes';
import { DEPOSIT_LIST_PATH, pathOnly } from '../routes/paths';
import type { RouteDef } from '../routes/types';
import { loadDepositList } from '../state/actions/depositList';
import type { Cashier } from '../state/cashier';
import type { FlowTable } from './registry';

/**
 * A mode of the widget (spec §2: main, sweepstake, crypto balance) and transaction (deposit,
 * withdrawal): its first screen, which ships with the element, and its flow table (every other
 * page, the flows' choices), a chunk loaded once the first screen is up. So a flow added to the
 * registry costs the first screen nothing.
 */
export interface Mode {
  id: string;
  transaction: 'deposit' | 'withdrawal';
  /** Loads the list of methods for the store's country and currency. */
  loadList(cashier: Cashier, options?: { force?: boolean }): Promise<void>;
  /** The routes shown before the flow table is in: the first screen (the list of methods, first), and the error page. */
  firstRoutes: readonly RouteDef[];
  loadTable(): Promise<FlowTable>;
  /** What the first screen loads while the language loads. */
  preload(cashier: Cashier): void;
  /** Whether the cashier shows its first screen still waiting for its data: until then, what can wait does. */
  firstScreenPending(store: { readonly methods: { readonly status: string } }, path: string): boolean;
}

export const MAIN_DEPOSIT_MODE: Mode = {
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
export function modeFor(path: string): Mode | Promise<Mode> {
  // The withdrawal mode is a chunk of its own: a deposit's first screen carries none of it.
  // Spec §2: the withdrawal tree is under /withdrawal (flows/withdrawal/paths.ts).
  return path.startsWith('/withdrawal') ? import('./withdrawal/mode').then((withdrawal) => withdrawal.default) : MAIN_DEPOSIT_MODE;
}
