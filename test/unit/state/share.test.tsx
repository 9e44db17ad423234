import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShare, share } from '../../../src/state/actions/share';
import { RequisitesList } from '../../../src/ui/requisites/RequisitesList';
import { type Rendered, renderWithCashier, testCashier } from '../ui/renderWithCashier';

/** A cashier whose player is on `platform`, recording what it tells the host. */
function on(platform: string) {
  const told: [string, unknown][] = [];
  const cashier = testCashier();
  cashier.store.handshake = { user: { platform } } as never;
  return { cashier: { ...cashier, notify: (event: string, payload: unknown) => told.push([event, payload]) } as never, told };
}

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
});

describe('sharing (spec §6: native platforms get a share button)', () => {
  it('tells a native app to share, on every channel (onShare), and opens no browser sheet', () => {
    const browserShare = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: browserShare });
    const { cashier, told } = on('android');
    expect(canShare(cashier)).toBe(true);
    share(cashier, 'USDT (TRC-20): TAbc');
    expect(told).toEqual([['onShare', { text: 'USDT (TRC-20): TAbc' }]]);
    expect(browserShare).not.toHaveBeenCalled();
  });

  it("opens the browser's share sheet elsewhere, and a sheet closed unshared is no error", async () => {
    const browserShare = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    vi.stubGlobal('navigator', { ...navigator, share: browserShare });
    const { cashier, told } = on('desktop');
    expect(canShare(cashier)).toBe(true);
    share(cashier, 'details');
    await Promise.resolve();
    expect(browserShare).toHaveBeenCalledWith({ text: 'details' });
    expect(told).toEqual([]);
  });

  it('cannot share in a browser without a share sheet, and shows no button there', () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    expect(canShare(on('desktop').cashier)).toBe(false);
    view = renderWithCashier(<RequisitesList requisites={[{ name: 'iban', title: 'IBAN', value: 'DE89 3704' }]} share />);
    expect(view.container.querySelector('.share-button')).toBeNull();
  });

  it("shares an invoice's details a line each, the card grouped, never a sealed card", () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    const list = () => (
      <RequisitesList
        share
        requisites={[
          { name: 'cardNumber', title: 'Card number', value: '4111111111111111' },
          { name: 'sealed', title: 'Sealed card', value: '', drawn: <canvas /> },
          { name: 'name', title: 'Name', value: ' Ana Pérez ' },
        ]}
      />
    );
    view = renderWithCashier(list());
    view.cashier.store.handshake = { user: { platform: 'ios' } } as never;
    const notify = vi.spyOn(view.cashier, 'notify').mockImplementation(() => {});
    view.rerender(list());
    const button = view.container.querySelector<HTMLButtonElement>('.share-button')!;
    expect(button.textContent).toBe('Share');
    act(() => button.click());
    expect(notify).toHaveBeenCalledWith('onShare', { text: 'Card number: 4111 1111 1111 1111\nName: Ana Pérez' });
  });
});
