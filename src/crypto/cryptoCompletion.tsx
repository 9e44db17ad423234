import type { CompleteView, FlowDefinition, StatusWords, Words } from '../flows/contract/flowDefinition';
import type { StatusDisplay } from '../state/deposit/status';
import { readSlice } from '../state/ownSlice';
import { HashValue } from '../ui/requisites/HashValue';
import type { Requisite } from '../ui/requisites/requisiteLabel';
import { SEEN_TRANSFER } from './depositSlices';
import { TransferProgress } from './TransferConfirmation';

/**
 * A crypto deposit's words on the complete page. Declined is not "no money was taken": the coins
 * were sent and not credited (below the minimum, say), and the player is told to ask support. A
 * transfer being confirmed opened no window: it is being processed, as it says.
 */
export function cryptoWords({ payment }: CompleteView, display: StatusDisplay): StatusWords | null {
  if (!payment.isCryptocurrency) return null;
  if (display === 'decline') return { title: 'complete.cryptoDecline.title', text: 'complete.cryptoDecline.text' };
  if (display === 'progress') return { title: 'complete.processing.title', text: 'complete.processing.text' };
  return null;
}

/** The summary's rows of a transfer seen on its chain: its network, and its hash (copyable). */
export function transferRows({ deposit }: CompleteView, t: Words): Requisite[] {
  const seen = readSlice(deposit, SEEN_TRANSFER);
  if (!seen) return [];
  return [
    { name: 'network', title: t('crypto.network.label'), value: seen.network },
    ...(seen.txid ? [{ name: 'txid', title: t('crypto.tx.hash'), value: seen.txid, isCopyable: true, drawn: <HashValue hash={seen.txid} label={t('crypto.tx.hash')} /> }] : []),
  ];
}

/**
 * The complete page of a deposit paid in a coin, for the flows that take coins (the crypto flow,
 * the Coin Shop's): the transfer's confirmations under the status, its words and rows, and no
 * clock: a transfer seen on its chain is accepted when its blocks are counted.
 */
export const cryptoCompletion = {
  completeExtra: TransferProgress,
  completeWords: cryptoWords,
  completeRows: transferRows,
  completeWaitMs: (_method, { deposit }) => (readSlice(deposit, SEEN_TRANSFER) ? Number.POSITIVE_INFINITY : null),
} satisfies Partial<FlowDefinition>;
