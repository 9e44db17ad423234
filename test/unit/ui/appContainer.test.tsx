import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CopyButton } from '../../../src/ui/copy/CopyButton';
import { DropdownField } from '../../../src/ui/Dropdown';
import { Shell } from '../../../src/ui/Shell';
import { type Rendered, renderWithCashier } from './renderWithCashier';

// Spec §2: "The widget mounts into a container with the class {product}-app, in which dropdown
// lists and tooltips are placed."

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  delete (navigator as unknown as Record<string, unknown>).clipboard;
});

function Parts() {
  return (
    <Shell>
      <DropdownField label="Bank" choices={[{ value: 'a', text: 'Banco Azteca' }, { value: 'b', text: 'BBVA' }]} value="" placeholder="Choose a bank" error={null} onChange={() => {}} />
      <CopyButton text="TR33 0006 1005" label="IBAN" />
    </Shell>
  );
}

describe('the {product}-app container', () => {
  it("holds the dropdown's open list and the copy tooltip, named after the product", async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => {} } });
    view = renderWithCashier(<Parts />);
    const container = view.container.querySelector('.cashier-app');
    expect(container).not.toBeNull();
    await act(async () => view!.container.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]')!.click());
    const list = view.container.querySelector('[role="listbox"]');
    expect(list?.textContent).toContain('BBVA');
    expect(list!.closest('.cashier-app')).toBe(container);
    await act(async () => view!.container.querySelector<HTMLButtonElement>('.copy__button')!.click());
    const tooltip = view.container.querySelector('.copy__tooltip');
    expect(tooltip?.textContent).toBe('Copied');
    expect(tooltip!.closest('.cashier-app')).toBe(container);
  });

  it("takes the operator's `product` name", () => {
    view = renderWithCashier(<></>);
    view.cashier.deployment.product = 'acme';
    view.rerender(<Parts />);
    expect(view.container.querySelector('.acme-app')).not.toBeNull();
    expect(view.container.querySelector('.cashier-app')).toBeNull();
  });
});
