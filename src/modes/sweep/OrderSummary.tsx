import { useSnapshot } from 'valtio';
import { formatAmount } from '../../i18n/formatAmount';
import { useCashier, useLocale, useT } from '../../ui/context';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { boxLabel } from './boxes';
import { useConversion } from '../../screens/common/useConversion';
import { SWEEP_SLICE } from './sweepState';
import { useOwnSlice } from '../../ui/useOwnSlice';

/**
 * The box being bought, beside the coins it is paid with (spec §2 "Crypto list", sweepstake mode):
 * what it holds, its price, and with a coin chosen (`coin`) how much of it to send: what the
 * price is worth in the coin now (payment-convert-v2, said as approximate) until the address's
 * answer says the exact amount.
 */
export function OrderSummary({ coin }: { coin?: string }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { deposit } = useSnapshot(cashier.store);
  const sweep = useOwnSlice(SWEEP_SLICE);
  const box = sweep?.box;
  const exact = coin && deposit.summary?.currency.toUpperCase() === coin ? deposit.summary.amount : null;
  const worth = useConversion(box && coin && exact === null ? { amount: box.price, from: box.priceCurrencyCode, to: coin } : null);
  if (!box) return null;
  const send =
    exact !== null ? formatAmount(locale, exact, coin!) : worth !== null ? t('sweep.worth', { amount: formatAmount(locale, worth, coin!) }) : null;
  return (
    <RequisitesList
      heading={t('sweep.order.title')}
      requisites={[
        { name: 'coins', title: t('sweep.order.coins'), value: boxLabel(t, locale, box) },
        { name: 'price', title: t('sweep.order.price'), value: formatAmount(locale, box.price, box.priceCurrencyCode) },
        ...(send ? [{ name: 'send', title: t('sweep.order.send'), value: send }] : []),
      ]}
    />
  );
}
