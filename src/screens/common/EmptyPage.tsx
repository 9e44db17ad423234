import { useSearch } from 'wouter';
import { useCashier, useT } from '../../ui/context';
import { AlertIcon } from '../../ui/icons';
import { Page } from '../Page';
import { RegionSelector } from '../deposit/RegionSelector';

/** Spec §2 empty page, with the query `direct` and `transaction` (deposit or withdrawal). */
export default function EmptyPage() {
  const t = useT();
  const { emptyHint } = useCashier().deployment;
  const query = new URLSearchParams(useSearch());
  const transaction = query.get('transaction') === 'withdrawal' ? 'withdrawal' : 'deposit';
  const direct = query.get('direct') === 'true';
  return (
    <Page title={t(transaction === 'withdrawal' ? 'title.withdrawals' : 'title.paymentMethods')}>
      <RegionSelector regionPath="/empty/region" />
      <div className="notice" data-direct={direct ? 'true' : undefined}>
        <AlertIcon className="notice__icon" />
        <p className="notice__title">{t('empty.text')}</p>
        <p className="notice__hint">{direct ? t('empty.directHint') : (emptyHint ?? t('empty.hint'))}</p>
      </div>
    </Page>
  );
}
