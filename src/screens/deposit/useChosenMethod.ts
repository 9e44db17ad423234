import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../api/contract/methods';
import { useCashier } from '../../ui/context';

/** The chosen method, found in the loaded list, grouped or not. */
export function useChosenMethod(): PaymentMethod | undefined {
  const { methods, payment } = useSnapshot(useCashier().store);
  const name = payment.paymentMethod?.name;
  return [...methods.groups.flatMap((g) => g.paymentMethods), ...methods.methods].find((m) => m.name === name) as PaymentMethod | undefined;
}
