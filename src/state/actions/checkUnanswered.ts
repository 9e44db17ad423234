import { checkDeposit } from '../../api/checkDeposit';
import { COMPLETE_PATH } from '../../routes/paths';
import { recordDeposit } from '../deposit/recordDeposit';
import type { Cashier } from '../cashier';
import type { UnansweredCreate } from './goToError';

export type CheckOutcome = 'found' | 'none' | 'failed';

/**
 * After a create timed out: asks the backend (deposit-check) whether the deposit exists, for the
 * method, amount, currency and country asked for (not an older open deposit of the method). Found,
 * the player goes to its complete page, which follows its status; otherwise the error page says so.
 */
export async function checkUnanswered(cashier: Cashier, unanswered: UnansweredCreate, backRoute: string): Promise<CheckOutcome> {
  const { store } = cashier;
  try {
    const request = { paymentMethod: unanswered.method.name, selectedCountry: unanswered.country, amount: unanswered.amount, currency: unanswered.currency };
    const answer = await checkDeposit(cashier.api(), request, cashier.sessionSignal());
    if (!answer.exists || !answer.depositId) return 'none';
    store.payment.paymentMethod = unanswered.method;
    recordDeposit(store, {
      response: { depositId: answer.depositId },
      madeOn: backRoute,
      summary: { amount: unanswered.amount, currency: unanswered.currency, createdAt: unanswered.askedAt },
      opening: 'none',
    });
    cashier.nav.navigate(COMPLETE_PATH, { replace: true });
    return 'found';
  } catch {
    // Not knowing is never 'none': the player must not read that nothing was made.
    return 'failed';
  }
}
