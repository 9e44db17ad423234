import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { EMPTY_PATH } from '../../routes/paths';
import { Page } from '../../screens/Page';
import { loadDepositList } from '../../state/actions/depositList';
import { methodsShown } from '../../state/actions/methodsShown';
import { useCashier, useT } from '../../ui/context';
import { ListSkeleton } from '../../ui/Loader';
import { CoinPicker } from '../../crypto/CoinPicker';
import { chooseCoin } from './tabActions';

/** Every coin of the list, grouped or not, each with the group it came in. */
function coinsIn(groups: readonly PaymentGroup[], methods: readonly PaymentMethod[]): { methods: PaymentMethod[]; groupOf: Map<string, PaymentGroup> } {
  const groupOf = new Map<string, PaymentGroup>();
  for (const group of groups) for (const method of group.paymentMethods) groupOf.set(method.name, group);
  const all = [...methods, ...groups.flatMap((group) => group.paymentMethods)];
  return { methods: all.filter((method) => method.category === 'crypto'), groupOf };
}

/**
 * The crypto tab's first page (DESIGN §2 "Modes", crypto balance): the coins of the list the tab
 * asks for (`methods-payment-v5` in a coin) as the crypto flow's tiles; a coin opens its address.
 */
export default function CryptoTabPage() {
  const cashier = useCashier();
  const t = useT();
  const { methods } = useSnapshot(cashier.store);

  useEffect(() => {
    void loadDepositList(cashier);
  }, [cashier]);

  const coins = useMemo(() => coinsIn(methods.groups as PaymentGroup[], methods.methods as PaymentMethod[]), [methods.groups, methods.methods]);
  const loaded = methods.status === 'loaded';
  const ready = loaded && coins.methods.length > 0;
  useEffect(() => {
    if (ready) methodsShown(cashier);
    // A list with no coin in it (methods of another kind only) has nothing for this tab: the empty page says so.
    else if (loaded) cashier.nav.navigate(`${EMPTY_PATH}?transaction=deposit`, { replace: true });
  }, [ready, loaded, cashier]);

  return (
    <Page title={t('title.paymentMethods')}>
      {ready ? (
        <CoinPicker methods={coins.methods} label={t('title.paymentMethods')} choose={(method) => chooseCoin(cashier, method, coins.groupOf.get(method.name))} />
      ) : (
        <ListSkeleton label={t('deposit.list.loading')} />
      )}
    </Page>
  );
}
