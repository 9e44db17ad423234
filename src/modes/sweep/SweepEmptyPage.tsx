import { useSearch } from 'wouter';
import { Page } from '../../screens/Page';
import { useT } from '../../ui/context';
import { AlertIcon } from '../../ui/icons';

/**
 * Spec §2 sweepstake mode, empty: the shop has nothing to sell here, or Redemption no way to pay
 * out. Unlike the main cashier's, it never suggests another region or a VPN: sweepstakes are open
 * where the operator says they are.
 */
export default function SweepEmptyPage() {
  const t = useT();
  const redemption = new URLSearchParams(useSearch()).get('transaction') === 'withdrawal';
  return (
    <Page title={t(redemption ? 'title.redemption' : 'title.coinShop')}>
      <div className="notice">
        <AlertIcon className="notice__icon" />
        <p className="notice__title">{t(redemption ? 'sweep.redeem.empty' : 'sweep.empty.text')}</p>
      </div>
    </Page>
  );
}
