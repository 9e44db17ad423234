import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentGroup, PaymentMethod } from '../../../src/contract/methods';
import { GroupButton, MethodButton } from '../../../src/screens/deposit/MethodEntry';
import { MethodIcon } from '../../../src/ui/MethodIcon';
import { type Rendered, renderWithCashier } from './renderWithCashier';

let view: Rendered | null = null;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  view?.unmount();
  view = null;
  warn.mockRestore();
});

const method = (name: string, iconIds: string[], text: Record<string, string> = { en: name }): PaymentMethod =>
  ({ name, cardViewType: 0, text, position: 1, iconIds }) as PaymentMethod;
/** The image fails to load; the cashier's store (valtio) redraws on the next microtask. */
const fail = (img: Element) => act(async () => void img.dispatchEvent(new Event('error')));
const iconWarnings = (id: string) => warn.mock.calls.filter((call: unknown[]) => call.join(' ').includes(`Unable to fetch icon /cashier/static/icons/methods/${id}.svg`)).length;

describe('a method icon', () => {
  it("is the method's image from the static base, decorative without a label", () => {
    view = renderWithCashier(<MethodIcon id="visa" />);
    const img = view.container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/cashier/static/icons/methods/visa.svg');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.className).toBe('method-icon');
  });

  it('becomes the generic glyph when the image fails, logs that once per icon, and starts as the glyph next time in that cashier only', async () => {
    view = renderWithCashier(
      <>
        <MethodIcon id="nowhere" />
        <MethodIcon id="nowhere" label="Nowhere Pay" />
      </>,
    );
    const [first, second] = view.container.querySelectorAll('img');
    await fail(first!);
    if (second!.isConnected) await fail(second!);
    expect(view.container.querySelector('img')).toBeNull();
    const glyphs = view.container.querySelectorAll('svg.method-icon--glyph');
    expect(glyphs).toHaveLength(2);
    expect(glyphs[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(glyphs[1]!.getAttribute('role')).toBe('img');
    expect(glyphs[1]!.getAttribute('aria-label')).toBe('Nowhere Pay');
    expect(iconWarnings('nowhere')).toBe(1);

    view.rerender(<MethodIcon id="nowhere" />);
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('svg.method-icon--glyph')).not.toBeNull();
    expect(iconWarnings('nowhere')).toBe(1);

    // Another element is another cashier: it remembers nothing of this one (no module-level state).
    view.unmount();
    view = renderWithCashier(<MethodIcon id="nowhere" />);
    expect(view.container.querySelector('img')).not.toBeNull();
  });

  it('keeps an odd id inside its path segment', () => {
    view = renderWithCashier(<MethodIcon id="../x?y" />);
    expect(view.container.querySelector('img')!.getAttribute('src')).toBe('/cashier/static/icons/methods/..%2Fx%3Fy.svg');
  });
});

describe('the icon column of an entry', () => {
  it('holds the glyph for a method with no icon id, so its name lines up with the others', () => {
    view = renderWithCashier(<MethodButton method={method('plain', [])} onChoose={() => {}} t={(key) => key} locale="en" />);
    const column = view.container.querySelector('.entry__icons')!;
    expect(column.querySelector('svg.method-icon--glyph[aria-hidden="true"]')).not.toBeNull();
    expect(view.container.querySelector('img')).toBeNull();
  });

  it("names a group's methods by their icons, in the cashier's language", async () => {
    const group = {
      name: 'cards',
      label: { en: 'Bank cards' },
      position: 1,
      paymentMethods: [
        method('visa_card', ['visa'], { en: 'Visa' }),
        method('mir_card', ['mir'], { en: 'Mir card', ru: 'Карта Мир' }),
        method('visa_other', ['visa'], { en: 'Visa again' }),
        method('wallet_card', ['applepay', 'googlepay'], { en: 'Apple Pay / Google Pay' }),
        method('fourth', ['fourth'], { en: 'Fourth' }),
      ],
    } as PaymentGroup;
    view = renderWithCashier(<GroupButton group={group} onChoose={() => {}} t={(key) => key} locale="ru" />, { locale: 'ru' });
    // The first logo in the icon column, the others at the row's end.
    const alts = () => [...view!.container.querySelectorAll('.entry__icons img, .entry__brands img')].map((img) => img.getAttribute('alt'));
    expect(alts()).toEqual(['Visa', 'Карта Мир', 'Apple Pay / Google Pay']);
    expect(view.container.querySelectorAll('.entry__icons > *')).toHaveLength(1);
    await fail(view.container.querySelectorAll('.entry__brands img')[0]!);
    expect(view.container.querySelector('.entry__brands svg[role="img"]')!.getAttribute('aria-label')).toBe('Карта Мир');
    expect(alts()).toEqual(['Visa', 'Apple Pay / Google Pay']);
  });

  it('holds the glyph for a group none of whose methods has an icon', () => {
    const group = { name: 'g', label: { en: 'Others' }, position: 1, paymentMethods: [method('a', [])] } as PaymentGroup;
    view = renderWithCashier(<GroupButton group={group} onChoose={() => {}} t={(key) => key} locale="en" />);
    expect(view.container.querySelector('.entry__icons svg.method-icon--glyph[aria-hidden="true"]')).not.toBeNull();
  });
});
