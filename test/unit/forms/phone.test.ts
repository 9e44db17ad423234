import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyMask, isMaskComplete, isReadableMask, loadMasks, maskFromExample, needsMask } from '../../../src/forms/fields/mask';
import { validateField } from '../../../src/forms/fields/validateField';
import {
  changePhoneCountry, countryByCode, lockedPrefix, nationalDigits, phoneCountryOf, phoneForServer, typePhone,
} from '../../../src/forms/phone/phone';

const RU = countryByCode('RU')!;
const MX = countryByCode('mx')!;
const US = countryByCode('US')!;


describe('imask, loaded when a masked field first shows', () => {
  it('leaves a masked value as typed and unconfirmed until it has loaded, then formats and checks it', async () => {
    // A module never loaded before: what a page sees before its first masked field.
    vi.resetModules();
    const fresh = await import('../../../src/forms/fields/mask');
    expect(fresh.masksReady()).toBe(false);
    expect(fresh.applyMask('0000 0000', '12345678')).toBe('12345678');
    expect(fresh.isMaskComplete('0000 0000', '1234 5678')).toBe(false);
    expect(fresh.isMaskComplete(undefined, 'anything')).toBe(true);
    expect(fresh.isMaskComplete('zz', 'anything')).toBe(true);
    await fresh.loadMasks();
    expect(fresh.masksReady()).toBe(true);
    expect(fresh.applyMask('0000 0000', '12345678')).toBe('1234 5678');
    expect(fresh.isMaskComplete('0000 0000', '1234 5678')).toBe(true);
  });

  it('checks a form pressed before imask arrived once it has, not refused for its absence', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/forms/fields/mask');
    const order: string[] = [];
    fresh.afterMasks([{ type: 'text' }], () => order.push('no mask: at once'));
    fresh.afterMasks([{ type: 'text', mask: '0000 0000' }], () => order.push(`masked: ${fresh.isMaskComplete('0000 0000', '12345678')}`));
    expect(order).toEqual(['no mask: at once']);
    await vi.waitFor(() => expect(order).toEqual(['no mask: at once', 'masked: true']));
    fresh.afterMasks([{ type: 'phone_with_prefix' }], () => order.push('loaded: at once'));
    expect(order.at(-1)).toBe('loaded: at once');
  });
  it('is needed by phones and readable server masks only', () => {
    expect(needsMask({ type: 'phone_with_prefix' })).toBe(true);
    expect(needsMask({ type: 'text', mask: 'a000000000000' })).toBe(true);
    expect(needsMask({ type: 'text', mask: 'zz' })).toBe(false);
    expect(needsMask({ type: 'text' })).toBe(false);
  });
});

beforeAll(() => loadMasks());

describe('masks (imask pattern syntax)', () => {
  it('turns an example number into a digit mask', () => expect(maskFromExample('912 345 67 89')).toBe('000 000 00 00'));
  it('formats and completes', () => {
    expect(applyMask('000 000 00 00', '91234')).toBe('912 34');
    expect(isMaskComplete('000 000 00 00', '912 345 67 89')).toBe(true);
    expect(isMaskComplete('000 000 00 00', '912 345')).toBe(false);
  });
  it('refuses masks that would eat the input', () => {
    for (const mask of ['{', '[0', 'abc}', 'xyz', '']) expect(isReadableMask(mask)).toBe(false);
    for (const mask of ['000', 'a000[00]', '{+7} 000']) expect(isReadableMask(mask)).toBe(true);
    expect(applyMask('[0', '123')).toBe('123');
  });
});

describe('phone with prefix (spec §5)', () => {
  it('picks the chosen country, else the player country, else the first', () => {
    expect(phoneCountryOf('MX', 'RU').code).toBe('MX');
    expect(phoneCountryOf(undefined, 'ru').code).toBe('RU');
    expect(phoneCountryOf('ZZ', 'QQ').code).toBe('AD');
  });
  it('keeps the prefix locked and formats the digits', () => {
    expect(typePhone(RU, '+7 9123456789')).toBe('+7 912 345 67 89');
    expect(typePhone(RU, '+7 ')).toBe('+7 ');
    expect(typePhone(RU, '')).toBe('+7 ');
    expect(typePhone(RU, '+7')).toBe('+7 ');
    expect(typePhone(MX, '5')).toBe('+52 5');
  });
  it('refuses + after the prefix', () => expect(typePhone(MX, '+52 55+12')).toBe(`+52 ${applyMask(maskFromExample(MX.example), '5512')}`));
  it('takes a pasted international number without doubling its prefix', () => {
    expect(typePhone(RU, '+7 (912) 345-67-89')).toBe('+7 912 345 67 89');
    expect(typePhone(RU, '+79123456789')).toBe('+7 912 345 67 89');
    expect(typePhone(US, '001 201 555 0123')).toBe('+1 201 555 0123');
  });
  it('keeps the typed digits when the country changes', () => {
    const ru = typePhone(RU, '+7 9123456789');
    const mx = changePhoneCountry(ru, RU, MX);
    expect(mx.startsWith(lockedPrefix(MX))).toBe(true);
    expect(nationalDigits(mx, MX)).toBe('9123456789');
  });
  it('validates the national digits only', () => {
    const field = { type: 'phone_with_prefix', regex: ['^\\d{10}$'] };
    expect(validateField(field, '+7 912 345 67 89', { phonePrefix: '+7 ' })).toBeNull();
    expect(validateField(field, '+7 912 345', { phonePrefix: '+7 ' })).toEqual({ kind: 'pattern' });
    expect(validateField(field, '+7 ', { phonePrefix: '+7 ' })).toEqual({ kind: 'required' });
  });
  it('sends + and digits', () => expect(phoneForServer('+7 912 345 67 89')).toBe('+79123456789'));
  it('never loses the prefix, never lets a + past it, keeps digits only (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(RU, MX, US), fc.string({ unit: fc.constantFrom(...'+0123456789 ()-'.split('')), maxLength: 20 }), (country, typed) => {
        const value = typePhone(country, typed);
        const prefix = lockedPrefix(country);
        expect(value.startsWith(prefix)).toBe(true);
        expect(value.slice(prefix.length)).toMatch(/^[\d ]*$/);
        expect(typePhone(country, value)).toBe(value);
      }),
    );
  });
});
