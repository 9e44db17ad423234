import { canShare, share } from '../state/actions/share';
import { useCashier, useT } from './context';
import { ShareIcon } from './pageIcons';

/**
 * Spec §6 "native platforms get a share button": shares `text` through the app (onShare) or the
 * browser's share sheet; absent where neither can share.
 */
export function ShareButton({ text }: { text: string }) {
  const cashier = useCashier();
  const t = useT();
  if (!canShare(cashier)) return null;
  return (
    <button type="button" className="button button--secondary share-button" onClick={() => share(cashier, text)}>
      <ShareIcon className="share-button__icon" />
      {t('share.button')}
    </button>
  );
}
