import { useContext, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { MethodEntries } from '../../screens/deposit/MethodEntries';
import { Page } from '../../screens/Page';
import { listEntries } from '../../state/methodList';
import { useCashier, useT } from '../../ui/context';
import { FlowTableContext } from '../../ui/flowTableContext';
import { payingEntries } from './boxes';
import { Disclaimer } from './Disclaimer';
import { OrderSummary } from './OrderSummary';

/** Spec §2 sweepstake mode, select-method: the box chosen, and the methods that can pay for it (the coins). */
export default function SelectMethodPage() {
  const cashier = useCashier();
  const t = useT();
  const { methods } = useSnapshot(cashier.store);
  const table = useContext(FlowTableContext);
  const entries = useMemo(
    () => payingEntries(listEntries(methods.groups as PaymentGroup[], methods.methods as PaymentMethod[])),
    [methods.groups, methods.methods],
  );
  return (
    <Page title={t('sweep.selectMethod.title')} heading={t('sweep.selectMethod.title')}>
      <OrderSummary />
      <MethodEntries entries={entries} label={t('sweep.selectMethod.title')} countOf={table?.groupSize} />
      <Disclaimer />
    </Page>
  );
}
