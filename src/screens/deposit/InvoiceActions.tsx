import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { DEPOSIT_LIST_PATH } from '../../routes/paths';
import { cancelInvoice, markInvoicePaid } from '../../state/actions/invoice';
import { showErrorNotice } from '../../state/actions/notice';
import { useCashier, useT } from '../../ui/context';

interface InvoiceActionsProps {
  /** The time to pay is up: Paid is gone, a new deposit is offered. */
  expired: boolean;
  /** Whether the backend offers Paid at all (the unified form's `buttons`). */
  canMarkPaid?: boolean;
  /** Checks the invoice's own fields first; returns what goes with deposit-complete, or null to stay. */
  beforePaid?: () => { fields?: Record<string, string>; confirmationId?: string } | null;
}

/**
 * The end of every invoice page: Paid (sent once; a second press while it is sent does nothing),
 * or, once the time is up, why it cannot be paid any more and a way to make a new deposit.
 */
export function InvoiceActions({ expired, canMarkPaid = true, beforePaid }: InvoiceActionsProps) {
  const cashier = useCashier();
  const t = useT();
  const { deposit } = useSnapshot(cashier.store);
  const [sending, setSending] = useSending();

  if (expired) {
    return (
      <div className="notice" role="alert">
        <p className="notice__text">{t('invoice.expired')}</p>
        <button
          type="button"
          className="button button--primary"
          part="button-primary"
          onClick={() => cashier.nav.rewindTo(deposit.madeOn ?? DEPOSIT_LIST_PATH)}
        >
          {t('invoice.newDeposit')}
        </button>
      </div>
    );
  }
  if (!canMarkPaid) return null;

  const paid = async () => {
    if (sending.current) return;
    const extra = beforePaid ? beforePaid() : {};
    if (!extra) return;
    setSending(true);
    const result = await markInvoicePaid(cashier, extra);
    setSending(false);
    // A timeout went to the page that says the outcome is unknown; a refusal is read here.
    if (result.kind === 'failed' && result.error.kind !== 'timeout') void showErrorNotice(cashier, result.error);
  };
  return (
    <button type="button" className="button button--primary" part="button-primary" aria-disabled={sending.current} aria-busy={sending.current} onClick={() => void paid()}>
      {t('invoice.paid')}
    </button>
  );
}

/** Cancel on an invoice (`deposit-cancel`): the player gives it up and is back where it was made; a refusal is shown. Sent once. */
export function CancelInvoiceButton() {
  const cashier = useCashier();
  const t = useT();
  const [sending, setSending] = useSending();
  const cancel = async () => {
    if (sending.current) return;
    setSending(true);
    const result = await cancelInvoice(cashier);
    setSending(false);
    if (result.kind === 'failed' && result.error.kind !== 'timeout') void showErrorNotice(cashier, result.error);
  };
  return (
    <button type="button" className="button button--secondary" aria-disabled={sending.current} aria-busy={sending.current} onClick={() => void cancel()}>
      {t('invoice.cancel')}
    </button>
  );
}

/**
 * Whether a call of the button is under way: read at once by a second click of the same tick (a
 * ref, which a state update is not yet), drawn as busy on the next render.
 */
function useSending(): [{ readonly current: boolean }, (value: boolean) => void] {
  const sending = useRef(false);
  const [, redraw] = useState(0);
  return [
    sending,
    (value) => {
      sending.current = value;
      redraw((n) => n + 1);
    },
  ];
}
