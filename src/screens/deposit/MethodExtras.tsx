import { useSnapshot } from 'valtio';
import type { PaymentMethod } from '../../contract/methods';
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

/** Where a guide plays and what its button says: the deposit tree's unless a page of another tree says otherwise. */
export interface GuideTarget {
  instructionPath: string;
  videoKey: string;
  pageKey: string;
}
const DEPOSIT_GUIDE: GuideTarget = { instructionPath: VIDEO_INSTRUCTION_PATH, videoKey: 'deposit.guide.button', pageKey: 'deposit.guide.page' };

/** The method's guide: a video plays on the video instruction page, any other page opens in a new tab. */
export function MethodGuide({ method, target = DEPOSIT_GUIDE }: { method: PaymentMethod; target?: GuideTarget }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { country, handshake } = useSnapshot(cashier.store);
  const guide = videoGuideUrl(method, locale, country, handshake?.platformVersion);
  if (!guide) return null;
  return isVideoUrl(guide) ? (
    <button type="button" className="button button--secondary" onClick={() => cashier.nav.navigate(target.instructionPath)}>
      {t(target.videoKey)}
    </button>
  ) : (
    <SafeExternalLink className="button button--secondary" href={guide} base={cashier.transportConfig()?.apiUrl ?? ''}>
      {t(target.pageKey)}
    </SafeExternalLink>
  );
}
