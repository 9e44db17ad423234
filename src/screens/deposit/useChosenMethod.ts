import { useSnapshot } from 'valtio';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { useCashier } from '../../ui/context';

/** The chosen method, found in the loaded list, grouped or not. */
export function useChosenMethod(): PaymentMethod | undefined {
  const { methods, payment } = useSnapshot(useCashier().store);
  const name = payment.paymentMethod?.name;
  return [...methods.groups.flatMap((g) => g.paymentMethods), ...methods.methods].find((m) => m.name === name) as PaymentMethod | undefined;
}

/** The chosen group, found in the loaded list. */
export function useChosenGroup(): PaymentGroup | undefined {
  const { methods, payment } = useSnapshot(useCashier().store);
  return (methods.groups as PaymentGroup[]).find((g) => g.name === payment.paymentGroup?.name);
}
