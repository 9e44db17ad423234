import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useCashier, useT } from '../../ui/context';
import { Page } from '../Page';
import { RegionSelector } from '../deposit/RegionSelector';

/** Spec §2 empty page, with the query `direct` and `transaction` (deposit or withdrawal). */
export default function EmptyPage() {
  const cashier = useCashier();
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const transaction = query.get('transaction') === 'withdrawal' ? 'withdrawal' : 'deposit';
  const direct = query.get('direct') === 'true';
  const { geo } = useSnapshot(cashier.store);
  return (
    <Page title={t(transaction === 'withdrawal' ? 'title.withdrawals' : 'title.paymentMethods')}>
      <RegionSelector regionPath="/empty/region" />
      <div className="notice" data-direct={direct ? 'true' : undefined}>
        <span className="notice__icon" aria-hidden="true" />
        <p className="notice__title">{t('empty.text')}</p>
        <p className="notice__hint">{t(direct ? 'empty.directHint' : 'empty.hint')}</p>
      </div>
      {geo.enabled ? (
        <button type="button" className="button button--secondary" onClick={() => cashier.nav.navigate('/empty/region')}>
          {t('region.change')}
        </button>
      ) : null}
    </Page>
  );
}
