import { getTransactionsHistory } from '../api/getTransactionsHistory';
import type { Cashier } from '../state/cashier';
import { toCashierError } from '../transport/errors';

/** What a backend without the history call answers (DESIGN §2): 404 over HTTP, `banking.notFound` over the socket. */
export const hasNoHistory = (error: { status?: number; code?: string }): boolean => error.status === 404 || error.code === 'banking.notFound';

/**
 * Whether the backend keeps a history, asked once per session (one transaction): History is
 * offered only when it does. A backend without it hides History for the session, quietly; a
 * failure that says nothing either way (the network, a timeout) offers it, and the page asks again.
 */
export async function probeHistory(cashier: Cashier): Promise<void> {
  const { history } = cashier.store;
  if (history.available !== 'unknown') return;
  history.available = 'asking';
  const session = cashier.sessionSignal();
  try {
    await getTransactionsHistory(cashier.api(), { limit: 1 }, session);
    if (!session.aborted) cashier.store.history.available = 'yes';
  } catch (thrown) {
    if (session.aborted) return;
    cashier.store.history.available = hasNoHistory(toCashierError(thrown)) ? 'missing' : 'yes';
  }
}
