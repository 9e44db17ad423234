import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/api/call';
import type { CallSpec } from '../../../src/contract/common';
import type { PaymentMethod } from '../../../src/contract/methods';
import { DepositForm } from '../../../src/screens/deposit/form/DepositForm';
import { useDepositForm } from '../../../src/screens/deposit/form/useDepositForm';
import { setAmount } from '../../../src/state/actions/depositForm';
import { Shell } from '../../../src/ui/Shell';
import { type Rendered, renderWithCashier } from './renderWithCashier';

// Spec §9: "Resize debounce 100 ms", "Amount debounce 500 ms", on a fake clock.

let view: Rendered | null = null;
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  view?.unmount();
  view = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the breakpoint', () => {
  it('follows a resize 100 ms after the last change of size, not before', async () => {
    let width = 400;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width, height: 600 }) as DOMRect);
    let resized = () => {};
    vi.stubGlobal('ResizeObserver', class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    });
    // The next frame comes at once: the 100 ms are counted from the frame the observer's work waits for.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(Date.now()), 0));
    view = renderWithCashier(<Shell><p /></Shell>);
    const breakpoint = () => view!.container.querySelector('[data-breakpoint]')?.getAttribute('data-breakpoint');
    expect(breakpoint()).toBe('small');

    width = 900;
    const after = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
    act(() => resized());
    await after(60);
    expect(breakpoint()).toBe('small');
    // Another change within the 100 ms starts the wait again: the first would have ended 40 ms from now.
    width = 1200;
    act(() => resized());
    await after(99);
    expect(breakpoint()).toBe('small');
    await after(1);
    expect(breakpoint()).toBe('large');
  });
});

describe('the payment session', () => {
  const codi: PaymentMethod = { name: 'codi_mx', cardViewType: 0, text: { en: 'CoDi' }, position: 1, iconIds: [], amount_rules: { MXN: { min: 50, max: 50_000 } } };

  function Form() {
    return <DepositForm method={codi} state={useDepositForm(codi)} onValid={() => {}} />;
  }

  it('starts 500 ms after the player stops typing a positive amount, once, with the last amount', async () => {
    const started: { amount: unknown; at: number }[] = [];
    const api = {
      transport: {
        mode: 'http',
        async request(spec: CallSpec, payload: { amount?: unknown }) {
          if (spec.name === 'session-start') started.push({ amount: payload.amount, at: Date.now() });
          return spec.name === 'session-start' ? { payment_session_id: 'ps1' } : {};
        },
        subscribe: () => () => {},
        close() {},
      },
      onCallFailed() {},
      onInvalidAnswer() {},
    } as unknown as Api;
    view = renderWithCashier(<></>);
    const { cashier } = view;
    Object.assign(cashier, { api: () => api });
    cashier.store.currency = 'MXN';
    cashier.store.payment.paymentMethod = { name: codi.name, cardViewType: codi.cardViewType };
    view.rerender(<Form />);
    const typedAt = Date.now();
    act(() => setAmount(cashier, '1'));
    act(() => vi.advanceTimersByTime(300));
    act(() => setAmount(cashier, '15'));
    act(() => vi.advanceTimersByTime(300));
    act(() => setAmount(cashier, '150'));
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(started).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(started).toEqual([{ amount: 150, at: typedAt + 1100 }]);
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(started).toHaveLength(1);
  });

  it('does not start for an empty or zero amount', async () => {
    const request = vi.fn(async (_spec: CallSpec, _payload?: unknown) => ({}));
    view = renderWithCashier(<></>);
    const { cashier } = view;
    Object.assign(cashier, { api: () => ({ transport: { mode: 'http', request }, onCallFailed() {}, onInvalidAnswer() {} }) });
    cashier.store.currency = 'MXN';
    cashier.store.payment.paymentMethod = { name: codi.name, cardViewType: codi.cardViewType };
    view.rerender(<Form />);
    act(() => setAmount(cashier, '0'));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    act(() => setAmount(cashier, ''));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(request.mock.calls.filter(([spec]) => spec.name === 'session-start')).toEqual([]);
  });
});
