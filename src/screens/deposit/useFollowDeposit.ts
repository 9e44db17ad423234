import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { completePathForDeposit } from '../../state/actions/invoice';
import { watchDepositStatus } from '../../state/actions/watchDepositStatus';
import { isFinal } from '../../state/deposit/status';
import { useCashier } from '../../ui/context';

/**
 * On a page that shows a created deposit (an invoice): its status is followed by push or polling,
 * and once it is final (paid, declined, expired on the server) the complete page shows it.
 */
export function useFollowDeposit(): void {
  const cashier = useCashier();
  const { deposit, payment } = useSnapshot(cashier.store);
  const depositId = deposit.status.depositId;
  const method = payment.paymentMethod?.name;
  useEffect(() => (depositId ? watchDepositStatus(cashier, depositId, method) : undefined), [cashier, depositId, method]);
  const final = isFinal(deposit.status.status);
  useEffect(() => {
    if (final) cashier.nav.navigate(completePathForDeposit(cashier));
  }, [cashier, final]);
}
