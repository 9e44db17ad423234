import { type ComponentType, createContext, createElement, lazy, useContext } from 'react';
import type { Screen, ScreenModule } from '../routes/types';
import { useAdoptedSheet } from './styleRoot';

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
