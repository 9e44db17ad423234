import type { ReactNode } from 'react';
import { useChosenGroup } from '../screens/deposit/useChosenMethod';
import { Page } from '../screens/Page';
import { chooseMethod } from '../state/actions/depositList';
import { localizedText } from '../state/methodList';
import { useCashier, useLocale, useT } from '../ui/context';
import { CoinPicker } from './CoinPicker';

/**
 * Spec §2 "Crypto list": the group's coins as tiles. `aside`: what a mode shows below the coins
 * (the sweepstakes order summary and disclaimer).
 */
export default function CryptoListPage({ aside }: { aside?: ReactNode }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const group = useChosenGroup();
  const title = group ? localizedText(group.label, locale) : t('title.depositMethod');
  return (
    <Page title={title} heading={title}>
      <CoinPicker methods={group?.paymentMethods ?? []} label={title} choose={(method) => chooseMethod(cashier, method, group)} />
      {aside}
    </Page>
  );
}
