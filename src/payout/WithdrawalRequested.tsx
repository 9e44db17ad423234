import { useEffect } from 'react';
import type { PaymentMethod } from '../contract/methods';
import { useChosenMethod } from '../screens/deposit/useChosenMethod';
import type { Requisite } from '../ui/requisites/RequisitesList';
import { Page } from '../screens/Page';
import { closeCashier } from '../state/actions/navigation';
import { type MadeWithdrawal, WITHDRAWAL_SLICE } from './withdrawalSlice';
import { type Translate, useCashier, useLocale, useT } from '../ui/context';
import { CheckIcon } from '../ui/pageIcons';
import { RequisitesList } from '../ui/requisites/RequisitesList';
import { useOwnSlice } from '../ui/useOwnSlice';

/** The words of a request's page, by catalog key: a withdrawal's, or a redemption's. */
export interface RequestedWords {
  page: string;
  title: string;
  text: string;
  summary: string;
  back: string;
}

/** What a page shows of the request made: its rows, in the player's language. */
export type RowsOf = (made: MadeWithdrawal, words: { t: Translate; locale: string; method: PaymentMethod | undefined }) => Requisite[];

/**
 * A withdrawal or redemption made (it goes straight to accepted, spec §4): said so, what it is
 * (`rowsOf`), Close where the host allows it, and the way back to the list (`backTo`). With none
 * made (a reload, a second visit), the list.
 */
export function WithdrawalRequested({ words, rowsOf, backTo }: { words: RequestedWords; rowsOf: RowsOf; backTo: string }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const made = useOwnSlice(WITHDRAWAL_SLICE)?.made;
  const list = backTo.split('?')[0]!;
  useEffect(() => {
    if (!made) cashier.nav.navigate(list, { replace: true });
  }, [cashier, made, list]);
  if (!made) return null;
  const rows = rowsOf(made as MadeWithdrawal, { t, locale, method });
  return (
    <Page title={t(words.page)}>
      <div className="status status--success" data-status="accepted" role="status">
        <span className="status__icon">
          <CheckIcon />
        </span>
        <p className="status__title">{t(words.title)}</p>
        <p className="status__text">{t(words.text)}</p>
      </div>
      <RequisitesList heading={t(words.summary)} requisites={[...rows]} />
      <div className="actions">
        {(cashier.store.handshake?.closingButton ?? true) ? (
          <button type="button" className="button button--primary" part="button-primary" onClick={() => closeCashier(cashier)}>
            {t('complete.close')}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => cashier.nav.rewindTo(backTo)}>
          {t(words.back)}
        </button>
      </div>
    </Page>
  );
}
