import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { dismissNotice } from '../state/actions/dismissNotice';
import { cashierPolicy } from '../security/trustedTypes';
import { useCashier, useT } from './context';
import css from '../styles/snackbar.css';
import { sharedSheet } from '../styles/sheet';
import { CloseIcon } from './icons';
import { useAdoptedSheet } from './styleRoot';

const snackbarSheet = sharedSheet(css);

/** Spec §4/§9: the snackbar closes by itself after 5000 ms. */
export const SNACKBAR_MS = 5000;

/** A message the player can act on (a link) stays until dismissed: no time limit on reading and reaching it (WCAG 2.2.1). */
export const staysUntilDismissed = (text: { key: string } | { html: string }): boolean => 'html' in text && /<a\b/i.test(text.html);

/**
 * Errors that do not change the page: a titled message, closing after 5 s unless it holds a link.
 * Shown inside SnackbarRegion's live region, which announces it; loaded with the first notice.
 */
export function Snackbar() {
  const cashier = useCashier();
  const t = useT();
  const { notice } = useSnapshot(cashier.store);
  useAdoptedSheet(snackbarSheet());
  const box = useRef<HTMLDivElement>(null);
  // Below the page, in its flow: brought into view if it is not, never over what the player pressed.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice?.id]);
  useEffect(() => {
    if (!notice || staysUntilDismissed(notice.text)) return;
    const timer = setTimeout(() => dismissNotice(cashier, notice.id), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [cashier, notice]);
  return notice ? (
    <div className="snackbar" part="snackbar" ref={box}>
      <p className="snackbar__title">{t(notice.title ?? 'error.snackbar.title')}</p>
      {'html' in notice.text ? (
        // Sanitised by sanitizeServerHtml when the notice was made.
        <p className="snackbar__text" dangerouslySetInnerHTML={{ __html: cashierPolicy().createHTML(notice.text.html) }} />
      ) : (
        <p className="snackbar__text">{t(notice.text.key)}</p>
      )}
      <button type="button" className="snackbar__close" aria-label={t('header.close')} onClick={() => dismissNotice(cashier, notice.id)}>
        <CloseIcon />
      </button>
    </div>
  ) : null;
}
