import { act, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../src/ui/screen';
import { ScreenBoundary } from '../../../src/ui/ScreenBoundary';
import { type Rendered, renderWithCashier } from './renderWithCashier';

// A page that throws, or whose chunk cannot load, must not take the whole cashier down: it says
// so, and Refresh tries it again (a chunk is asked for again, not remembered as failed).

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  vi.restoreAllMocks();
});

const settle = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});
async function until(done: () => boolean) {
  for (let tick = 0; tick < 50 && !done(); tick++) await settle();
}
const bounded = (node: React.ReactNode) => (
  <ScreenBoundary title="An error occurred" hint="Try to refresh the section" retry="Refresh">
    <Suspense fallback={<p>Loading</p>}>{node}</Suspense>
  </ScreenBoundary>
);
const refresh = () => act(async () => [...view!.container.querySelectorAll('button')].find((b) => b.textContent === 'Refresh')!.click());

describe('a page that fails', () => {
  it('says so instead of emptying the cashier, and renders again on Refresh', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Page() {
      if (broken) throw new Error('a bug in the page');
      return <p>The page</p>;
    }
    view = renderWithCashier(bounded(<Page />));
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('An error occurred');
    expect(logged.mock.calls.some((call) => String(call[0]).includes('a page failed'))).toBe(true);
    broken = false;
    await refresh();
    expect(view.container.textContent).toContain('The page');
  });

  it('asks for a chunk that failed to load again on Refresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>The page</p> });
    const screen = lazyScreen(load);
    view = renderWithCashier(bounded(<screen.Component />));
    await until(() => view!.container.querySelector('[role="alert"]') !== null);
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    await refresh();
    await until(() => view!.container.textContent!.includes('The page'));
    expect(view.container.textContent).toContain('The page');
    // Once, then once more on Refresh: a failure is not asked for again and again by itself.
    expect(load).toHaveBeenCalledTimes(2);
  });
});
