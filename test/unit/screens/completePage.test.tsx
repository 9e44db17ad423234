import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/api/call';
import CompletePage from '../../../src/screens/common/CompletePage';
import { emptyDeposit } from '../../../src/state/store';
import { type Rendered, renderWithCashier } from '../ui/renderWithCashier';

// Spec §4 complete page: its status "reported as form-view events", and "leaving resets the data
// and sets waiting".

let view: Rendered | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  view?.unmount();
  view = null;
  vi.useRealTimers();
});

/** The complete page of deposit d-1 by CoDi, whose status the backend has not answered yet. */
function completePage(status: 'waiting' | 'processed') {
  view = renderWithCashier(<></>);
  const { cashier } = view;
  // The status calls stay unanswered: the page shows what the store says.
  const api = { transport: { mode: 'http', request: () => new Promise(() => {}), subscribe: () => () => {}, close() {} }, onCallFailed() {}, onInvalidAnswer() {} };
  Object.assign(cashier, { api: () => api as unknown as Api });
  cashier.store.currency = 'MXN';
  cashier.store.payment.paymentMethod = { name: 'codi_mx', cardViewType: 0 };
  cashier.store.form.amount = '150';
  cashier.store.deposit.status = { depositId: 'd-1', status };
  const track = vi.spyOn(cashier.analytics, 'track');
  view.rerender(<CompletePage />);
  return { cashier, track };
}

const formViews = (track: { mock: { calls: unknown[][] } }) => track.mock.calls.filter(([event]) => event === 'form_view').map(([, params]) => params);

describe('the complete page', () => {
  it('reports the status it shows as a form_view event, with the method', () => {
    const { track } = completePage('processed');
    expect(formViews(track)).toEqual([{ status: 'success', paymentMethod: 'codi_mx' }]);
  });

  it('reports each new status it shows: waiting, then success', async () => {
    const { cashier, track } = completePage('waiting');
    await act(async () => {
      cashier.store.deposit.status.status = 'processed';
    });
    expect(formViews(track)).toEqual([
      { status: 'progress', paymentMethod: 'codi_mx' },
      { status: 'success', paymentMethod: 'codi_mx' },
    ]);
  });

  it('resets the deposit to waiting when the player leaves it, and keeps what they typed', () => {
    const { cashier } = completePage('processed');
    expect(cashier.store.deposit.status).toEqual({ depositId: 'd-1', status: 'processed' });
    view!.rerender(<></>);
    expect(cashier.store.deposit).toEqual(emptyDeposit());
    expect(cashier.store.deposit.status.status).toBe('waiting');
    expect(cashier.store.form.amount).toBe('150');
  });
});
