import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMasks, maskKindOf } from '../../../src/forms/fields/mask';
import { dynamicPropsOf, fieldValue } from '../../../src/forms/fields/dynamicProps';
import { fieldTexts, humanise } from '../../../src/forms/fields/fieldText';
import {
  applyTyping, isCardNumberField, onBlurValue, passesLuhn, serverFieldValues, validateField,
} from '../../../src/forms/fields/validateField';

const catalog: Record<string, string> = {
  'fields.email': 'E-mail',
  'paymentMethods.card_p2p_ru': 'Check the card details',
  'regex.cpf': 'CPF must have 11 digits',
  'form.field.invalid': 'Check this field',
  'form.field.required': 'Fill in this field',
  'form.field.cardNumber': 'Check the card number',
  'regex.inn': 'An INN has 12 digits',
};
const source = (locale = 'en') => ({ locale, has: (k: string) => k in catalog, t: (k: string) => catalog[k]! });


beforeAll(() => loadMasks());

describe('field texts: server text, then a translation key, then a default', () => {
  it('prefers the server text in the player language', () => {
    const field = { name: 'email', type: 'text', placeholder_text: { en: 'Your e-mail', ru: 'Ваш e-mail' } };
    expect(fieldTexts(field, 'card_p2p_ru', source('ru'))).toMatchObject({ label: 'Ваш e-mail', placeholder: 'Ваш e-mail' });
  });
  it('then the placeholder key, then fields.{name}, then the name made readable', () => {
    expect(fieldTexts({ name: 'x', type: 'text', placeholder_key: 'fields.email' }, 'm', source()).label).toBe('E-mail');
    expect(fieldTexts({ name: 'email', type: 'text' }, 'm', source()).label).toBe('E-mail');
    expect(fieldTexts({ name: 'bank_account', type: 'text' }, 'm', source()).label).toBe('Bank account');
    expect(humanise('card-holder_name')).toBe('Card holder name');
  });
  it('resolves the error from regex_error_key, then paymentMethods.{method}, then the generic text', () => {
    expect(fieldTexts({ name: 'cpf', type: 'text', regex_error_key: 'regex.cpf' }, 'pix_br', source()).error).toBe('CPF must have 11 digits');
    expect(fieldTexts({ name: 'cpf', type: 'text', regex_error_key: 'regex.missing' }, 'card_p2p_ru', source()).error).toBe('Check the card details');
    expect(fieldTexts({ name: 'cpf', type: 'text' }, 'pix_br', source()).error).toBe('Check this field');
  });
  it("says the problem given: empty, not a card number, or the failed validation entry's message, a key or the server's words (spec §3)", () => {
    const field = { name: 'cpf', type: 'text', regex_error_key: 'regex.cpf' };
    expect(fieldTexts(field, 'pix_br', source(), { kind: 'required' }).error).toBe('Fill in this field');
    expect(fieldTexts(field, 'pix_br', source(), { kind: 'card-number' }).error).toBe('Check the card number');
    expect(fieldTexts(field, 'pix_br', source(), { kind: 'pattern' }).error).toBe('CPF must have 11 digits');
    expect(fieldTexts(field, 'pix_br', source(), { kind: 'pattern', message: 'regex.inn' }).error).toBe('An INN has 12 digits');
    expect(fieldTexts(field, 'pix_br', source(), { kind: 'required', message: 'Enter <b>your</b> INN' }).error).toBe('Enter <b>your</b> INN');
    expect(fieldTexts(field, 'pix_br', source(), null).error).toBe('CPF must have 11 digits');
    // A key the catalogs lack is not shown as it is: the problem's own text stands in.
    expect(fieldTexts(field, 'pix_br', source(), { kind: 'pattern', message: 'fields.error.swift' }).error).toBe('CPF must have 11 digits');
    expect(fieldTexts(field, 'pix_br', source(), { kind: 'required', message: 'fields.swift.required' }).error).toBe('Fill in this field');
    expect(fieldTexts(field, 'pix_br', source(), { kind: 'pattern', message: 'Wrong.' }).error).toBe('Wrong.');
  });
});

describe('field validation (spec §5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('needs every pattern of the list to match, in unicode mode', () => {
    const field = { type: 'text', regex: ['^\\p{L}+$', '^.{2,5}$'] };
    expect(validateField(field, 'Łukas')).toBeNull();
    expect(validateField(field, 'Ł')).toEqual({ kind: 'pattern' });
    expect(validateField(field, 'abc1')).toEqual({ kind: 'pattern' });
  });
  it("checks the validations list too, after the field's own patterns, and carries the message of the entry that failed (spec §3)", () => {
    const field = { type: 'text', regex: ['^.{3,}$'], validations: [{ regex: '^\\d+$', message: 'digits' }, { regex: '^1', message: 'starts with 1' }, { regex: '2$' }] };
    expect(validateField(field, '12a')).toEqual({ kind: 'pattern', message: 'digits' });
    expect(validateField(field, '312')).toEqual({ kind: 'pattern', message: 'starts with 1' });
    expect(validateField(field, '113')).toEqual({ kind: 'pattern' });
    // The field's own patterns fail first, with the field's error, not an entry's.
    expect(validateField(field, '1a')).toEqual({ kind: 'pattern' });
    expect(validateField(field, '112')).toBeNull();
  });
  it("reads a validation entry's isExists: true must be filled (with its message), false may be left empty (spec §3)", () => {
    const required = { type: 'text', validations: [{ isExists: true, message: 'fields.inn.required' }, { regex: '^\\d{12}$', message: 'regex.inn' }] };
    expect(validateField(required, '')).toEqual({ kind: 'required', message: 'fields.inn.required' });
    expect(validateField(required, '', { required: false })).toEqual({ kind: 'required', message: 'fields.inn.required' });
    expect(validateField(required, '123')).toEqual({ kind: 'pattern', message: 'regex.inn' });
    const optional = { type: 'text', validations: [{ isExists: false }, { regex: '^\\d{12}$', message: 'regex.inn' }] };
    expect(validateField(optional, '   ')).toBeNull();
    expect(validateField(optional, '123')).toEqual({ kind: 'pattern', message: 'regex.inn' });
    expect(validateField(optional, '123456789012')).toBeNull();
    expect(validateField({ type: 'text', validations: [{ isExists: true }] }, '')).toEqual({ kind: 'required' });
  });
  it('reports an empty field unless it is optional', () => {
    expect(validateField({ type: 'text' }, '   ')).toEqual({ kind: 'required' });
    expect(validateField({ type: 'text' }, '', { required: false })).toBeNull();
  });
  it('skips a server pattern that does not compile instead of failing the form', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(validateField({ type: 'text', regex: ['([unclosed', '^\\d+$'] }, '42')).toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });
  it('strips the phone prefix before validating', () => {
    expect(validateField({ type: 'phone_with_prefix', regex: ['^\\d{10}$'] }, '+52 5512345678', { phonePrefix: '+52 ' })).toBeNull();
    expect(validateField({ type: 'phone_with_prefix' }, '+52 ', { phonePrefix: '+52 ' })).toEqual({ kind: 'required' });
  });
});

describe('typing into fields (spec §5)', () => {
  it('forces upper case for text_uppercase', () => expect(applyTyping({ type: 'text_uppercase' }, 'ab-çd')).toBe('AB-ÇD'));
  it('formats typing with the server mask (imask pattern syntax)', () => {
    const purse = { type: 'text_uppercase', mask: 'a000000000000' };
    expect(applyTyping(purse, 'z12345')).toBe('Z12345');
    expect(applyTyping(purse, 'z1234567890123456')).toBe('Z123456789012');
    expect(applyTyping(purse, '12')).toBe('');
    expect(applyTyping({ type: 'text', mask: '000-000' }, '123456')).toBe('123-456');
  });
  it('types plain text when the mask cannot be read', () => {
    expect(applyTyping({ type: 'text', mask: '{' }, 'abc')).toBe('abc');
  });
  it('sends the shown fields only, phones as + and digits', () => {
    const fields = [{ name: 'phone', type: 'phone_with_prefix' }, { name: 'bank', type: 'dropdown' }];
    expect(serverFieldValues(fields, { phone: '+57 300 123 4567', bank: 'itau_co', hidden: 'x' })).toEqual({ phone: '+573001234567', bank: 'itau_co' });
  });
  it("sends a field under its alias, a disabled field's own value, and another's starting value until the player types (spec §3 dynamic field)", () => {
    const fields = [
      { name: 'reference', type: 'text', alias: 'remittance_information' },
      { name: 'purpose', type: 'dropdown', isDisabled: true, value: 'deposit' },
      { name: 'note', type: 'text', value: 'From the cashier' },
    ];
    expect(serverFieldValues(fields, { reference: 'INV-1', purpose: 'other' })).toEqual({ remittance_information: 'INV-1', purpose: 'deposit', note: 'From the cashier' });
    expect(serverFieldValues(fields, { note: '' })).toEqual({ remittance_information: '', purpose: 'deposit', note: '' });
  });
  it('ignores dynamic props of the wrong kind, as a whole, and says so once per field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const field = { name: 'odd_field', type: 'text', alias: 7, isDisabled: 'yes', value: 'x' };
    expect(dynamicPropsOf(field)).toEqual({});
    expect(serverFieldValues([field], { odd_field: 'typed' })).toEqual({ odd_field: 'typed' });
    expect(fieldValue(field, {})).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    expect(dynamicPropsOf({ name: 'fine', type: 'text', isAdvanced: true, events: { onChange: 'alert(1)' } })).toEqual({ isAdvanced: true });
  });
  it('trims text on blur', () => {
    expect(onBlurValue({ type: 'text' }, '  a b  ')).toBe('a b');
    expect(onBlurValue({ type: 'dropdown' }, ' x ')).toBe(' x ');
  });
});

describe('card numbers of methods with checkLuhn (spec §3)', () => {
  it('passes valid numbers with spaces or dashes, fails a changed digit or a wrong length', () => {
    for (const number of ['4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005', '6011111111111117']) expect(passesLuhn(number)).toBe(true);
    for (const number of ['4111 1111 1111 1112', '1234', '4111a111111111111', '41111111111111111111']) expect(passesLuhn(number)).toBe(false);
  });
  it('finds a masked value that stops short of its mask invalid', () => {
    const purse = { type: 'text_uppercase', mask: 'a000000000000' };
    expect(validateField(purse, 'Z12345')).toEqual({ kind: 'pattern' });
    expect(validateField(purse, 'Z123456789012')).toBeNull();
    expect(validateField({ type: 'text', mask: '0000 0000 0000 0000[000]' }, '4111 1111 1111 1111')).toBeNull();
  });
  it('applies to card number fields only when asked', () => {
    const card = { type: 'text', name: 'card_number' };
    expect(validateField(card, '4111 1111 1111 1112', { luhn: true })).toEqual({ kind: 'card-number' });
    expect(validateField(card, '4111 1111 1111 1111', { luhn: true })).toBeNull();
    expect(validateField(card, '4111 1111 1111 1112')).toBeNull();
    expect(isCardNumberField({ name: 'card_number' })).toBe(true);
    expect(isCardNumberField({ name: 'pan' })).toBe(true);
    expect(isCardNumberField({ name: 'holder', category: 'card' })).toBe(true);
    expect(isCardNumberField({ name: 'card_holder' })).toBe(false);
  });
  it('a changed digit of a valid number always fails (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const valid = '4111111111111111';
        const changed = valid.slice(0, position) + ((Number(valid[position]) + delta) % 10) + valid.slice(position + 1);
        expect(passesLuhn(changed)).toBe(false);
      }),
    );
  });
});

describe('masks by kind (spec §5 "Other", §9)', () => {
  it('reads what a server mask asks for, and nothing it cannot read', () => {
    expect(maskKindOf('date')).toEqual({ kind: 'date' });
    expect(maskKindOf('Date')).toEqual({ kind: 'date' });
    expect(maskKindOf('range:1-31')).toEqual({ kind: 'range', from: 1, to: 31 });
    expect(maskKindOf('enum:Visa|Mastercard')).toEqual({ kind: 'enum', values: ['Visa', 'Mastercard'] });
    expect(maskKindOf('number')).toEqual({ kind: 'number' });
    expect(maskKindOf('000-000')).toEqual({ kind: 'pattern', mask: '000-000' });
    for (const unreadable of ['range:31-1', 'range:a-b', 'enum:', 'date:x', '{', '', undefined]) expect(maskKindOf(unreadable), String(unreadable)).toBeNull();
  });

  it('types a date as day.month.year, from 1900 to 9999', () => {
    expect(applyTyping({ type: 'text', mask: 'date' }, '01021990')).toBe('01.02.1990');
    expect(validateField({ type: 'text', mask: 'date' }, '01.02.1990')).toBeNull();
    expect(validateField({ type: 'text', mask: 'date' }, '01.02.19')).toEqual({ kind: 'pattern' });
    const date = { type: 'text', mask: 'date' };
    // The bounds: 1 January 1900 and 31 December 9999 are dates; a year before 1900 cannot be typed, nor a fifth digit.
    expect([applyTyping(date, '01011900'), validateField(date, '01.01.1900')]).toEqual(['01.01.1900', null]);
    expect([applyTyping(date, '31129999'), validateField(date, '31.12.9999')]).toEqual(['31.12.9999', null]);
    expect(applyTyping(date, '311299990')).toBe('31.12.9999');
    expect(applyTyping(date, '31121899')).toBe('31.12.199'); // the 8 is refused
    expect(validateField(date, '31.12.199')).toEqual({ kind: 'pattern' });
    // A day the year does not have: 1900 was no leap year.
    expect(applyTyping(date, '29021900')).toBe('29.02.190');
    expect(applyTyping(date, '29022000')).toBe('29.02.2000');
  });

  it('types a whole number of a range, padded; one of an enum; a number with two decimals after a comma', () => {
    expect(applyTyping({ type: 'text', mask: 'range:1-31' }, '5')).toBe('05');
    expect(validateField({ type: 'text', mask: 'range:1-31' }, '31')).toBeNull();
    expect(applyTyping({ type: 'text', mask: 'enum:Visa|Mastercard' }, 'Mast')).toBe('Mastercard');
    expect(validateField({ type: 'text', mask: 'enum:Visa|Mastercard' }, 'Visa')).toBeNull();
    expect(applyTyping({ type: 'text', mask: 'number' }, '12,345')).toBe('12,34');
  });

  it('types plain text rather than fail where imask itself fails (a range it cannot pad)', () => {
    expect(() => applyTyping({ type: 'text', mask: 'range:1900-2100' }, '2200')).not.toThrow();
  });
});
