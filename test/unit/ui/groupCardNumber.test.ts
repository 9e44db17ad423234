import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardNumberDigits, groupCardNumber } from '../../../src/ui/requisites/groupCardNumber';

describe('a card number (spec §9: grouped in blocks of 4)', () => {
  it('is shown in blocks of four', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('220070012345678')).toBe('2200 7001 2345 678');
    expect(groupCardNumber('6250941006528599123')).toBe('6250 9410 0652 8599 123');
  });
  it('has spaces and dashes of any kind dropped first', () => {
    expect(groupCardNumber('4111-1111-1111-1111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber(' 41 11 111111 111111 ')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('4111\u00a01111\u202f1111\t1111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('4111–1111—1111 - 1111')).toBe('4111 1111 1111 1111');
  });
  it('groups a masked number too', () => {
    expect(groupCardNumber('411111******1111')).toBe('4111 11** **** 1111');
    expect(groupCardNumber('2200 70•• •••• 1234')).toBe('2200 70•• •••• 1234');
  });
  it('handles short values', () => {
    expect(groupCardNumber('1234')).toBe('1234');
    expect(groupCardNumber('12345')).toBe('1234 5');
    expect(groupCardNumber('7')).toBe('7');
  });
  it('leaves anything that is not a card number alone', () => {
    for (const value of ['', '   ', '-', '****', 'TR33 0006 1005 1978 6457 8413 26', '+7 900 123-45-67', 'Ivan Petrov', '4111 1111 1111 111a', '١٢٣٤٥٦٧٨', '4111.1111.1111.1111']) {
      expect(groupCardNumber(value), value).toBe(value);
    }
  });
  it('is copied as plain digits', () => {
    expect(cardNumberDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(cardNumberDigits('411111******1111')).toBe('411111******1111');
    expect(cardNumberDigits('+7 900 123-45-67')).toBe('+7 900 123-45-67');
  });
  it('shows the same digits it copies, four to a block (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,19}$/), fc.constantFrom('', ' ', '-', ' - '), (digits, separator) => {
        const typed = digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
        const grouped = groupCardNumber(typed);
        expect(grouped.replace(/ /g, '')).toBe(digits);
        expect(cardNumberDigits(typed)).toBe(digits);
        expect(grouped.split(' ').every((block, i, all) => (i < all.length - 1 ? block.length === 4 : block.length >= 1 && block.length <= 4))).toBe(true);
        expect(groupCardNumber(grouped)).toBe(grouped);
      }),
    );
  });
});
