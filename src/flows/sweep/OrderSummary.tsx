import { useSnapshot } from 'valtio';
import { formatAmount } from '../../i18n/formatAmount';
import { useCashier, useLocale, useT } from '../../ui/context';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { boxLabel } from './boxes';

/**
 * The box being bought, beside the coins it is paid with (spec §2 "Crypto list", sweepstake mode):
 * what it holds, its price, and, once the address is made, how much of the coin to send.
 */
export function OrderSummary() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { sweep, deposit } = useSnapshot(cashier.store);
  const box = sweep?.box;
  if (!box) return null;
  const send = deposit.summary;
  return (
    <RequisitesList
      heading={t('sweep.order.title')}
      requisites={[
        { name: 'coins', title: t('sweep.order.coins'), value: boxLabel(t, locale, box) },
        { name: 'price', title: t('sweep.order.price'), value: formatAmount(locale, box.price, box.priceCurrencyCode) },
        ...(send ? [{ name: 'send', title: t('sweep.order.send'), value: formatAmount(locale, send.amount, send.currency) }] : []),
      ]}
    />
  );
}
