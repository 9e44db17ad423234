import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { isCardRequisite, requisiteLabel } from '../../../src/ui/requisites/requisiteLabel';
import { isLongCode, RequisitesList } from '../../../src/ui/requisites/RequisitesList';
import { valueDirection } from '../../../src/ui/requisites/valueDirection';
import { type Rendered, renderWithCashier } from './renderWithCashier';

let view: Rendered | null = null;
let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  view?.unmount();
  view = null;
  delete (navigator as unknown as Record<string, unknown>).clipboard;
});

const rows = () =>
  [...view!.container.querySelectorAll('.requisites__row')].map((row) => ({
    label: row.querySelector('dt')!.textContent,
    value: row.querySelector('dd bdi')!.textContent,
    copy: row.querySelector('button')?.getAttribute('aria-label') ?? null,
  }));

describe('the list of payment requisites', () => {
  it('shows label and value for each, with a copy button only for the copyable ones', () => {
    view = renderWithCashier(
      <RequisitesList
        requisites={[
          { name: 'bank_name', value: 'T-Bank' },
          { name: 'card_number', value: '2200700112345678', isCopyable: true },
          { name: 'fullName', value: 'Ivan P.', isCopyable: false },
          { name: 'reference', title: 'Payment comment', value: 'DEP-4411', isCopyable: true },
        ]}
      />,
    );
    expect(rows()).toEqual([
      { label: 'Bank', value: 'T-Bank', copy: null },
      { label: 'Card number', value: '2200 7001 1234 5678', copy: 'Copy Card number' },
      { label: 'Recipient', value: 'Ivan P.', copy: null },
      { label: 'Payment comment', value: 'DEP-4411', copy: 'Copy Payment comment' },
    ]);
    expect(view.container.querySelectorAll('dl > div > dt + dd')).toHaveLength(4);
  });

  it('copies a card number as plain digits, and other values as they are', async () => {
    view = renderWithCashier(
      <RequisitesList
        requisites={[
          { name: 'number', type: 'card', value: '2200 7001-1234 5678', isCopyable: true },
          { name: 'iban', value: 'TR33 0006 1005 1978', isCopyable: true },
        ]}
      />,
    );
    const [card, iban] = [...view.container.querySelectorAll('button')];
    await act(async () => card!.click());
    expect(writeText).toHaveBeenLastCalledWith('2200700112345678');
    await act(async () => iban!.click());
    expect(writeText).toHaveBeenLastCalledWith('TR33 0006 1005 1978');
    expect(rows()[1]!.value).toBe('TR33 0006 1005 1978');
  });

  it('sets long codes to paste in even columns, and leaves words and grouped numbers alone', () => {
    expect(isLongCode('00020126580014br.gov.bcb.pix0136ec3f5621')).toBe(true);
    expect(isLongCode('129c2ee2-c5a3-4675-beca-74883c24c7e9')).toBe(true);
    expect(isLongCode('6461 8015 7000 0000 04')).toBe(false);
    expect(isLongCode('Pagos Sandbox SA de CV')).toBe(false);
    expect(isLongCode('AABA3E2D4C')).toBe(false);
  });

  it('is titled "Payment details" unless the flow names it or wants no heading', () => {
    view = renderWithCashier(<RequisitesList requisites={[{ name: 'x', value: '1' }]} />);
    const section = view.container.querySelector('section')!;
    expect(view.container.querySelector('h3')!.textContent).toBe('Payment details');
    expect(section.getAttribute('aria-labelledby')).toBe(view.container.querySelector('h3')!.id);
    view.rerender(<RequisitesList requisites={[{ name: 'x', value: '1' }]} heading="Transfer to" />);
    expect(view.container.querySelector('h3')!.textContent).toBe('Transfer to');
    view.rerender(<RequisitesList requisites={[{ name: 'x', value: '1' }]} heading={false} />);
    expect(view.container.querySelector('h3')).toBeNull();
    expect(view.container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('keeps values left to right inside right-to-left text', () => {
    view = renderWithCashier(
      <div dir="rtl">
        <RequisitesList
          requisites={[
            { name: 'phone', value: '+7 (900) 123-45-67' },
            { name: 'card', value: '4111111111111111' },
            { name: 'fullName', value: 'محمد علي' },
          ]}
        />
      </div>,
      { locale: 'ar' },
    );
    const values = [...view.container.querySelectorAll('bdi')].map((bdi) => bdi.getAttribute('dir'));
    expect(values).toEqual(['ltr', 'ltr', 'auto']);
    expect(rows().map((row) => row.label)).toEqual(['رقم الهاتف', 'رقم البطاقة', 'المستلم']);
  });

  it('shows server text as text, never as markup', () => {
    view = renderWithCashier(<RequisitesList requisites={[{ name: '<b>x</b>', title: '<img src=x onerror=alert(1)>', value: '<script>alert(1)</script>' }]} />);
    expect(view.container.querySelector('img, script, b')).toBeNull();
    expect(rows()).toEqual([{ label: '<img src=x onerror=alert(1)>', value: '<script>alert(1)</script>', copy: null }]);
  });

  it('leaves out requisites without a value, and draws nothing when none is left', () => {
    view = renderWithCashier(<RequisitesList requisites={[{ name: 'bank', value: '  ' }, { name: 'card', value: '4111' }]} />);
    expect(rows()).toEqual([{ label: 'Card number', value: '4111', copy: null }]);
    view.rerender(<RequisitesList requisites={[{ name: 'bank', value: '' }]} />);
    expect(view.container.innerHTML).toBe('');
  });
});

describe('a requisite label', () => {
  const t = (key: string) => `t(${key})`;
  it('is the server title first, then our translation for a known name, then the name', () => {
    expect(requisiteLabel({ name: 'card_number', title: 'Karta' }, t)).toBe('Karta');
    expect(requisiteLabel({ name: 'card_number', title: '  ' }, t)).toBe('t(requisites.cardNumber)');
    expect(requisiteLabel({ name: 'cardNumber' }, t)).toBe('t(requisites.cardNumber)');
    expect(requisiteLabel({ name: 'BANK-NAME' }, t)).toBe('t(requisites.bankName)');
    expect(requisiteLabel({ name: 'bank_account' }, t)).toBe('t(requisites.accountNumber)');
    expect(requisiteLabel({ name: 'full_name' }, t)).toBe('t(requisites.recipient)');
    expect(requisiteLabel({ name: 'phone_number' }, t)).toBe('t(requisites.phone)');
    expect(requisiteLabel({ name: 'sbp_id' }, t)).toBe('sbp_id');
  });
  it('marks a card number by type or by name', () => {
    expect(isCardRequisite({ name: 'number', type: 'card' })).toBe(true);
    expect(isCardRequisite({ name: 'card_number' })).toBe(true);
    expect(isCardRequisite({ name: 'number' })).toBe(false);
    expect(isCardRequisite({ name: 'account_number', type: 'text' })).toBe(true);
    expect(isCardRequisite({ name: 'clabe', type: 'account' })).toBe(true);
    expect(isCardRequisite({ name: 'reference' })).toBe(false);
  });
  it('runs left to right when it has no letters, else by its own first letter', () => {
    expect(valueDirection('+7 900 123-45-67')).toBe('ltr');
    expect(valueDirection('1 000,00')).toBe('ltr');
    expect(valueDirection('Ivan')).toBe('auto');
    expect(valueDirection('محمد')).toBe('auto');
  });
});
