import { type DepositCreated } from '../../contract/deposit';
import { CardViewType } from '../../contract/methods';

/** Spec §9: a host-to-host bank transfer invoice lasts 15 minutes; other invoices 600 s by default. */
export const HOST_TO_HOST_TIMEOUT_MINUTES = 15;
export const DEFAULT_INVOICE_LIFETIME_S = 600;

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
