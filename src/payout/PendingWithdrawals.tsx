import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PendingWithdrawal } from '../contract/withdrawal';
import { formatAmount } from '../i18n/formatAmount';
import { localizedText } from '../state/methodList';
import { showErrorNotice } from '../state/actions/notice';
import { useCashier, useLocale, useT } from '../ui/context';
import { accountTitleKey } from './withdrawalRules';
import { cancelPendingWithdrawal, followPendingWithdrawals, loadPendingWithdrawals } from './withdrawalActions';
import { WITHDRAWAL_SLICE } from './withdrawalSlice';
import { useOwnSlice } from '../ui/useOwnSlice';

/** The words of the list, by catalog key: a withdrawal's, or a redemption's (the sweepstakes mode). */
export interface PendingWords {
  title: string;
  cancel: string;
  ask: string;
  cancelled: string;
}

const WITHDRAWAL_WORDS: PendingWords = {
  title: 'withdrawal.pending.title',
  cancel: 'withdrawal.pending.cancel',
  ask: 'withdrawal.pending.ask',
  cancelled: 'withdrawal.pending.cancelled',
};

/**
 * The player's withdrawals still pending (beyond the specification; operators expect it): amount,
 * method, account and date, each with Cancel, which asks once more before the money comes back.
 * One that settles while shown says so a moment (paid out, cancelled) before it leaves.
 * `onCancelled`: what the page does once the player cancelled one (Redemption asks its coins again).
 */
export function PendingWithdrawals({ words = WITHDRAWAL_WORDS, onCancelled }: { words?: PendingWords; onCancelled?: () => void }) {
  const cashier = useCashier();
  const t = useT();
  const withdrawal = useOwnSlice(WITHDRAWAL_SLICE);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    void loadPendingWithdrawals(cashier);
    return followPendingWithdrawals(cashier);
  }, [cashier]);

  const pending = withdrawal?.pending.withdrawals ?? [];
  const settled = withdrawal?.pending.settled ?? [];
  return (
    <section className="pending" aria-labelledby="pending-title">
      {pending.length || settled.length ? (
        <>
          <h3 id="pending-title" className="pending__title">
            {t(words.title)}
          </h3>
          <ul className="pending__list">
            {pending.map((item) => (
              <PendingItem
                key={item.withdrawalId}
                item={item}
                words={words}
                onCancelled={() => {
                  setDone(t(words.cancelled));
                  onCancelled?.();
                }}
              />
            ))}
            {settled.map((item) => (
              <PendingItem key={item.withdrawalId} item={item} words={words} outcome={item.outcome} />
            ))}
          </ul>
        </>
      ) : null}
      <p className="pending__status" role="status">
        {done}
      </p>
    </section>
  );
}

function PendingItem({ item, words, outcome, onCancelled }: { item: PendingWithdrawal; words: PendingWords; outcome?: 'paid' | 'cancelled'; onCancelled?: () => void }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { methods } = useSnapshot(cashier.store);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // Read at once by a second click of the same tick, which the state is not yet: one cancel is sent.
  const sending = useRef(false);
  const method = [...methods.methods, ...methods.groups.flatMap((g) => g.paymentMethods)].find((m) => m.name === item.paymentMethod);
  const created = new Date(item.createdAt);
  const when = Number.isNaN(created.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(created);
  const cancel = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const result = await cancelPendingWithdrawal(cashier, item.withdrawalId);
    sending.current = false;
    setBusy(false);
    if (result.ok) onCancelled?.();
    else {
      setAsking(false);
      void showErrorNotice(cashier, result.error);
    }
  };
  return (
    <li className={outcome ? `pending__item pending__item--${outcome}` : 'pending__item'} part="pending-withdrawal">
      <span className="pending__amount">{formatAmount(locale, item.amount, item.currency)}</span>
      <span className="pending__details">
        {method ? localizedText(method.text, locale) : item.paymentMethod} · {t(accountTitleKey(item.accountType))}
        {when ? ` · ${when}` : ''}
      </span>
      {outcome ? (
        <span className={`pending__outcome pending__outcome--${outcome}`} role="status">
          {t(outcome === 'paid' ? 'withdrawal.pending.paidOut' : 'withdrawal.pending.settledCancelled')}
        </span>
      ) : asking ? (
        <span className="pending__confirm" role="group" aria-label={t(words.ask)}>
          <span className="pending__ask">{t(words.ask)}</span>
          <button type="button" className="button button--danger" onClick={cancel} aria-busy={busy} disabled={busy}>
            {t(words.cancel)}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAsking(false)} disabled={busy}>
            {t('withdrawal.pending.keep')}
          </button>
        </span>
      ) : (
        <button type="button" className="button button--secondary pending__cancel" onClick={() => setAsking(true)}>
          {t(words.cancel)}
        </button>
      )}
    </li>
  );
}
