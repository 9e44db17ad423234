import { ERROR_PATH } from '../../routes/table';
import { type CashierError, messageForError } from '../../transport/errors';
import type { Cashier } from '../cashier';

export interface ErrorPageState {
  /** The error's own message and stack, for support engineers (shown under "Details"). */
  message: string;
  stack?: string;
  /** What the player reads: a catalog key (spec §8 mapping) or the server's sanitised text. */
  messageKey?: string;
  serverText?: string;
}

/** Spec §2 Guards: the error route, with the back route in the query and the message as state. */
export function goToError(cashier: Cashier, error: CashierError, backRoute: string): void {
  const translator = cashier.translator();
  const state: ErrorPageState = { message: error.message, stack: error.stack };
  if (translator) {
    const shown = messageForError(error, translator.has);
    if ('key' in shown) state.messageKey = shown.key;
    else state.serverText = shown.serverText;
  }
  cashier.nav.navigate(`${ERROR_PATH}?backRoute=${encodeURIComponent(backRoute)}`, { state });
}
