import { checkDeposit } from '../../api/checkDeposit';
import type { PaymentMethod } from '../../contract/methods';
import type { Cashier } from '../../state/cashier';
import { recordDeposit } from '../../state/deposit/recordDeposit';
import { P2P_BASE_PATH, P2P_INVOICE_PATH } from './paths';

/**
 * Spec §2 P2P "Resume": on the method's page, `deposit-check` asks whether the player has an
 * invoice with it still open; if so that invoice opens again (not a second one). A failed check
 * leaves the player on the form: a create then answers the open invoice anyway (`exists`).
 */
export async function openExistingInvoice(cashier: Cashier, method: Pick<PaymentMethod, 'name'>, signal: AbortSignal): Promise<boolean> {
  const { store } = cashier;
  try {
    const answer = await checkDeposit(cashier.api(), { paymentMethod: method.name, selectedCountry: store.country }, signal);
    if (!answer.exists || !answer.depositId || signal.aborted || store.payment.paymentMethod?.name !== method.name) return false;
    recordDeposit(store, {
      response: { depositId: answer.depositId, data: { card: answer.card } },
      madeOn: P2P_BASE_PATH,
      summary: null,
      opening: 'none',
    });
    cashier.nav.navigate(P2P_INVOICE_PATH, { replace: true });
    return true;
  } catch {
    return false;
  }
}
