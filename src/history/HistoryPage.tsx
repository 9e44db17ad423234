import { useCallback, useContext, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { HistoryWords } from '../flows/contract/mode';
import { Page, RouteMetaContext } from '../screens/Page';
import { stepBack } from '../state/actions/navigation';
import type { HistoryFilter } from '../state/store';
import { useCashier, useT } from '../ui/context';
import { ErrorNotice } from '../ui/ErrorNotice';
import { ListSkeleton } from '../ui/Loader';
import { followHistory, loadHistory, loadMoreHistory } from './historyActions';
import { groupByDay } from './historyRules';
import { transactionAddress } from './paths';
import { TransactionRow } from './TransactionRow';

const MAIN_WORDS: HistoryWords = { deposits: 'history.deposits', withdrawals: 'history.withdrawals', start: 'history.deposit' };

/** Asks for the next page when the end of the list comes into view; the Show more button does the same for a keyboard. */
function useMoreOnScroll(more: () => void, armed: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !armed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && more());
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, armed]);
  return sentinel;
}

/**
 * DESIGN §2 "History and locks": the player's transactions, newest first, grouped by day in their
 * language and zone; All, Deposits, Withdrawals (a sweep player's Purchases and Redemptions); more
 * by cursor as the list scrolls. Statuses pushed over the socket change the rows shown.
 */
export default function HistoryPage() {
  const cashier = useCashier();
  const t = useT();
  const meta = useContext(RouteMetaContext);
  const { history, locale } = useSnapshot(cashier.store);
  const words = cashier.mode().historyWords ?? MAIN_WORDS;

  useEffect(() => {
    void loadHistory(cashier);
    return followHistory(cashier);
  }, [cashier]);
  // A backend without the call: nothing to show, and History is gone from the header.
  useEffect(() => {
    if (history.available === 'missing') stepBack(cashier, meta);
  }, [cashier, meta, history.available]);

  const more = useCallback(() => void loadMoreHistory(cashier), [cashier]);
  const canLoadMore = history.status === 'loaded' && history.nextCursor !== null && history.more === 'idle';
  const sentinel = useMoreOnScroll(more, canLoadMore);
  const filters: [HistoryFilter, string][] = [['all', 'history.all'], ['deposit', words.deposits], ['withdrawal', words.withdrawals]];
  const days = groupByDay(history.items, locale);
  const toList = () => cashier.nav.rewindTo(cashier.mode().firstRoutes[0]!.path);

  return (
    <Page title={t('history.title')}>
      <div className="chips history-filters" role="group" aria-label={t('history.filter')}>
        {filters.map(([filter, key]) => (
          <button key={filter} type="button" className="chip" aria-pressed={history.filter === filter} onClick={() => history.filter !== filter && void loadHistory(cashier, filter)}>
            {t(key)}
          </button>
        ))}
      </div>
      {history.status === 'loading' || history.status === 'idle' ? <ListSkeleton label={t('loading')} rows={4} /> : null}
      {history.status === 'error' ? (
        <>
          <ErrorNotice title={t('history.failed')} text={t('error.hint')} />
          <button type="button" className="button button--primary" part="button-primary" onClick={() => void loadHistory(cashier)}>
            {t('error.refresh')}
          </button>
        </>
      ) : null}
      {history.status === 'loaded' && history.items.length === 0 ? (
        <div className="notice">
          <p className="notice__title">{t('history.empty')}</p>
          <p className="notice__text">{t('history.emptyText')}</p>
          {cashier.mode().transaction === 'deposit' ? (
            <button type="button" className="button button--primary" part="button-primary" onClick={toList}>
              {t(words.start)}
            </button>
          ) : null}
        </div>
      ) : null}
      {days.map((day) => (
        <section key={day.day} className="history-day" aria-labelledby={`history-day-${day.day}`}>
          <h3 className="history-day__heading" id={`history-day-${day.day}`}>
            {day.heading}
          </h3>
          <ul className="history-list">
            {day.items.map((item) => (
              <TransactionRow key={`${item.kind}:${item.id}`} transaction={item} locale={locale} onOpen={() => cashier.nav.navigate(transactionAddress(item.kind, item.id))} />
            ))}
          </ul>
        </section>
      ))}
      {history.more === 'loading' ? <ListSkeleton label={t('loading')} rows={2} /> : null}
      {history.more === 'error' ? (
        <>
          <p className="annotation annotation--warning" role="alert">{t('history.moreFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void loadMoreHistory(cashier)}>
            {t('error.refresh')}
          </button>
        </>
      ) : null}
      {canLoadMore ? (
        <div ref={sentinel} className="history-more">
          <button type="button" className="button button--secondary" onClick={more}>
            {t('history.more')}
          </button>
        </div>
      ) : null}
    </Page>
  );
}
