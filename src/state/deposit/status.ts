/** Spec §4 "Transaction status". */
export type TransactionStatus = 'waiting' | 'processed' | 'mistaked' | 'accepted';
/** How the complete page shows a status. */
export type StatusDisplay = 'progress' | 'success' | 'decline' | 'processing';

/** Spec §9: the complete page stops waiting after 60 s and shows accepted (a flow may wait longer: the on-ramp's 5 minutes). */
export const COMPLETE_PAGE_WAITING_TIMEOUT_MS = 60_000;

const BY_CODE: Readonly<Record<number, TransactionStatus>> = { 0: 'waiting', 1: 'processed', 2: 'mistaked' };
const STATUSES: readonly TransactionStatus[] = ['waiting', 'processed', 'mistaked', 'accepted'];

/** Server code 0 waiting, 1 processed, 2 mistaked; an unknown code is accepted; none is waiting. */
export function statusFromServer(value: unknown): TransactionStatus {
  if (value === undefined || value === null || value === '') return 'waiting';
  if (typeof value === 'string' && (STATUSES as readonly string[]).includes(value)) return value as TransactionStatus;
  const code = typeof value === 'number' ? value : Number(value);
  return BY_CODE[code] ?? 'accepted';
}

export function displayOf(status: TransactionStatus): StatusDisplay {
  switch (status) {
    case 'waiting':
      return 'progress';
    case 'processed':
      return 'success';
    case 'mistaked':
      return 'decline';
    case 'accepted':
      return 'processing';
  }
}

/** Processed and mistaked are final: nothing that arrives later (twice, late, out of order) changes them. */
export const isFinal = (status: TransactionStatus): boolean => status === 'processed' || status === 'mistaked';

/** The one transition rule of the complete page's state machine. */
export function nextStatus(current: TransactionStatus, incoming: TransactionStatus): TransactionStatus {
  if (isFinal(current)) return current;
  if (incoming === 'waiting') return current;
  return incoming;
}

/**
 * Spec §4: the status the complete page starts from. A withdrawal is accepted; a status in the
 * query is used (and then cleared by the caller); crypto follows the store; otherwise the store's
 * status when its deposit id matches, else waiting.
 */
export function initialCompleteStatus(input: {
  transaction: 'deposit' | 'withdrawal';
  queryStatus: string | null;
  isCrypto: boolean;
  store: { status: TransactionStatus; depositId: string | null };
  depositId: string | null;
}): TransactionStatus {
  if (input.transaction === 'withdrawal') return 'accepted';
  if (input.queryStatus !== null) return statusFromServer(input.queryStatus);
  if (input.isCrypto) return input.store.status;
  return input.depositId !== null && input.store.depositId === input.depositId ? input.store.status : 'waiting';
}

/** What the complete page's button does: accepted or processed closes, mistaked returns to pay again. */
export function completeAction(status: TransactionStatus): 'close' | 'retry' | null {
  if (status === 'accepted' || status === 'processed') return 'close';
  if (status === 'mistaked') return 'retry';
  return null;
}
