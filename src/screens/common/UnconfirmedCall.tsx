import type { UnconfirmedCall as Unconfirmed } from '../../state/actions/goToError';
import { useCashier, useT } from '../../ui/context';
import { ErrorNotice } from '../../ui/ErrorNotice';

const WORDS = {
  deposit: { text: 'deposit.unconfirmed.text', check: 'deposit.timeout.check' },
  withdrawal: { text: 'withdrawal.timeout.text', check: 'withdrawal.timeout.check' },
} as const;

/**
 * The error page after a money call about a deposit or a withdrawal got no answer in time: what
 * it asked for may have happened. The player is told not to act on a guess, and can look at what
 * the backend knows (the deposit's status, the pending withdrawals) or try the same again (the
 * same idempotency key, so nothing is made twice).
 */
export function UnconfirmedCall({ unconfirmed, backRoute }: { unconfirmed: Unconfirmed; backRoute: string }) {
  const cashier = useCashier();
  const t = useT();
  const words = WORDS[unconfirmed.subject];
  return (
    <>
      <ErrorNotice title={t('deposit.timeout.title')} text={t(words.text)} />
      <button type="button" className="button button--primary" part="button-primary" onClick={() => cashier.nav.navigate(unconfirmed.checkPath, { replace: true })}>
        {t(words.check)}
      </button>
      <button type="button" className="button button--secondary" onClick={() => cashier.nav.rewindTo(backRoute)}>
        {t('complete.retry')}
      </button>
    </>
  );
}
