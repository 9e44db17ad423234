import { checkDeposit } from '../../api/checkDeposit';
import { COMPLETE_PATH } from '../../routes/paths';
import type { Cashier } from '../cashier';
import { resetSlices } from '../store';
import type { UnansweredCreate } from './goToError';

export type CheckOutcome = 'found' | 'none' | 'failed';

/**
 * After a create timed out: asks the backend (deposit-check) whether the deposit exists. Found,
 * the player goes to its complete page, which follows its status; otherwise the error page says so.
 */
export async function checkUnanswered(cashier: Cashier, unanswered: UnansweredCreate, backRoute: string): Promise<CheckOutcome> {
  const { store } = cashier;
  try {
    const answer = await checkDeposit(cashier.api(), { paymentMethod: unanswered.method.name, selectedCountry: store.country }, cashier.sessionSignal());
    if (!answer.exists || !answer.depositId) return 'none';
    resetSlices(store, ['deposit']);
    store.payment.paymentMethod = unanswered.method;
    store.deposit.response = { depositId: answer.depositId };
    store.deposit.madeOn = backRoute;
    store.deposit.summary = { amount: unanswered.amount, currency: unanswered.currency, createdAt: unanswered.askedAt };
    store.deposit.status = { depositId: answer.depositId, status: 'waiting' };
    store.deposit.opening = 'none';
    cashier.nav.navigate(COMPLETE_PATH, { replace: true });
    return 'found';
  } catch {
    // Not knowing is never 'none': the player must not read that nothing was made.
    return 'failed';
  }
}
