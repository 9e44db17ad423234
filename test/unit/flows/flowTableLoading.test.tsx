import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardViewType, type PaymentGroup, type PaymentMethod } from '../../../src/contract';
import { MAIN_DEPOSIT_MODE } from '../../../src/modes/main/depositMode';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import { App } from '../../../src/screens/App';
import { chooseGroup, chooseMethod } from '../../../src/state/actions/depositList';
import { PAGE_CODE_WAIT_MS } from '../../../src/state/actions/openPage';
import { renderWithCashier, type Rendered, testCashier } from '../ui/renderWithCashier';

// The flow table (every page but the first screen, and where each method leads) is a chunk of its
// own, loaded once the list is up: a player who is faster than it, or a network that
// fails it, must still end somewhere true.

const cash: PaymentMethod = { name: 'oxxo_cash', cardViewType: CardViewType.cash } as PaymentMethod;
const group: PaymentGroup = { name: 'cash_methods' } as PaymentGroup;
const settle = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** Until the loader is gone: the page's chunk is transformed on first use, slower on a busy machine. */
async function untilLoaded() {
  const until = Date.now() + 10_000;
  while (view!.container.querySelector('.loader') && Date.now() < until) await settle();
}

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

describe('choosing before the flows are in', () => {
  it('opens the chosen method\'s page once they load', async () => {
    const cashier = testCashier();
    expect(cashier.flows()).toBeNull();
    chooseMethod(cashier, cash);
    expect(cashier.nav.current()).toBe('/deposit');
    await vi.waitFor(() => expect(cashier.nav.current()).toBe(MAIN_DEPOSIT_TABLE.methodPath(cash, false)));
    expect(cashier.flows()).toBe(MAIN_DEPOSIT_TABLE);
  });

  it('follows only the last choice', async () => {
    const cashier = testCashier();
    const navigate = vi.spyOn(cashier.nav, 'navigate');
    chooseMethod(cashier, cash);
    chooseGroup(cashier, group);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS));
    expect(navigate.mock.calls.map(([path]) => path)).toEqual([MAIN_DEPOSIT_TABLE.groupPath(group)]);
  });

  it('tells the player when they cannot load, and loads them on the next choice', async () => {
    const cashier = testCashier();
    vi.spyOn(MAIN_DEPOSIT_MODE, 'loadTable').mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    chooseMethod(cashier, cash);
    await settle();
    expect(cashier.nav.current()).toBe('/deposit');
    expect(cashier.store.notice?.text).toEqual({ key: 'socket.networkError' });
    chooseMethod(cashier, cash);
    await vi.waitFor(() => expect(cashier.nav.current()).toBe('/deposit/cash'));
  });
});

describe('a page past the first screen', () => {
  // The empty page: no call to make, so the cashier need not start.
  const onEmptyPage = () => {
    view = renderWithCashier(<></>);
    const { cashier } = view;
    cashier.nav.navigate('/empty?transaction=deposit');
    cashier.store.phase = 'ready';
    return cashier;
  };

  it('shows a loader until the flows are in, inside the page\'s frame (its header and Close), then the page', async () => {
    const cashier = onEmptyPage();
    view!.rerender(<App />);
    expect(view!.container.querySelector('[role="status"], .loader')).not.toBeNull();
    // Never a blank panel with a spinner: the header stays, with a way out.
    expect(view!.container.querySelector('section.page .header .header__close')).not.toBeNull();
    expect(view!.container.querySelector('section.page .loader')).not.toBeNull();
    await untilLoaded();
    expect(cashier.flows()).toBe(MAIN_DEPOSIT_TABLE);
    expect(view!.container.querySelector('.loader')).toBeNull();
    expect(view!.container.querySelector('section.page')).not.toBeNull();
  });

  it('says the network failed when they cannot load, and Refresh tries again', async () => {
    vi.spyOn(MAIN_DEPOSIT_MODE, 'loadTable').mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const cashier = onEmptyPage();
    view!.rerender(<App />);
    await settle();
    const alert = view!.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Network connection failed');
    const refresh = [...view!.container.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!;
    await act(async () => refresh.click());
    await untilLoaded();
    expect(cashier.flows()).toBe(MAIN_DEPOSIT_TABLE);
    expect(view!.container.textContent).not.toContain('Network connection failed');
  });
});
