import { fractionDigits } from '../../i18n/currencyTable';
import { shownCurrency } from '../../i18n/currencyTable';
import { formatAmount } from '../../i18n/formatAmount';
import { useLocale, useT } from '../../ui/context';
import type { Requisite } from '../../ui/requisites/RequisitesList';

/** An invoice's amount: what to transfer, said in a sentence and given as a line to copy (the currency's decimals). */
export function useInvoiceAmount(amount: number | null | undefined, currency: string): { note: string | null; rows: Requisite[] } {
  const t = useT();
  const locale = useLocale();
  if (amount === null || amount === undefined) return { note: null, rows: [] };
  return {
    note: t('invoice.transfer', { amount: formatAmount(locale, amount, currency) }),
    rows: [{ name: 'amount', title: t('form.amountInput.label', { currency: shownCurrency(currency) }), value: amount.toFixed(fractionDigits(currency)), isCopyable: true }],
  };
}
