import { CASHIER_LOCKED } from '../../contract/history';
import { messageForError } from '../errorMessage';
import type { CashierError } from '../../transport/errors';
import type { Cashier } from '../cashier';

/** The generic message, when the sanitiser cannot be loaded to show the server's own text. */
const FALLBACK_KEY = 'provider.error';

/**
 * Shows an error in the snackbar, mapped by messageForError. Server text is sanitised before it is kept;
 * the sanitiser (DOMPurify) loads only when a server text comes, keeping it off the money path.
 */
export async function showErrorNotice(cashier: Cashier, error: CashierError): Promise<void> {
  // A lock is its own page (DESIGN §2), drawn in place of the one it closed.
  if (error.code === CASHIER_LOCKED) return;
  const has = (key: string) => cashier.translator()?.has(key) ?? false;
  const shown = messageForError(error, has);
  let text: { html: string } | { key: string };
  if ('serverText' in shown) {
    try {
      const { sanitizeServerHtml } = await import('../../security/sanitizeHtml');
      text = { html: sanitizeServerHtml(shown.serverText) };
    } catch {
      text = { key: FALLBACK_KEY };
    }
  } else {
    text = { key: shown.key };
  }
  // Spec §8: a captcha error is titled with error.title.
  const title = error.kind === 'captcha' ? 'error.title' : undefined;
  cashier.store.notice = { id: (cashier.store.notice?.id ?? 0) + 1, text, title };
}
