import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../api/contract/methods';
import { isVideoUrl, VIDEO_INSTRUCTION_PATH } from '../../routes/pageLinks';
import { videoGuideUrl } from '../../state/deposit/infoMessages';
import { useCashier, useLocale, useT } from '../../ui/context';
import { SafeExternalLink } from '../../ui/SafeExternalLink';

/** The method's annotation banner (spec §2), when the catalog has its text. */
export function MethodBanner({ method }: { method: PaymentMethod }) {
  const cashier = useCashier();
  const t = useT();
  const key = method.banner?.bannerTextKey;
  return key && cashier.translator()?.has(key) ? <p className="annotation">{t(key)}</p> : null;
}

/** The method's guide: a video plays on the video instruction page, any other page opens in a new tab. */
export function MethodGuide({ method }: { method: PaymentMethod }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { country } = useSnapshot(cashier.store);
  const guide = videoGuideUrl(method, locale, country);
  if (!guide) return null;
  return isVideoUrl(guide) ? (
    <button type="button" className="button button--secondary" onClick={() => cashier.nav.navigate(VIDEO_INSTRUCTION_PATH)}>
      {t('deposit.guide.button')}
    </button>
  ) : (
    <SafeExternalLink className="button button--secondary" href={guide} base={cashier.transportConfig()?.apiUrl ?? ''}>
      {t('deposit.guide.page')}
    </SafeExternalLink>
  );
}
