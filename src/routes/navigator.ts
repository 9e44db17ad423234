import { memoryLocation } from 'wouter/memory-location';
import { DEPOSIT_LIST_PATH, pathOnly } from './paths';

export interface Navigator {
  readonly hook: ReturnType<typeof memoryLocation>['hook'];
  readonly searchHook: ReturnType<typeof memoryLocation>['searchHook'];
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  /** Back in this cashier's own history: the page before this one, which becomes the newest again. */
  back(): void;
  /**
   * Goes to `to` as a step back: to the newest entry of that page when the history has one (what
   * came after it is dropped), else in place of this page. Leaving a page that reports an outcome
   * (complete, error) this way means Back never returns to the stale outcome.
   */
  rewindTo(to: string): void;
  /** The path and query of every page visited, newest last. */
  readonly history: readonly string[];
  state(): unknown;
  current(): string;
  /**
   * Keeps this history as the place it is (a tab of the crypto-balance cashier) and shows `place`'s:
   * its history as it was left, else a new one at `home`. Back never crosses from one place to another.
   */
  switchPlace(place: string, home: string): void;
}

/** Keep the history small: a player who browses for an hour does not need every step. */
const HISTORY_LIMIT = 50;

/** One memory location per cashier instance: the host page's address is never touched. */
export function createNavigator(initialPath: string): Navigator {
  const location = memoryLocation({ path: initialPath });
  const history: string[] = [initialPath];
  const places = new Map<string, string[]>();
  let place = '';
  const show = (to: string, options: { replace?: boolean; state?: unknown } = {}) =>
    location.navigate(to, { replace: options.replace, state: options.state ?? null });
  return {
    hook: location.hook,
    searchHook: location.searchHook,
    history,
    navigate(to, options = {}) {
      if (options.replace) history[history.length - 1] = to;
      else history.push(to);
      if (history.length > HISTORY_LIMIT) history.splice(0, history.length - HISTORY_LIMIT);
      show(to, options);
    },
    back() {
      if (history.length >= 2) history.pop();
      else history[0] = DEPOSIT_LIST_PATH;
      show(history[history.length - 1]!, { replace: true });
    },
    rewindTo(to) {
      const target = pathOnly(to);
      const index = history.slice(0, -1).findLastIndex((entry) => pathOnly(entry) === target);
      if (index < 0) {
        history[history.length - 1] = to;
      } else {
        history.splice(index);
        history.push(to);
      }
      show(to, { replace: true });
    },
    state: () => location.state,
    current: () => history[history.length - 1] ?? initialPath,
    switchPlace(next, home) {
      if (next === place) return;
      places.set(place, history.splice(0));
      history.push(...(places.get(next) ?? [home]));
      place = next;
      show(history[history.length - 1]!, { replace: true });
    },
  };
}
