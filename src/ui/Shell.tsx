import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { nativePlatformIn } from '../host/handshake';
import { themeOf } from '../host/theme';
import { isRightToLeft } from '../i18n/locale';
import type { Breakpoint } from '../state/store';
import { useCashier } from './context';
import { StyleRootContext } from './styleRoot';
import { useAfterFirstScreen } from './useAfterFirstScreen';
import { setBreakpoint } from '../state/actions/layout';

/** Spec §2 Layout, measured on the element's own width: small ≤ 767, medium 768–1024, large above. */
export const SMALL_MAX_WIDTH_PX = 767;
export const MEDIUM_MAX_WIDTH_PX = 1024;
export const RESIZE_DEBOUNCE_MS = 100;

export function breakpointFor(width: number): Breakpoint {
  if (width <= SMALL_MAX_WIDTH_PX) return 'small';
  return width <= MEDIUM_MAX_WIDTH_PX ? 'medium' : 'large';
}

/**
 * The `{product}-app` container: direction and language, theme (dark on native platforms),
 * and the breakpoint. Dropdown lists and tooltips are placed inside it.
 */
export function Shell({ children }: { children: ReactNode }) {
  const cashier = useCashier();
  const { locale, handshake, layout } = useSnapshot(cashier.store);
  const ref = useRef<HTMLDivElement>(null);
  // A web view recognised by its handshake owns its document too.
  const deviceBack = cashier.deployment.deviceBack ?? nativePlatformIn(handshake) !== undefined;
  // Escape, edge swipe and the device's Back: their code loads once the first screen has its data.
  const after = useAfterFirstScreen(cashier.nav.current());
  useEffect(() => {
    const element = ref.current;
    if (!element || !after) return;
    let detach: (() => void) | undefined;
    let live = true;
    void import('./backControls').then((controls) => {
      if (live) detach = controls.attachBackControls(cashier, element, deviceBack);
    });
    return () => {
      live = false;
      detach?.();
    };
  }, [cashier, deviceBack, after]);
  // Where the styles of later pages are adopted: the element's shadow root.
  const [styleRoot, setStyleRoot] = useState<ShadowRoot | Document | null>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) setStyleRoot(root);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const next = breakpointFor(element.getBoundingClientRect().width);
      setBreakpoint(cashier, next);
    };
    measure();
    let height = -1;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      // Nothing is done during the observer's delivery: a host that sizes its frame in its handler
      // would change a watched size there, which browsers report on the host's page as a
      // "ResizeObserver loop" error. The host hears each new height by the next frame (a parent
      // sizes its frame with it); the breakpoint waits longer.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = Math.ceil(element.getBoundingClientRect().height);
        if (next !== height) cashier.notify('onResize', { height: (height = next) });
        clearTimeout(timer);
        timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
      });
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [cashier]);

  const theme = themeOf(handshake, window);
  // Reflected on the element, so that a page the widget fills can follow it (README, Embedding).
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot) root.host.setAttribute('theme', theme);
  }, [theme]);
  return (
    <div
      ref={ref}
      className={`${cashier.deployment.product}-app cashier`}
      part="container"
      dir={isRightToLeft(locale) ? 'rtl' : 'ltr'}
      lang={locale}
      data-theme={theme}
      data-breakpoint={layout.breakpoint}
    >
      <StyleRootContext.Provider value={styleRoot}>{children}</StyleRootContext.Provider>
    </div>
  );
}
