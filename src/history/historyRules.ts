import type { Transaction } from '../contract/history';
import { chainOf, networkChainName } from '../crypto/chains';
import { formatAmount, LTR_ISOLATE } from '../i18n/formatAmount';
import { localizedText } from '../state/methodList';

/** A transaction's status in the player's words (DESIGN §2 "History and locks"). */
export type HistoryStatus = 'pending' | 'processing' | 'paid' | 'declined' | 'cancelled' | 'expired';

/** Named states that mean an invoice ran out unpaid (`deposit-status`'s names). */
const EXPIRED_STATES: ReadonlySet<string> = new Set(['AUTO_CANCELED', 'EXPIRED']);
/** Named states of a deposit the player paid and the provider is still checking. */
const CHECKING_STATES: ReadonlySet<string> = new Set(['PENDING', 'PAYED']);

/**
 * The status codes (spec §4; DESIGN §2 `withdrawal-status`): a deposit 0 waiting, 1 processed,
 * 2 declined; a withdrawal 0 pending, 1 processed, 2 cancelled. Any other code is being processed
 * (spec §4: an unknown code is accepted).
 */
export function statusOf(transaction: Pick<Transaction, 'kind' | 'status' | 'transactionStatus'>): HistoryStatus {
  const named = transaction.transactionStatus?.toUpperCase();
  if (transaction.kind === 'deposit' && named && EXPIRED_STATES.has(named)) return 'expired';
  switch (transaction.status) {
    case 0:
      return transaction.kind === 'deposit' && named && CHECKING_STATES.has(named) ? 'processing' : 'pending';
    case 1:
      return 'paid';
    case 2:
      return transaction.kind === 'deposit' ? 'declined' : 'cancelled';
    default:
      return 'processing';
  }
}

/** Whether the transaction may still change: Check status for a deposit, Cancel for a cancellable withdrawal. */
export const isPending = (transaction: Transaction): boolean => {
  const status = statusOf(transaction);
  return status === 'pending' || status === 'processing';
};

/** A pending withdrawal the backend says the player may still cancel. */
export const canCancel = (transaction: Transaction): boolean =>
  transaction.kind === 'withdrawal' && transaction.cancellable === true && statusOf(transaction) === 'pending';

/** What a transaction is in the player's words: a purchase is a deposit for a box, a redemption a withdrawal of sweep coins. */
export function kindWordOf(transaction: Pick<Transaction, 'kind' | 'boxId' | 'currency' | 'payoutCurrency'>): 'deposit' | 'withdrawal' | 'purchase' | 'redemption' {
  if (transaction.kind === 'deposit') return transaction.boxId === undefined ? 'deposit' : 'purchase';
  return transaction.payoutCurrency !== undefined || transaction.currency.toUpperCase() === 'SC' ? 'redemption' : 'withdrawal';
}

/** The amount with its sign: money in (a deposit, a purchase) plus, money out (a withdrawal, a redemption) minus. */
export function signedAmount(locale: string, transaction: Pick<Transaction, 'kind' | 'amount' | 'currency'>): string {
  const amount = formatAmount(locale, Math.abs(transaction.amount), transaction.currency);
  // U+2212 MINUS SIGN, which screen readers read as minus, not as a dash.
  const sign = transaction.kind === 'deposit' ? '+' : '\u2212';
  // In right-to-left text the amount is a left-to-right isolate: the sign goes inside it, before the number.
  return amount.startsWith(LTR_ISOLATE) ? `${LTR_ISOLATE}${sign}${amount.slice(1)}` : `${sign}${amount}`;
}

/** The method's name in the player's language, else English, else its code. */
export function methodNameOf(transaction: Pick<Transaction, 'paymentMethod' | 'paymentMethodText'>, locale: string): string {
  return (transaction.paymentMethodText && localizedText(transaction.paymentMethodText, locale)) || transaction.paymentMethod;
}

/** The day a moment falls on where the player is (`YYYY-MM-DD` in that zone): what the list groups by. */
export function dayOf(moment: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(moment));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface HistoryDay {
  day: string;
  /** The day as the player reads it, in their language and zone. */
  heading: string;
  items: Transaction[];
}

/**
 * The transactions grouped by the day they were made on in the player's zone, newest day first,
 * in the order the backend gave them (newest first) inside each day.
 */
export function groupByDay(items: readonly Transaction[], locale: string, timeZone?: string): HistoryDay[] {
  const headingOf = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const days: HistoryDay[] = [];
  for (const item of items) {
    const day = dayOf(item.createdAt, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, heading: headingOf.format(new Date(item.createdAt)), items: [item] });
  }
  return days;
}

/** The time of day a transaction was made, in the player's language and zone. */
export const timeOf = (moment: string, locale: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(new Date(moment));

/** Where a crypto transfer can be looked up: its network's explorer and its hash; none without both. */
export function explorerLinkOf(transaction: Pick<Transaction, 'network' | 'txHash'>): string | null {
  if (!transaction.network || !transaction.txHash) return null;
  const chain = chainOf(networkChainName(transaction.network) ?? transaction.network);
  return chain ? `${chain.explorer}${encodeURIComponent(transaction.txHash)}` : null;
}

/**
 * Two pages of a history joined: the later page's items after the ones shown, an item already
 * shown (made between the two asks, or repeated by a backend) not shown twice.
 */
export function joinPages(shown: readonly Transaction[], next: readonly Transaction[]): Transaction[] {
  const seen = new Set(shown.map((item) => `${item.kind}:${item.id}`));
  return [...shown, ...next.filter((item) => !seen.has(`${item.kind}:${item.id}`))];
}
