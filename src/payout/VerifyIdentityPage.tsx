import { useEffect } from 'react';
import { Page } from '../screens/Page';
import { stepBack } from '../state/actions/navigation';
import { resolveSafeLink } from '../security/safeLink';
import { useCashier, useT } from '../ui/context';
import { WITHDRAWAL_LIST_PATH } from './paths';
import { WITHDRAWAL_SLICE } from './withdrawalSlice';
import { useOwnSlice } from '../ui/useOwnSlice';
import { OutsideLinkButton } from '../ui/OutsideLinkButton';

/**
 * A withdrawal or redemption refused until the player proves who they are (banking.kycRequired):
 * why, the operator's identity check (a safe link: a new tab, or the app's browser on native), then
 * back to the page it was asked on, its details kept, to try again.
 */
export default function VerifyIdentityPage() {
  const cashier = useCashier();
  const t = useT();
  const withdrawal = useOwnSlice(WITHDRAWAL_SLICE);
  const url = withdrawal?.verification ? resolveSafeLink(withdrawal.verification, cashier.transportConfig()?.apiUrl || location.origin, location.href) : null;

  useEffect(() => {
    if (!url) cashier.nav.navigate(WITHDRAWAL_LIST_PATH, { replace: true });
  }, [cashier, url]);
  if (!url) return null;
  return (
    <Page title={t('kyc.title')} heading={t('kyc.title')}>
      <p className="annotation">{t('kyc.text')}</p>
      <OutsideLinkButton url={url}>{t('kyc.open')}</OutsideLinkButton>
      <button type="button" className="button button--secondary" onClick={() => stepBack(cashier, { backRoute: 'previous' })}>
        {t('kyc.retry')}
      </button>
    </Page>
  );
}
