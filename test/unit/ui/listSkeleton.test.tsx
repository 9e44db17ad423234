import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import DepositList from '../../../src/screens/deposit/DepositList';
import { renderWithCashier, type Rendered } from './renderWithCashier';

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

// The list's loading state shows what is coming, never "Region:" and a bare spinner.
describe('the deposit list while its methods load', () => {
  it('shows rows the shape of its entries and a placeholder for the region\'s name, announced once', async () => {
    view = renderWithCashier(<></>);
    const { cashier } = view;
    // The list's request already on its way (so the page asks for nothing more here).
    cashier.store.country = 'MX';
    cashier.store.methods = { status: 'loading', key: `MX:${cashier.store.currency}`, groups: [], methods: [], direct: false };
    await act(async () => view!.rerender(<DepositList />));
    const root = view.container;
    expect(root.querySelectorAll('.skeleton--entry')).toHaveLength(6);
    expect([...root.querySelectorAll('.skeleton--entry')].every((row) => row.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(root.querySelector('.skeleton-list[role="status"]')?.textContent).not.toBe('');
    expect(root.querySelector('.region__name .skeleton--text')).not.toBeNull();
    expect(root.querySelector('.loader')).toBeNull();
  });
});
