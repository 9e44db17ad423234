import { createContext, useContext, useLayoutEffect } from 'react';

/** The cashier's shadow root (or document), where stylesheets loaded later are adopted. */
export const StyleRootContext = createContext<ShadowRoot | Document | null>(null);

/** Adopts a stylesheet into the cashier's root before the page that needs it paints; once per root. */
export function useAdoptedSheet(sheet: CSSStyleSheet | null): void {
  const root = useContext(StyleRootContext);
  useLayoutEffect(() => {
    if (!root || !sheet || root.adoptedStyleSheets.includes(sheet)) return;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [root, sheet]);
}
