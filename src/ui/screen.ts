import { type ComponentType, createContext, createElement, lazy, useContext } from 'react';
import type { Screen, ScreenModule } from '../routes/types';
import { useAdoptedSheet } from './styleRoot';

/** How many times the player asked for the page again (ScreenBoundary's Refresh). */
export const ScreenAttempt = createContext(0);

/**
 * A screen in its own chunk, with the pages' styles beside it: loaded when the player first
 * reaches it, or before (`prepare`: a list's likely next pages), and then drawn at once, with no
 * wait. A chunk that failed to load (the network) is asked for again when the player asks for the
 * page again, instead of React keeping the failure for good.
 */
export const lazyScreen = (load: () => Promise<ScreenModule>): Screen => {
  let ready: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  let attemptNow = 0;
  let failedOn: number | null = null;
  // One load for a preparation and a render alike; a failed one is forgotten, so the next asks again.
  const loadPage = () =>
    (pending ??= Promise.all([load(), import('../styles/pageStyles')]).then(
      ([screen, styles]) => (ready = withSheet(screen.default, styles.pageSheet())),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const loader = () =>
    lazy(() =>
      loadPage().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          failedOn = attemptNow;
          throw error;
        },
      ),
    );
  let current = loader();
  return {
    load,
    prepare: () => loadPage().then(() => undefined),
    Component: function LazyScreen() {
      const attempt = useContext(ScreenAttempt);
      attemptNow = attempt;
      // Loaded (prepared, or drawn before): no suspending, not even for a tick. A lazy page is only
      // ever committed once loaded, so this is what it drew from its first commit on.
      if (ready) return createElement(ready);
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
export const eagerScreen = (Component: ComponentType): Screen => ({
  load: () => Promise.resolve({ default: Component }),
  prepare: () => Promise.resolve(),
  Component,
});
