import { CardViewType, type DepositCreated } from '../../api/contract';

/** Spec §9: a host-to-host bank transfer invoice lasts 15 minutes; other invoices 600 s by default. */
export const HOST_TO_HOST_TIMEOUT_MINUTES = 15;
export const DEFAULT_INVOICE_LIFETIME_S = 600;

/** One line of an invoice: a catalog key names the widget's own lines, the server names its own. */
export interface InvoiceRow {
  name: string;
  label: { key: string } | { text: string };
  value: string;
  copyable: boolean;
  /** A card or account number, shown in blocks of 4 and copied as it is. */
  number?: boolean;
}

export interface HostToHostInvoice {
  amount: number | null;
  currency: string | null;
  rows: InvoiceRow[];
  /** When the invoice expires (ms since the epoch), or null when the answer says nothing usable. */
  endsAt: number | null;
}

/** When an invoice created at `created` expires: `timeout_minutes`, else its lifetime, else the view type's default. */
export function invoiceDeadline(
  data: Pick<NonNullable<DepositCreated['data']>, 'created' | 'timeout_minutes' | 'lifetime'>,
  cardViewType: number,
): number | null {
  const created = data.created ? Date.parse(data.created) : NaN;
  if (!Number.isFinite(created)) return null;
  const defaultMinutes = cardViewType === CardViewType.bankTransfer ? HOST_TO_HOST_TIMEOUT_MINUTES : DEFAULT_INVOICE_LIFETIME_S / 60;
  const minutes = data.timeout_minutes ?? (data.lifetime !== undefined ? data.lifetime / 60 : defaultMinutes);
  return minutes > 0 ? created + minutes * 60_000 : null;
}

/**
 * Spec §3 "Host-to-host invoice" as the lines a player reads: the payment system, the amount, the
 * card or account number, the holder, then the server's own requisites. Empty values are left out.
 */
export function hostToHostInvoice(response: DepositCreated, method: { cardViewType: number }): HostToHostInvoice {
  const data = response.data ?? {};
  const card = data.card ?? {};
  const rows: InvoiceRow[] = [];
  const add = (row: InvoiceRow) => {
    if (row.value.trim()) rows.push(row);
  };
  add({ name: 'payment_system', label: { key: 'invoice.paymentSystem' }, value: data.payment_system ?? card.payment_system ?? '', copyable: false });
  const number = card.number ?? '';
  add({ name: 'card_number', label: { key: 'invoice.cardNumber' }, value: number, copyable: true, number: true });
  const account = card.account_number ?? card.bank_account ?? '';
  add({ name: 'account_number', label: { key: 'invoice.accountNumber' }, value: account, copyable: true, number: true });
  add({ name: 'holder', label: { key: 'invoice.holder' }, value: card.fullName ?? '', copyable: true });
  for (const requisite of data.requisites ?? []) {
    add({
      name: requisite.name,
      label: requisite.title ? { text: requisite.title } : { key: `invoice.${requisite.name}` },
      value: requisite.value,
      copyable: requisite.isCopyable ?? false,
    });
  }
  return {
    amount: data.payment_amount ?? null,
    currency: data.payment_currency ?? null,
    rows,
    endsAt: invoiceDeadline(data, method.cardViewType),
  };
}
