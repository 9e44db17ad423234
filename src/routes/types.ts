import { type ComponentType, createElement, lazy } from 'react';
import { useAdoptedSheet } from '../ui/styleRoot';

/** Spec §2 "Route metadata". */
export interface RouteMeta {
  transaction?: 'deposit' | 'withdrawal';
  isCryptoBalance?: boolean;
  /** A named page, or 'previous' meaning back in this cashier's own history. */
  backRoute?: string;
  hidePaymentHeader?: boolean;
  hideClosingButton?: boolean;
  haveCryptoBalanceTabsShown?: boolean;
  /** The header's title key, shown on pages without a back route. */
  titleKey?: string;
  /** Spec §2 Guards: the page needs a chosen group or method, or (an invoice) a created deposit. */
  needs?: 'method' | 'group' | 'deposit';
  /** A page that reports an outcome (complete, error): leaving it rewinds the history instead of stacking on it. */
  transient?: boolean;
}

type ScreenModule = { default: ComponentType };

/** A page's component, and how to load it (a test loads every screen a registry can reach). */
export interface Screen {
  load(): Promise<ScreenModule>;
  Component: ComponentType;
}

/** A screen in its own chunk, loaded when the player first reaches it, with the pages' styles beside it. */
export const lazyScreen = (load: () => Promise<ScreenModule>): Screen => ({
  load,
  Component: lazy(() =>
    Promise.all([load(), import('../styles/pageStyles')]).then(([screen, styles]) => ({ default: withSheet(screen.default, styles.pageSheet()) })),
  ),
});

function withSheet(Screen: ComponentType, sheet: CSSStyleSheet): ComponentType {
  return function StyledScreen() {
    useAdoptedSheet(sheet);
    return createElement(Screen);
  };
}

/** A screen shipped with the first screen's code. */
export const eagerScreen = (Component: ComponentType): Screen => ({ load: () => Promise.resolve({ default: Component }), Component });

export interface RouteDef<Name extends string = string> {
  name: Name;
  path: string;
  screen: Screen;
  meta: RouteMeta;
}
