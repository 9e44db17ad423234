import { useContext, useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useCashier } from '../../ui/context';
import { StyleRootContext } from '../../ui/styleRoot';
import { useLoaded } from '../../ui/useLoaded';
import { badgeSheetOf, badgeSheets } from './badgeSheet';

/**
 * Draws nothing itself: with the list, it loads the operator's badge mark (`assets.badge`) and
 * adopts its rule into the cashier's root, where every list's brand and exclusive badges show it.
 * What is adopted stays while its mark loads again (no flicker on coming back to the list); a
 * session with another mark, or none, or one that cannot be shown, takes it away.
 */
export function BadgeMark() {
  const cashier = useCashier();
  const root = useContext(StyleRootContext);
  const url = useSnapshot(cashier.store).handshake?.assets?.badge;
  // undefined while the mark loads; null when it cannot be shown.
  const sheet = useLoaded(badgeSheetOf, url);

  useLayoutEffect(() => {
    if (!root || (url && sheet === undefined)) return;
    const others = root.adoptedStyleSheets.filter((adopted) => !badgeSheets.has(adopted));
    root.adoptedStyleSheets = url && sheet ? [...others, sheet] : others;
  }, [root, url, sheet]);

  return null;
}
