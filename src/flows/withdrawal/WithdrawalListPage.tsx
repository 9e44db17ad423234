import { useContext, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { MethodEntries } from '../../screens/deposit/MethodEntries';
import { RegionSelector } from '../../screens/deposit/RegionSelector';
import { Page } from '../../screens/Page';
import { useShownList } from '../../screens/deposit/useShownList';
import { useCashier, useT } from '../../ui/context';
import { FlowTableContext } from '../../ui/flowTableContext';
import { ListSkeleton } from '../../ui/Loader';
import { SearchableList } from '../../ui/SearchableList';
import { AccountSummary } from './Accounts';
import { loadWithdrawalList } from './loadWithdrawalList';
import { WITHDRAWAL_LIST_PATH, WITHDRAWAL_REGION_PATH } from '../../payout/paths';
import { PendingWithdrawals } from '../../payout/PendingWithdrawals';

/**
 * Spec §2 "Withdrawal list": the player's accounts, the region, the withdrawal methods and groups
 * with search, and the withdrawals still pending. A `refetch` query loads the list again.
 */
export default function WithdrawalListPage() {
  const cashier = useCashier();
  const t = useT();
  const [query, setQuery] = useState('');
  const refetch = new URLSearchParams(useSearch()).has('refetch');

  useEffect(() => {
    void loadWithdrawalList(cashier, { force: refetch });
    // Loaded once, the query has done its job: Back to this page does not load it again.
    if (refetch) cashier.nav.navigate(WITHDRAWAL_LIST_PATH, { replace: true });
  }, [cashier, refetch]);

  // Only an answer asked for withdrawals (its key says so) is this page's list.
  const { entries, shown, ready, detailed } = useShownList(query, (key) => key?.startsWith('withdrawal:') === true);
  const table = useContext(FlowTableContext);

  return (
    <Page title={t('title.withdrawals')}>
      <RegionSelector regionPath={WITHDRAWAL_REGION_PATH} named={detailed} />
      <AccountSummary />
      {!ready ? (
        <ListSkeleton label={t('deposit.list.loading')} />
      ) : (
        <>
          <PendingWithdrawals />
          <SearchableList total={entries.length} shown={shown.length} query={query} onQuery={setQuery} searchLabel={t('search.label')}>
            <MethodEntries entries={shown} label={t('title.withdrawals')} countOf={detailed ? table?.groupSize : undefined} />
          </SearchableList>
        </>
      )}
    </Page>
  );
}
