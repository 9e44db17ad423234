import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowTable } from '../../../src/flows/contract/flowTable';
import { createNavigator } from '../../../src/routes/navigator';
import type { Cashier } from '../../../src/state/cashier';
import { openPage, PAGE_CODE_WAIT_MS } from '../../../src/state/actions/openPage';

// A tap opens its page when the page's code is in, so that React draws it at once instead of a
// loader it would keep at least 300 ms; a page whose code is slow opens with its loader after a
// short wait, and an opening the player has moved past is dropped.

const pending = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

function setup(prepare: () => Promise<void>) {
  const session = new AbortController();
  const cashier = { nav: createNavigator('/deposit'), sessionSignal: () => session.signal } as unknown as Cashier;
  const flows = { routes: [{ path: '/deposit/cash', screen: { prepare } }, { path: '/deposit/group', screen: { prepare } }] } as unknown as FlowTable;
  return { cashier, flows, session };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('opening a page from a tap', () => {
  it('opens it as soon as its code is in, before the wait is over', async () => {
    const code = pending();
    const { cashier, flows } = setup(() => code.promise);
    openPage(cashier, flows, '/deposit/cash?from=list');
    await vi.advanceTimersByTimeAsync(PAGE_CODE_WAIT_MS / 2);
    expect(cashier.nav.current()).toBe('/deposit');
    code.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(cashier.nav.current()).toBe('/deposit/cash?from=list');
  });

  it('opens it with its loader when its code takes longer than the wait, and once only', async () => {
    const code = pending();
    const { cashier, flows } = setup(() => code.promise);
    const navigate = vi.spyOn(cashier.nav, 'navigate');
    openPage(cashier, flows, '/deposit/cash');
    await vi.advanceTimersByTimeAsync(PAGE_CODE_WAIT_MS - 1);
    expect(cashier.nav.current()).toBe('/deposit');
    await vi.advanceTimersByTimeAsync(1);
    expect(cashier.nav.current()).toBe('/deposit/cash');
    code.resolve();
    await vi.advanceTimersByTimeAsync(PAGE_CODE_WAIT_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('opens it when its code fails to load too: the page says so', async () => {
    const { cashier, flows } = setup(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    openPage(cashier, flows, '/deposit/cash');
    await vi.advanceTimersByTimeAsync(0);
    expect(cashier.nav.current()).toBe('/deposit/cash');
  });

  it('follows only the last of two quick taps', async () => {
    const { cashier, flows } = setup(() => Promise.resolve());
    const navigate = vi.spyOn(cashier.nav, 'navigate');
    openPage(cashier, flows, '/deposit/cash');
    openPage(cashier, flows, '/deposit/group');
    await vi.advanceTimersByTimeAsync(PAGE_CODE_WAIT_MS);
    expect(navigate.mock.calls.map(([path]) => path)).toEqual(['/deposit/group']);
  });

  it('is dropped when the player left the page they tapped on, or the session ended', async () => {
    const left = setup(() => new Promise(() => {}));
    openPage(left.cashier, left.flows, '/deposit/cash');
    left.cashier.nav.navigate('/deposit/region');
    await vi.advanceTimersByTimeAsync(PAGE_CODE_WAIT_MS);
    expect(left.cashier.nav.current()).toBe('/deposit/region');

    const ended = setup(() => new Promise(() => {}));
    openPage(ended.cashier, ended.flows, '/deposit/cash');
    ended.session.abort();
    await vi.advanceTimersByTimeAsync(PAGE_CODE_WAIT_MS);
    expect(ended.cashier.nav.current()).toBe('/deposit');
  });
});
