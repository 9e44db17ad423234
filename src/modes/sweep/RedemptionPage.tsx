import { useContext, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { SWEEP_COINS } from '../../contract/sweepstake';
import { MethodEntries } from '../../screens/deposit/MethodEntries';
import { Page } from '../../screens/Page';
import { listEntries } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { FlowTableContext } from '../../ui/flowTableContext';
import { ListSkeleton } from '../../ui/Loader';
import { PendingWithdrawals } from '../../payout/PendingWithdrawals';
import { formatAmount } from '../../i18n/formatAmount';
import { payingEntries } from './boxes';
import { loadCoins, loadRedemption } from './loadRedemption';
import { PlaythroughUnknown } from './PlaythroughUnknown';
import { redeemableNow } from './playthrough';
import { SWEEP_SLICE } from './sweepState';
import { WITHDRAWAL_SLICE } from '../../payout/withdrawalSlice';
import { useOwnSlice } from '../../ui/useOwnSlice';

/** The pending list speaks of redemptions here. */
const REDEMPTION_WORDS = {
  title: 'sweep.redeem.pending.title',
  cancel: 'sweep.redeem.pending.cancel',
  ask: 'sweep.redeem.pending.ask',
  cancelled: 'sweep.redeem.pending.cancelled',
};

/**
 * Spec §2 sweepstake mode, Redemption: the sweep coins that can be redeemed now (those still to be
 * played through said apart), the methods that pay them out (coins), and the redemptions pending,
 * each with Cancel while it is. While the playthrough cannot be known, neither the amount nor the
 * methods: Redeem is unavailable, with Try again.
 */
export default function RedemptionPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { methods } = useSnapshot(cashier.store);
  const sweep = useOwnSlice(SWEEP_SLICE);
  const withdrawal = useOwnSlice(WITHDRAWAL_SLICE);
  const table = useContext(FlowTableContext);

  useEffect(() => {
    void loadRedemption(cashier);
  }, [cashier]);

  const entries = useMemo(
    () => payingEntries(listEntries(methods.groups as PaymentGroup[], methods.methods as PaymentMethod[])),
    [methods.groups, methods.methods],
  );
  const coins = sweep?.coins;
  const ready = methods.status === 'loaded' && coins?.status === 'loaded';
  const available = redeemableNow(sweep, withdrawal?.accounts ?? []);
  return (
    <Page title={t('title.redemption')}>
      {ready ? (
        <>
          {available === null ? (
            <PlaythroughUnknown />
          ) : (
            <div className="redeemable" role="group" aria-label={t('sweep.redeem.available')}>
              <p className="redeemable__label">{t('sweep.redeem.available')}</p>
              <p className="redeemable__amount">{formatAmount(locale, available, SWEEP_COINS)}</p>
              {coins.playthrough ? (
                <p className="redeemable__to-play-through">{t('sweep.redeem.toPlayThrough', { amount: formatAmount(locale, coins.playthrough, SWEEP_COINS) })}</p>
              ) : null}
            </div>
          )}
          {/* A redemption cancelled: its coins are back, asked again. */}
          <PendingWithdrawals words={REDEMPTION_WORDS} onCancelled={() => void loadCoins(cashier)} />
          {available === null ? null : <MethodEntries entries={entries} label={t('sweep.redeem.methods')} countOf={table?.groupSize} />}
        </>
      ) : (
        <ListSkeleton label={t('loading')} rows={3} />
      )}
    </Page>
  );
}
