import { useContext, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { TransactionData } from '../../contract/deposit';
import { completePathForDeposit } from '../../state/actions/invoice';
import { watchDepositStatus } from '../../state/actions/watchDepositStatus';
import { isFinal } from '../../state/deposit/status';
import { useCashier } from '../../ui/context';
import { FlowTableContext } from '../../ui/flowTableContext';

/**
 * On a page that shows a created deposit (an invoice, a crypto address): its status is followed by
 * push or polling, a crypto transfer seen on its chain goes to `onTransaction`, and once the status
 * is final (paid, declined, expired on the server, or ended by a state its flow names) the
 * complete page shows it.
 */
export function useFollowDeposit(onTransaction?: (transaction: TransactionData) => void): void {
  const cashier = useCashier();
  const { deposit, payment } = useSnapshot(cashier.store);
  const depositId = deposit.status.depositId;
  const method = payment.paymentMethod?.name;
  const onTransactionNow = useRef(onTransaction);
  onTransactionNow.current = onTransaction;
  const table = useContext(FlowTableContext);
  useEffect(
    () =>
      depositId
        ? watchDepositStatus(cashier, depositId, { paymentMethod: method, onTransaction: (transaction) => onTransactionNow.current?.(transaction), namedEnd: table?.namedEnd })
        : undefined,
    [cashier, depositId, method, table],
  );
  const final = isFinal(deposit.status.status);
  useEffect(() => {
    if (final) cashier.nav.navigate(completePathForDeposit(cashier));
  }, [cashier, final]);
}
