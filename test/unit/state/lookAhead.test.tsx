import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentGroup, PaymentMethod } from '../../../src/contract/methods';
import type { FlowTable } from '../../../src/flows/contract/flowTable';
import type { Screen } from '../../../src/routes/types';
import type { Cashier } from '../../../src/state/cashier';
import { likelyPages, lookAheadFromList, lookAheadFromPress } from '../../../src/state/actions/lookAhead';
import type { ListEntry } from '../../../src/state/methodList';
import { lazyScreen } from '../../../src/ui/screen';
import { renderWithCashier } from '../ui/renderWithCashier';

const method = (name: string) => ({ kind: 'method', method: { name } as PaymentMethod }) as ListEntry;
const group = (name: string) => ({ kind: 'group', group: { name } as PaymentGroup }) as ListEntry;

/** A page that counts how often it is prepared. */
const page = (): Screen & { prepared: number } => {
  const screen = { prepared: 0, load: vi.fn(), Component: () => null, prepare: () => ((screen.prepared += 1), Promise.resolve()) };
  return screen;
};

/** A flow table whose methods open the page of their name's first word, and whose groups the group page, all with the pages given. */
function tableOf(pages: Record<string, Screen>, opened: string[] = []): FlowTable {
  return {
    routes: Object.entries(pages).map(([name, screen]) => ({ name, path: `/deposit/${name}`, screen, meta: {} })),
    methodPath: (m, inGroup) => (opened.push(`${m.name}${inGroup ? ' in group' : ''}`), `/deposit/${m.name.split('_')[0]}`),
    groupPath: () => '/deposit/group',
  } as Partial<FlowTable> as FlowTable;
}

/** A cashier with this table and a session of its own. */
function cashierWith(flows: FlowTable) {
  const session = new AbortController();
  return { cashier: { loadFlows: () => Promise.resolve(flows), sessionSignal: () => session.signal } as unknown as Cashier, session };
}

let idle: (() => void)[] = [];
/** The list's look-ahead: what it started has run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => (idle = []));
});
afterEach(() => vi.unstubAllGlobals());

describe('the pages a list leads to', () => {
  it('are the entries\' pages, each once, in the list\'s order, at most four', () => {
    const pages = { redirect: page(), group: page(), p2p: page(), cash: page(), onramp: page() };
    const entries = [method('redirect_visa'), method('redirect_mc'), group('crypto'), method('p2p_spei'), method('cash_oxxo'), method('onramp_moon')];
    expect(likelyPages(tableOf(pages), entries)).toEqual([pages.redirect, pages.group, pages.p2p, pages.cash]);
    expect(likelyPages(tableOf(pages), entries, 2)).toEqual([pages.redirect, pages.group]);
    expect(likelyPages(tableOf(pages), [method('unknown_x')])).toEqual([]);
  });

  it('are prepared as soon as the list is shown, without waiting for the main thread to be idle', async () => {
    const pages = { redirect: page(), p2p: page() };
    const { cashier } = cashierWith(tableOf(pages));
    lookAheadFromList(cashier, [method('redirect_visa'), method('p2p_spei')]);
    await settle();
    expect(idle).toEqual([]);
    expect([pages.redirect.prepared, pages.p2p.prepared]).toEqual([1, 1]);
  });

  it('are never prepared on a connection that spares data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const pages = { redirect: page() };
    lookAheadFromList(cashierWith(tableOf(pages)).cashier, [method('redirect_visa')]);
    await settle();
    expect(pages.redirect.prepared).toBe(0);
  });

  it('are not prepared once the session has ended (the element removed), nor for a list another replaced', async () => {
    const pages = { redirect: page(), cash: page() };
    const { cashier, session } = cashierWith(tableOf(pages));
    lookAheadFromList(cashier, [method('redirect_visa')]);
    session.abort();
    await settle();
    expect(pages.redirect.prepared).toBe(0);

    const other = cashierWith(tableOf(pages)).cashier;
    lookAheadFromList(other, [method('redirect_visa')]);
    lookAheadFromList(other, [method('cash_oxxo')]); // another region's list
    await settle();
    expect([pages.redirect.prepared, pages.cash.prepared]).toEqual([0, 1]);
  });

  it('load once for two cashiers on one page', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>The page</p> }));
    const pages = { redirect: lazyScreen(load) };
    lookAheadFromList(cashierWith(tableOf(pages)).cashier, [method('redirect_visa')]);
    lookAheadFromList(cashierWith(tableOf(pages)).cashier, [method('redirect_visa')]);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('start loading when an entry is pressed, on a group\'s page as such', async () => {
    const pages = { redirect: page() };
    const opened: string[] = [];
    lookAheadFromPress(cashierWith(tableOf(pages, opened)).cashier, method('redirect_visa'), true);
    await act(() => Promise.resolve());
    expect(pages.redirect.prepared).toBe(1);
    expect(opened).toEqual(['redirect_visa in group']);
  });
});

describe('a prepared page', () => {
  it('is drawn at once, with no wait', async () => {
    const screen = lazyScreen(() => Promise.resolve({ default: () => <p>The page</p> }));
    await screen.prepare();
    const view = renderWithCashier(<screen.Component />);
    expect(view.container.textContent).toBe('The page');
    view.unmount();
  });

  it('that failed to load is asked for again when it is reached', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>The page</p> });
    const screen = lazyScreen(load);
    await expect(screen.prepare()).rejects.toThrow('Failed to fetch');
    await screen.prepare();
    expect(load).toHaveBeenCalledTimes(2);
    const view = renderWithCashier(<screen.Component />);
    expect(view.container.textContent).toBe('The page');
    view.unmount();
  });
});
