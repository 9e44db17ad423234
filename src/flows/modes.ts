import type { Handshake } from '../host/handshake';
import { DEPOSIT_LIST_PATH, pathOnly } from '../routes/paths';
import { loadDepositList } from '../state/actions/depositList';
import { resumeReturning, takeReturning } from '../state/actions/returnFromPayment';
import type { Cashier } from '../state/cashier';
import { type FlowTable, MAIN_DEPOSIT_TABLE } from './registry';

/**
 * A mode of the widget (spec §2: main, sweepstake, crypto balance) and transaction (deposit,
 * withdrawal): its route table, and what its first screen loads while the language loads.
 */
export interface Mode extends FlowTable {
  id: string;
  transaction: 'deposit' | 'withdrawal';
  preload(cashier: Cashier): void;
}

export const MAIN_DEPOSIT_MODE: Mode = {
  ...MAIN_DEPOSIT_TABLE,
  id: 'main',
  transaction: 'deposit',
  preload(cashier) {
    // Back from paying in this tab: the deposit's complete page, not the list.
    const returning = takeReturning();
    if (returning) return resumeReturning(cashier, returning);
    if (pathOnly(cashier.nav.current()) === DEPOSIT_LIST_PATH) void loadDepositList(cashier);
  },
};

/**
 * Chosen once at start from `widget-view-type` and the transaction. Only the main deposit mode
 * is built: the sweepstake and crypto-balance modes and withdrawals are later issues, and until
 * then a sweep player sees the main cashier rather than nothing.
 */
export function modeFor(_handshake: Pick<Handshake, 'widgetViewType'>): Mode {
  return MAIN_DEPOSIT_MODE;
}
