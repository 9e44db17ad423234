import { P2P_FINAL_STATES } from '../../contract/deposit';
import type { CompleteView, StatusWords } from '../contract/flowDefinition';
import { isFinal, type StatusDisplay, type TransactionStatus } from '../../state/deposit/status';

/**
 * Spec §4 "Peer-to-peer": an invoice's named end state (AUTO_CANCELED, CANCELED, PAYED) ends it,
 * whatever code comes with it: a backend may name the end before its code says so, and a waiting
 * code would otherwise read as accepted after the complete page's 60 s. Given up (CANCELED) or past
 * its time (AUTO_CANCELED) is declined; paid (PAYED) is what the code says when it is final, else
 * being processed, as after the player's own Paid. A deposit the code says was credited stays
 * credited. Any other name: null, the code alone decides.
 */
export function p2pNamedEnd(named: string, code: TransactionStatus): TransactionStatus | null {
  if (!P2P_FINAL_STATES.has(named)) return null;
  if (named === 'PAYED') return isFinal(code) ? code : 'accepted';
  return code === 'processed' ? 'processed' : 'mistaked';
}

/** How an invoice that ended unpaid says so, by the state that ended it: cancelled, or expired. */
const UNPAID_TEXT: Readonly<Record<string, string>> = { CANCELED: 'complete.p2p.cancelled', AUTO_CANCELED: 'invoice.expired' };

/** The complete page of an invoice that ended unpaid says how; of any other deposit, nothing of its own. */
export function unpaidInvoiceWords({ deposit }: CompleteView, _display: StatusDisplay, words: StatusWords): StatusWords | null {
  const { status, endedAs } = deposit.status;
  const text = status === 'mistaked' && endedAs !== undefined ? UNPAID_TEXT[endedAs] : undefined;
  return text ? { title: words.title, text } : null;
}
