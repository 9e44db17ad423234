import { sanitizeServerHtml } from '../../security/sanitizeHtml';
import { type CashierError, messageForError } from '../../transport/errors';
import type { Cashier } from '../cashier';

/** Shows an error in the snackbar, mapped by spec §8; server text is sanitised before it is kept. */
export function showErrorNotice(cashier: Cashier, error: CashierError): void {
  const has = (key: string) => cashier.translator()?.has(key) ?? false;
  const shown = messageForError(error, has);
  cashier.store.notice = {
    id: (cashier.store.notice?.id ?? 0) + 1,
    text: 'serverText' in shown ? { html: sanitizeServerHtml(shown.serverText) } : { key: shown.key },
  };
}

export function dismissNotice(cashier: Cashier, id: number): void {
  if (cashier.store.notice?.id === id) cashier.store.notice = null;
}
