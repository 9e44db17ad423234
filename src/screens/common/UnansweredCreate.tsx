import { useState } from 'react';
import { checkUnanswered, type CheckOutcome } from '../../state/actions/checkUnanswered';
import type { UnansweredCreate as Unanswered } from '../../state/actions/goToError';
import { useCashier, useT } from '../../ui/context';
import { ErrorNotice } from '../../ui/ErrorNotice';

/**
 * The error page after a create got no answer in 30 s: the deposit may exist, so the player is
 * told not to pay twice and can look it up (deposit-check) before trying again.
 */
export function UnansweredCreate({ unanswered, backRoute }: { unanswered: Unanswered; backRoute: string }) {
  const cashier = useCashier();
  const t = useT();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Exclude<CheckOutcome, 'found'> | null>(null);
  const check = async () => {
    if (checking) return;
    setChecking(true);
    setOutcome(null);
    const result = await checkUnanswered(cashier, unanswered, backRoute);
    if (result !== 'found') {
      setOutcome(result);
      setChecking(false);
    }
  };
  return (
    <>
      <ErrorNotice title={t('deposit.timeout.title')} text={t('deposit.timeout.text')} />
      <p className="timeout__outcome" role="status">
        {outcome === 'none' ? t('deposit.timeout.none') : outcome === 'failed' ? t('deposit.timeout.checkFailed') : null}
      </p>
      <button type="button" className="button button--primary" part="button-primary" aria-disabled={checking} onClick={() => void check()}>
        {t('deposit.timeout.check')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => cashier.nav.rewindTo(backRoute)}>
        {t('complete.retry')}
      </button>
    </>
  );
}
