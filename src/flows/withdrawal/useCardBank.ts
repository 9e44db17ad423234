import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../contract/methods';
import { useCashier } from '../../ui/context';
import { getBank } from '../../api/getBank';
import { binOf, CARD_NUMBER_FIELD } from '../../payout/withdrawalRules';

/**
 * The bank of the card number being typed (spec §7 `bank-get`), asked once six digits are in and
 * again only when they change; null until known, or when the backend does not know the card.
 */
export function useCardBank(method: PaymentMethod | undefined): string | null {
  const cashier = useCashier();
  const { form } = useSnapshot(cashier.store);
  const hasCard = method?.fields?.some((field) => field.name === CARD_NUMBER_FIELD) ?? false;
  const bin = hasCard ? binOf(form.fieldValues[CARD_NUMBER_FIELD]) : null;
  const [bank, setBank] = useState<{ bin: string; name: string | null } | null>(null);
  useEffect(() => {
    if (!bin || !method) return;
    const asking = new AbortController();
    getBank(cashier.api(), { payment_method: method.name, bin }, AbortSignal.any([asking.signal, cashier.sessionSignal()])).then(
      (answer) => setBank({ bin, name: answer.bankName ?? null }),
      () => setBank({ bin, name: null }),
    );
    return () => asking.abort();
  }, [cashier, method, bin]);
  return bank && bank.bin === bin ? bank.name : null;
}
