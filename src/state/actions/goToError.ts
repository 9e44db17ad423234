import { CASHIER_LOCKED } from '../../contract/history';
import { ERROR_PATH } from '../../routes/paths';
import type { CashierError } from '../../transport/errors';
import type { Navigator } from '../../routes/navigator';

/** What the error page needs: the error's facts, mapped to the player's words when shown. */
export interface ErrorPageState {
  /** The error's own message and stack, for support engineers (shown under "Details"). */
  message: string;
  stack?: string;
  error: Pick<CashierError, 'kind' | 'status' | 'code' | 'serverMessage'>;
  /** A create that timed out: the deposit it may have made, for the player to look up before paying again. */
  unanswered?: UnansweredCreate;
  /** Another money call that timed out (Paid, Cancel, a withdrawal): what it was about, and where its outcome can be seen. */
  unconfirmed?: UnconfirmedCall;
}

export interface UnconfirmedCall {
  subject: 'deposit' | 'withdrawal';
  /** The page that shows what the backend knows (a deposit's complete page, the pending withdrawals). */
  checkPath: string;
}

export interface UnansweredCreate {
  method: { name: string; cardViewType: number };
  amount: number;
  /** The deposit's currency (a coin's, an on-ramp's chosen one), not always the player's. */
  currency: string;
  /** The country the create was sent for. */
  country: string;
  askedAt: number;
}

/** Spec §2 Guards: the error route, with the back route in the query and the message as state. */
export function goToError(cashier: { nav: Pick<Navigator, 'navigate'> }, error: CashierError, backRoute: string, about: Pick<ErrorPageState, 'unanswered' | 'unconfirmed'> = {}): void {
  // A lock is drawn where the player is, in place of that page (DESIGN §2), not as an error.
  if (error.code === CASHIER_LOCKED) return;
  const state: ErrorPageState = {
    message: error.message,
    stack: error.stack,
    error: { kind: error.kind, status: error.status, code: error.code, serverMessage: error.serverMessage },
    ...about,
  };
  cashier.nav.navigate(`${ERROR_PATH}?backRoute=${encodeURIComponent(backRoute)}`, { state });
}
