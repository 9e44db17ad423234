import { ERROR_PATH } from '../../routes/paths';
import type { CashierError } from '../../transport/errors';
import type { Cashier } from '../cashier';

/** What the error page needs: the error's facts, mapped to the player's words when shown. */
export interface ErrorPageState {
  /** The error's own message and stack, for support engineers (shown under "Details"). */
  message: string;
  stack?: string;
  error: Pick<CashierError, 'kind' | 'status' | 'code' | 'serverMessage'>;
}

/** Spec §2 Guards: the error route, with the back route in the query and the message as state. */
export function goToError(cashier: Cashier, error: CashierError, backRoute: string): void {
  const state: ErrorPageState = {
    message: error.message,
    stack: error.stack,
    error: { kind: error.kind, status: error.status, code: error.code, serverMessage: error.serverMessage },
  };
  cashier.nav.navigate(`${ERROR_PATH}?backRoute=${encodeURIComponent(backRoute)}`, { state });
}
