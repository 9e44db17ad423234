import type { ReactNode } from 'react';
import type { DepositCreated, P2pCard } from '../../contract/deposit';
import type { Requisite } from '../../ui/requisites/RequisitesList';

/**
 * Spec §2 "P2P invoice" as the lines a player reads and copies, in the order they pay with them:
 * the payment system, the card number (grouped by four) or bank account or wallet phone, the
 * holder, the bank, and the description the transfer must carry. A sealed card number takes the
 * card number's place drawn by the page (`sealed`), never written.
 */
export function p2pInvoiceRows(card: P2pCard | undefined, sealed?: ReactNode): Requisite[] {
  if (!card) return [];
  const rows: Requisite[] = [
    { name: 'paymentSystem', value: card.payment_system ?? '' },
    card.encoded && !card.number && sealed !== undefined
      ? { name: 'cardNumber', value: '', drawn: sealed }
      : { name: 'cardNumber', type: 'card', value: card.number ?? '', isCopyable: true },
    { name: 'accountNumber', type: 'account', value: card.bank_account ?? '', isCopyable: true },
    { name: 'phone', value: card.phone ?? '', isCopyable: true },
    { name: 'recipient', value: card.fullName ?? '', isCopyable: true },
    { name: 'bankName', value: card.bank_name ?? '' },
    { name: 'reference', value: card.transaction_description ?? '', isCopyable: true },
  ];
  return rows.filter((row) => row.drawn !== undefined || row.value.trim() !== '');
}

/** The card of a P2P deposit the cashier follows (p2pDepositCreated put it under `data.card`). */
export const p2pCardOf = (response: DepositCreated): P2pCard | undefined => response.data?.card as P2pCard | undefined;
