import { useContext, useEffect, useLayoutEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useCashier } from '../../ui/context';
import { StyleRootContext } from '../../ui/styleRoot';
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
  const [made, setMade] = useState<{ url: string; sheet: CSSStyleSheet | null } | null>(null);

  useEffect(() => {
    if (!url) return;
    let current = true;
    void badgeSheetOf(cashier, url).then((sheet) => current && setMade({ url, sheet }));
    return () => {
      current = false;
    };
  }, [cashier, url]);

  useLayoutEffect(() => {
    if (!root || (url && made?.url !== url)) return;
    const sheet = url ? made!.sheet : null;
    const others = root.adoptedStyleSheets.filter((adopted) => !badgeSheets.has(adopted));
    root.adoptedStyleSheets = sheet ? [...others, sheet] : others;
  }, [root, url, made]);

  return null;
}
