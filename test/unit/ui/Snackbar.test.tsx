import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Snackbar, SNACKBAR_MS, staysUntilDismissed } from '../../../src/ui/Snackbar';
import { type Rendered, renderWithCashier } from './renderWithCashier';

let view: Rendered | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  view?.unmount();
  view = null;
  vi.useRealTimers();
});

async function show(text: { key: string } | { html: string }) {
  view = renderWithCashier(<Snackbar />);
  // valtio tells subscribers a microtask later.
  await act(async () => {
    view!.cashier.store.notice = { id: 1, text };
  });
  return () => view!.container.querySelector('.snackbar');
}

describe('the snackbar (spec §4, §9; WCAG 2.2.1)', () => {
  it('closes a plain message after 5 s', async () => {
    const shown = await show({ key: 'provider.error' });
    await act(async () => vi.advanceTimersByTime(SNACKBAR_MS - 1));
    expect(shown()).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toBeNull();
  });

  it('closes server text without a link after 5 s too', async () => {
    const shown = await show({ html: '<b>Declined</b> by the bank.' });
    expect(shown()).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(SNACKBAR_MS));
    expect(shown()).toBeNull();
  });

  it('keeps a message with a link until the player dismisses it', async () => {
    const shown = await show({ html: 'Declined. <a href="https://bank.example/help" rel="noopener noreferrer">Help</a>' });
    await act(async () => vi.advanceTimersByTime(10 * SNACKBAR_MS));
    expect(shown()).not.toBeNull();
    await act(async () => (view!.container.querySelector('.snackbar__close') as HTMLButtonElement).click());
    expect(shown()).toBeNull();
  });

  it.each([
    [{ key: 'provider.error' }, false],
    [{ html: 'plain' }, false],
    [{ html: '<A HREF="x">Help</A>' }, true],
    [{ html: '<abbr>CVC</abbr>' }, false],
  ])('%j stays until dismissed: %s', (text, stays) => expect(staysUntilDismissed(text)).toBe(stays));
});
