/**
 * The sandbox's side of DESIGN §2 "History and locks": the player's transactions (deposits,
 * purchases, withdrawals, redemptions, from the stores that keep them, bounded as they are),
 * newest first, a page at a time by cursor; and a backend without the call.
 */
import { HISTORY_PAGE_DEFAULT, type Transaction } from '../../src/contract/history';
import { fail, ok, type SandboxHandlers } from './api';

/** Test value: a token starting `no-history` gets a backend that has no history call (404 `banking.notFound`). */
export const NO_HISTORY_TOKEN = 'no-history';

/** Newest first; two made in the same millisecond by id, so that the order never changes between pages. */
type Place = Pick<Transaction, 'createdAt' | 'id'>;
const newerFirst = (a: Place, b: Place) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** A page ends at a transaction; the next starts after it, whatever was made since. */
const cursorAt = (last: Transaction) => Buffer.from(JSON.stringify([last.createdAt, last.id])).toString('base64url');
function readCursor(cursor: string): Place | null {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    return typeof createdAt === 'string' && typeof id === 'string' ? { createdAt, id } : null;
  } catch {
    return null;
  }
}

export function createHistoryHandler(sources: { deposits(token: string): Transaction[]; withdrawals(token: string): Transaction[] }): Pick<SandboxHandlers, 'transactionsHistory'> {
  return {
    transactionsHistory({ kind, cursor, limit = HISTORY_PAGE_DEFAULT }, session) {
      if (session.token.startsWith(NO_HISTORY_TOKEN)) return fail(404, 'banking.notFound', 'This backend keeps no transaction history.');
      const after = cursor === undefined ? null : readCursor(cursor);
      if (cursor !== undefined && !after) return fail(400, 'banking.badRequest', 'The cursor is not one this history gave.');
      const all = [
        ...(kind === 'withdrawal' ? [] : sources.deposits(session.token)),
        ...(kind === 'deposit' ? [] : sources.withdrawals(session.token)),
      ].sort(newerFirst);
      const older = after ? all.filter((item) => newerFirst(after, item) < 0) : all;
      const items = older.slice(0, limit);
      const more = older.length > items.length;
      return ok({ items, ...(more ? { nextCursor: cursorAt(items.at(-1)!) } : {}) });
    },
  };
}
