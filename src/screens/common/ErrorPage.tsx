import { useSearch } from 'wouter';
import type { ErrorPageState } from '../../state/actions/goToError';
import { internalPath } from '../../routes/internalPath';
import { DEPOSIT_LIST_PATH } from '../../routes/paths';
import { messageForError } from '../../state/errorMessage';
import { closeCashier } from '../../state/actions/navigation';
import { useCashier, useT } from '../../ui/context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Page } from '../Page';
import { UnansweredCreate } from './UnansweredCreate';
import { UnconfirmedCall } from './UnconfirmedCall';

/** Spec §2 error page: title, text ('Unknown error' by default), and a refresh to the back route. */
export default function ErrorPage() {
  const cashier = useCashier();
  const t = useT();
  const backRoute = internalPath(new URLSearchParams(useSearch()).get('backRoute'), DEPOSIT_LIST_PATH);
  const state = (cashier.nav.state() ?? null) as ErrorPageState | null;
  const has = (key: string) => cashier.translator()?.has(key) ?? false;
  // An answer the widget could not read: the provider's "choose another method" would point at nothing here.
  const shown = !state ? { key: 'error.unknown' } : state.error.kind === 'invalid-response' ? { key: 'error.invalidResponse' } : messageForError(state.error, has);
  const text = 'serverText' in shown ? shown.serverText : t(shown.key);
  const sessionOver = state?.error.status === 401;
  const canClose = cashier.store.handshake?.closingButton ?? true;
  if (state?.unconfirmed) {
    return (
      <Page title={t(state.unconfirmed.subject === 'withdrawal' ? 'title.withdrawal' : 'title.deposit')}>
        <UnconfirmedCall unconfirmed={state.unconfirmed} backRoute={backRoute} />
        <ErrorDetails message={state.message} />
      </Page>
    );
  }
  if (state?.unanswered) {
    return (
      <Page title={t('title.deposit')}>
        <UnansweredCreate unanswered={state.unanswered} backRoute={backRoute} />
        <ErrorDetails message={state.message} />
      </Page>
    );
  }
  // Spec §8's error panel: the page is titled 'Error' (error.titleShort), its notice 'An error occurred' with the hint 'Try to refresh the section'.
  return (
    <Page title={t('error.titleShort')}>
      {/* An unreadable answer's text already says to try again; a session that is over cannot be retried. */}
      <ErrorNotice title={t('error.title')} text={text} hint={sessionOver || state?.error.kind === 'invalid-response' ? undefined : t('error.hint')} />
      {sessionOver ? (
        // The session is over (the host was told: onTokenExpired): a refresh cannot work, only the host can sign in again.
        canClose ? (
          <button type="button" className="button button--primary" part="button-primary" onClick={() => closeCashier(cashier)}>
            {t('complete.close')}
          </button>
        ) : null
      ) : (
        <button type="button" className="button button--primary" part="button-primary" onClick={() => cashier.nav.rewindTo(backRoute)}>
          {t('error.refresh')}
        </button>
      )}
      <ErrorDetails message={state?.message} />
    </Page>
  );
}

/** The technical reason, for support engineers, folded away. */
function ErrorDetails({ message }: { message: string | undefined }) {
  const t = useT();
  return message ? (
    <details className="details">
      <summary>{t('error.details')}</summary>
      <pre>{message}</pre>
    </details>
  ) : null;
}
