import { type DepositCreated } from '../../contract/deposit';

/** Spec §9 "Default invoice lifetime 600 s". */
export const DEFAULT_INVOICE_LIFETIME_S = 600;

/**
 * When an invoice created at `created` expires: `timeout_minutes`, else its lifetime, else the
 * flow's default for it (`defaultMinutes`: the default invoice lifetime unless the flow says).
 */
export function invoiceDeadline(
  data: Pick<NonNullable<DepositCreated['data']>, 'created' | 'timeout_minutes' | 'lifetime'>,
  defaultMinutes = DEFAULT_INVOICE_LIFETIME_S / 60,
): number | null {
  const created = data.created ? Date.parse(data.created) : NaN;
  if (!Number.isFinite(created)) return null;
  const minutes = data.timeout_minutes ?? (data.lifetime !== undefined ? data.lifetime / 60 : defaultMinutes);
  return minutes > 0 ? created + minutes * 60_000 : null;
}
