import { useEffect, useMemo } from 'react';
import type { Box } from '../../contract/sweepstake';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useCashier } from '../../ui/context';
import CryptoAddressPage from '../../crypto/CryptoAddressPage';
import { Disclaimer } from './Disclaimer';
import { OrderSummary } from './OrderSummary';
import { COIN_SHOP_PATH } from './paths';
import { NO_BOX_SELECTED, sweepCreate } from './sweepCreate';
import { SWEEP_SLICE } from './sweepState';
import { useOwnSlice } from '../../ui/useOwnSlice';

/**
 * A box's coin address (spec §2 sweepstake mode): the order with what it costs in the coin, then
 * the address asked for with the box. With no box chosen (a reload, a shared link) there is
 * nothing to buy: back to the shop.
 */
export default function SweepAddressPage() {
  const cashier = useCashier();
  const box = useOwnSlice(SWEEP_SLICE)?.box ?? null;
  const coin = useChosenMethod()?.currency?.toUpperCase();
  const create = useMemo(() => (box ? { strategy: sweepCreate(box as Box), intent: { boxId: String(box.boxId) } } : null), [box]);

  useEffect(() => {
    if (box) return;
    console.error(`[payment-cashier] ${NO_BOX_SELECTED}`);
    cashier.nav.navigate(COIN_SHOP_PATH, { replace: true });
  }, [cashier, box]);
  if (!create) return null;
  return (
    <CryptoAddressPage
      create={create}
      aside={
        <>
          <OrderSummary coin={coin} />
          <Disclaimer />
        </>
      }
    />
  );
}
