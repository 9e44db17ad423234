import { memoryLocation } from 'wouter/memory-location';

export interface Navigator {
  readonly hook: ReturnType<typeof memoryLocation>['hook'];
  readonly searchHook: ReturnType<typeof memoryLocation>['searchHook'];
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  /** The path and query of every page visited, newest last. */
  readonly history: readonly string[];
  state(): unknown;
  current(): string;
}

/** One memory location per cashier instance: the host page's address is never touched. */
export function createNavigator(initialPath: string): Navigator {
  const location = memoryLocation({ path: initialPath });
  const history: string[] = [initialPath];
  return {
    hook: location.hook,
    searchHook: location.searchHook,
    history,
    navigate(to, options = {}) {
      if (options.replace) history[history.length - 1] = to;
      else history.push(to);
      // Keep the history small: a player who browses for an hour does not need every step.
      if (history.length > 50) history.splice(0, history.length - 50);
      location.navigate(to, { replace: options.replace, state: options.state ?? null });
    },
    state: () => location.state,
    current: () => history[history.length - 1] ?? initialPath,
  };
}
