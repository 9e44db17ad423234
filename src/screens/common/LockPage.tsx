import { useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDate } from '../../i18n/format';
import { resolveSafeLink } from '../../security/safeLink';
import { retryLockedSide } from '../../state/actions/retryLockedSide';
import type { CashierLockShown } from '../../state/store';
import { useCashier, useT } from '../../ui/context';
import { OutsideLinkButton } from '../../ui/OutsideLinkButton';
import { LockIcon } from '../../ui/pageIcons';
import { Page, RouteMetaContext } from '../Page';

/** The longest wait a browser timer keeps (about 24.8 days); a later end is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Whether the lock's end has passed, re-drawn the moment it does. */
function usePassed(until: string | undefined): boolean {
  const end = until ? Date.parse(until) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(end) || now >= end) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(end - now + 1, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [end, now]);
  return Number.isFinite(end) && now >= end;
}

/** What the player may still do on the other side: a deposit lock leaves withdrawals open, and the other way round. */
function otherSideKey(lock: CashierLockShown, side: 'deposit' | 'withdrawal'): string | null {
  if (lock.reason === 'maintenance' || lock.reason === 'unknown') return null;
  return side === 'deposit' ? 'lock.withdrawalsOpen' : 'lock.depositsOpen';
}

/**
 * DESIGN §2 "History and locks": the backend closed this side of the cashier (`banking.cashierLocked`),
 * drawn in place of its list or form. Why, in the player's words; until when, in their language
 * and zone; the operator's page for it (safe-link rule); and Try again once maintenance is over.
 */
export default function LockPage() {
  const cashier = useCashier();
  const t = useT();
  const side = useContext(RouteMetaContext).transaction ?? 'deposit';
  const { locks, locale } = useSnapshot(cashier.store);
  const lock = locks[side];
  const passed = usePassed(lock?.until);
  if (!lock) return null;
  const url = lock.url ? resolveSafeLink(lock.url, cashier.transportConfig()?.apiUrl || location.origin, location.href) : null;
  const end = lock.until && Number.isFinite(Date.parse(lock.until)) ? formatDate(locale, Date.parse(lock.until)) : null;
  const other = otherSideKey(lock, side);
  // Maintenance ends by itself: Try again once its end has passed (at once when it names none).
  const retry = lock.reason === 'maintenance' && (passed || !end);
  return (
    <Page title={t('lock.title')}>
      <div className="notice lock">
        <LockIcon className="notice__icon" />
        <p className="notice__title">{t(`lock.reason.${lock.reason}`)}</p>
        {end ? <p className="notice__text">{t(passed ? 'lock.ended' : 'lock.until', { date: end })}</p> : null}
        {other ? <p className="notice__hint">{t(other)}</p> : null}
      </div>
      {url ? <OutsideLinkButton url={url}>{t(lock.reason === 'kycRequired' ? 'kyc.open' : 'lock.open')}</OutsideLinkButton> : null}
      {retry ? (
        <button type="button" className="button button--primary" part="button-primary" onClick={() => retryLockedSide(cashier, side)}>
          {t('error.refresh')}
        </button>
      ) : null}
    </Page>
  );
}
