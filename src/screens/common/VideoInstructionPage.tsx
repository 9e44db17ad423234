import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { isVideoUrl } from '../../routes/pageLinks';
import { isSafeLink } from '../../security/safeLink';
import { videoGuideUrl } from '../../state/deposit/infoMessages';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { SafeExternalLink } from '../../ui/SafeExternalLink';
import { useChosenMethod } from '../deposit/useChosenMethod';
import { Page } from '../Page';

/**
 * Spec §2 video instruction: the chosen method's video guide (video_guide_url, by
 * language and country), played here, with the same guide in a new tab for a player who prefers it.
 * A method without a video guide has nothing to show here: the player goes back.
 */
export default function VideoInstructionPage() {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const { country, handshake } = useSnapshot(cashier.store);
  const guide = method ? videoGuideUrl(method, locale, country, handshake?.platformVersion) : null;
  const base = cashier.transportConfig()?.apiUrl ?? '';
  const playable = guide !== null && isVideoUrl(guide) && isSafeLink(guide);
  useEffect(() => {
    if (method && !playable) cashier.nav.back();
  }, [cashier, method, playable]);
  if (!method || !guide || !playable) return null;

  const name = localizedText(method.text, locale);
  const src = new URL(guide, new URL(base, location.href)).href;
  return (
    <Page title={t('video.title')} heading={t('video.label', { method: name })}>
      <video className="video" src={src} controls preload="metadata" playsInline aria-label={t('video.label', { method: name })} />
      <SafeExternalLink className="button button--secondary" href={guide} base={base}>
        {t('video.open')}
      </SafeExternalLink>
    </Page>
  );
}
