import type { FlowTable } from '../../flows/contract/flowTable';
import { pathOnly } from '../../routes/paths';
import type { Cashier } from '../cashier';

/**
 * How long a tap waits for its page's code before the page opens with its loader. React keeps a
 * loader it has drawn for at least 300 ms (its Suspense fallback throttle), so a page whose code is
 * a moment away is drawn sooner by waiting for it than by showing the loader first.
 */
export const PAGE_CODE_WAIT_MS = 200;

const openings = new WeakMap<Cashier, number>();

/**
 * Opens `path` as soon as its page can be drawn at once (its code is in, usually loaded ahead or
 * from the press), or after PAGE_CODE_WAIT_MS with its loader. Dropped if the player chose another
 * page meanwhile, left the page they tapped on, or the session ended.
 */
export function openPage(cashier: Cashier, flows: FlowTable, path: string): void {
  const opening = (openings.get(cashier) ?? 0) + 1;
  openings.set(cashier, opening);
  const from = cashier.nav.current();
  const signal = cashier.sessionSignal();
  let settled = false;
  const open = () => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    if (openings.get(cashier) !== opening || signal.aborted || cashier.nav.current() !== from) return;
    cashier.nav.navigate(path);
  };
  const timer = setTimeout(open, PAGE_CODE_WAIT_MS);
  const screen = flows.routes.find((route) => route.path === pathOnly(path))?.screen;
  if (!screen) return open();
  screen.prepare().then(open, open);
}
