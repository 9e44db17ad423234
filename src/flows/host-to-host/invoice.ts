import type { DepositCreated } from '../../contract/deposit';
import { CardViewType } from '../../contract/methods';
import { invoiceDeadline } from '../../state/deposit/invoiceDeadline';
import type { Requisite } from '../../ui/requisites/RequisitesList';

/** Spec §9: a host-to-host bank transfer invoice lasts 15 minutes when its answer does not say. */
export const HOST_TO_HOST_TIMEOUT_MINUTES = 15;

export interface HostToHostInvoice {
  amount: number | null;
  currency: string | null;
  /** The lines the player reads and copies, in the order they pay with them. */
  rows: Requisite[];
  /** When the invoice expires (ms since the epoch), or null when the answer says nothing usable. */
  endsAt: number | null;
}

/**
 * Spec §3 "Host-to-host invoice" as the lines a player reads: the payment system, the card or
 * account number (grouped in blocks of 4), the holder, then the server's own requisites.
 */
export function hostToHostInvoice(response: DepositCreated, method: { cardViewType: number }): HostToHostInvoice {
  const data = response.data ?? {};
  const card = data.card ?? {};
  const rows: Requisite[] = [
    { name: 'paymentSystem', value: data.payment_system ?? card.payment_system ?? '' },
    { name: 'cardNumber', type: 'card', value: card.number ?? '', isCopyable: true },
    { name: 'accountNumber', type: 'account', value: card.account_number ?? card.bank_account ?? '', isCopyable: true },
    { name: 'recipient', value: card.fullName ?? '', isCopyable: true },
    ...(data.requisites ?? []),
  ];
  return {
    amount: data.payment_amount ?? null,
    currency: data.payment_currency ?? null,
    rows: rows.filter((row) => row.value.trim() !== ''),
    endsAt: invoiceDeadline(data, method.cardViewType === CardViewType.bankTransfer ? HOST_TO_HOST_TIMEOUT_MINUTES : undefined),
  };
}
