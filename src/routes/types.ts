import { type ComponentType, createContext, createElement, lazy, useContext } from 'react';
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

/** How many times the player asked for the page again (ScreenBoundary's Refresh). */
export const ScreenAttempt = createContext(0);

/**
 * A screen in its own chunk, loaded when the player first reaches it, with the pages' styles
 * beside it. A chunk that failed to load (the network) is asked for again when the player asks
 * for the page again, instead of React keeping the failure for good.
 */
export const lazyScreen = (load: () => Promise<ScreenModule>): Screen => {
  let attemptNow = 0;
  let failedOn: number | null = null;
  const loader = () =>
    lazy(() =>
      Promise.all([load(), import('../styles/pageStyles')]).then(
        ([screen, styles]) => ({ default: withSheet(screen.default, styles.pageSheet()) }),
        (error: unknown) => {
          failedOn = attemptNow;
          throw error;
        },
      ),
    );
  let current = loader();
  return {
    load,
    Component: function LazyScreen() {
      const attempt = useContext(ScreenAttempt);
      attemptNow = attempt;
      if (failedOn !== null && attempt > failedOn) {
        failedOn = null;
        current = loader();
      }
      return createElement(current);
    },
  };
};

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
