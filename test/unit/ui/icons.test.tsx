import { act, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../../src/ui/Header';
import * as firstScreen from '../../../src/ui/icons';
import * as laterPages from '../../../src/ui/pageIcons';
import { SearchBox } from '../../../src/ui/SearchBox';
import { type Rendered, renderWithCashier } from './renderWithCashier';

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

const icons = Object.entries({ ...firstScreen, ...laterPages }).filter(([name]) => /Icon$|^Spinner$/.test(name)) as [
  string,
  ComponentType<{ className?: string }>,
][];

/** An interface icon as the family draws it: inline SVG in the text's colour, decoration only. */
function expectFamilyIcon(svg: Element | null | undefined) {
  expect(svg?.tagName.toLowerCase()).toBe('svg');
  expect(svg!.getAttribute('viewBox')).toBe('0 0 24 24');
  expect(svg!.getAttribute('stroke')).toBe('currentColor');
  expect(svg!.getAttribute('fill')).toBe('none');
  expect(svg!.getAttribute('stroke-width')).toBe('2');
  expect(svg!.getAttribute('stroke-linecap')).toBe('round');
  expect(svg!.getAttribute('aria-hidden')).toBe('true');
  expect(svg!.getAttribute('focusable')).toBe('false');
  expect(svg!.textContent).toBe('');
}

describe('the interface icons', () => {
  it('are one family: 24×24 stroked inline SVG in currentColor, hidden from assistive technology', () => {
    expect(icons.map(([name]) => name).sort()).toEqual(
      ['AlertIcon', 'BackIcon', 'CheckIcon', 'ChevronDownIcon', 'ClockIcon', 'CloseIcon', 'CopyIcon', 'HistoryIcon', 'LockIcon', 'SearchIcon', 'ShareIcon', 'Spinner'].sort(),
    );
    for (const [, Icon] of icons) {
      view = renderWithCashier(<Icon className="extra" />);
      const svg = view.container.firstElementChild;
      expectFamilyIcon(svg);
      expect(svg!.classList.contains('icon') && svg!.classList.contains('extra')).toBe(true);
      view.unmount();
    }
    view = null;
  });

  it('Back and Close in the header are icons beside a text or a name, never a glyph', () => {
    view = renderWithCashier(<Header title="Deposit" onBack={() => {}} onClose={() => {}} />);
    const back = view.container.querySelector('.header__back')!;
    const close = view.container.querySelector('.header__close')!;
    expectFamilyIcon(back.querySelector('svg'));
    expect(back.querySelector('svg')!.classList.contains('icon--directional')).toBe(true);
    expect(back.textContent).toBe('Back');
    expectFamilyIcon(close.querySelector('svg'));
    expect(close.textContent).toBe('');
    expect(close.getAttribute('aria-label')).toBe('Close');
  });

  it('the search box shows a magnifier before its input, and keeps its combobox semantics', () => {
    view = renderWithCashier(
      <SearchBox label="Search countries" placeholder="Search" value="" onChange={() => {}} listbox={{ id: 'list', active: 'list-0' }} />,
    );
    const search = view.container.querySelector('[role="search"]')!;
    const icon = search.querySelector('svg.search__icon');
    expectFamilyIcon(icon);
    const input = search.querySelector('input')!;
    expect(icon!.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect([input.type, input.getAttribute('role'), input.getAttribute('aria-controls'), input.getAttribute('aria-activedescendant')]).toEqual([
      'search',
      'combobox',
      'list',
      'list-0',
    ]);
    expect(search.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Search countries');
    expect(search.querySelector('.search__clear')).toBeNull(); // nothing to clear yet
  });

  it('clears what was typed with its own button, and gives the input the focus back', () => {
    const onChange = vi.fn();
    view = renderWithCashier(<SearchBox label="Search" placeholder="Search" value="vis" onChange={onChange} />);
    const clear = view.container.querySelector<HTMLButtonElement>('button.search__clear')!;
    expect(clear.getAttribute('aria-label')).toBe('Clear search');
    expectFamilyIcon(clear.querySelector('svg'));
    act(() => clear.click());
    expect(onChange).toHaveBeenCalledWith('');
    expect(view.container.ownerDocument.activeElement).toBe(view.container.querySelector('input'));
  });
});

describe('the header', () => {
  it("leaves its heading out when the page shows its own (a method's name), so that a page has one h2", () => {
    view = renderWithCashier(<Header onBack={() => {}} />);
    expect(view.container.querySelector('h2')).toBeNull();
    view.rerender(<Header title="Deposit" onBack={() => {}} />);
    expect(view.container.querySelector('h2.visually-hidden')?.textContent).toBe('Deposit');
  });
});
