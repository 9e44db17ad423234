import { describe, expect, it } from 'vitest';
import { fieldChoices, filterChoices, isDropdownField, needsSearch, nextStartingWith } from '../../../src/forms/fields/choices';
import { namer } from '../../../src/i18n/format';
import { COUNTRIES } from '../../../src/forms/phone/countries';

describe('dropdown fields (spec §3)', () => {
  it('knows which types are picked from a list', () => {
    for (const type of ['dropdown', 'dropdown_country', 'dropdown_currency', 'networks']) expect(isDropdownField({ type })).toBe(true);
    for (const type of ['text', 'text_uppercase', 'phone_with_prefix']) expect(isDropdownField({ type })).toBe(false);
  });
  it('searches above five items only', () => {
    expect(needsSearch([1, 2, 3, 4, 5])).toBe(false);
    expect(needsSearch([1, 2, 3, 4, 5, 6])).toBe(true);
  });
  it('takes the server values of a dropdown, its value when a text is empty', () => {
    const field = { type: 'dropdown', values: [{ value: 'a', text: 'Alpha' }, { value: 'b', text: '' }] };
    expect(fieldChoices(field, 'en')).toEqual([{ value: 'a', text: 'Alpha' }, { value: 'b', text: 'b' }]);
  });
  it('ranks the text starting with the query first, then a word of it, then anywhere', () => {
    const countries = fieldChoices({ type: 'dropdown_country', values: ['DZ', 'DE', 'NE', 'NG'].map((value) => ({ value, text: '' })) }, 'en');
    expect(filterChoices(countries, 'ger', 'en').map((c) => c.value)).toEqual(['DE', 'DZ', 'NE', 'NG']);
    const banks = [{ value: 'a', text: 'BBVA Colombia' }, { value: 'b', text: 'Bancolombia' }, { value: 'c', text: 'Colombia Bank' }];
    expect(filterChoices(banks, 'colombia', 'es').map((c) => c.value)).toEqual(['c', 'a', 'b']);
  });
  it('offers a value listed twice once, with its first text', () => {
    const field = { type: 'networks', values: [{ value: 'TRC20', text: 'Tron' }, { value: 'TRC20', text: 'Again' }, { value: 'ERC20', text: 'Ethereum' }] };
    expect(fieldChoices(field, 'en').map((choice) => choice.text)).toEqual(['Tron', 'Ethereum']);
    expect(fieldChoices({ type: 'dropdown', values: [] }, 'en')).toEqual([]);
  });
  it('names countries in the player language, sorted, the whole list without values', () => {
    const some = fieldChoices({ type: 'dropdown_country', values: [{ value: 'DE', text: '' }, { value: 'AT', text: '' }] }, 'ru');
    expect(some.map((choice) => choice.text)).toEqual(['Австрия', 'Германия']);
    expect(fieldChoices({ type: 'dropdown_country' }, 'en')).toHaveLength(COUNTRIES.length);
  });
  it('names in the player language, then English, else the code', () => {
    expect(namer('de', 'region')('fr')).toBe('Frankreich');
    expect(namer('zz-invalid-!!', 'region')('FR')).toBe('France');
    expect(namer('en', 'region')('Q1')).toBe('Q1');
    expect(namer('en', 'currency')('usd')).toBe('US Dollar');
  });
  it('describes currencies by their name', () => {
    const [usd] = fieldChoices({ type: 'dropdown_currency', values: [{ value: 'USD', text: 'WMZ (USD)' }] }, 'en');
    expect(usd).toEqual({ value: 'USD', text: 'WMZ (USD)', detail: 'US Dollar' });
  });
  it('filters case- and accent-insensitively on text, detail and value', () => {
    const choices = [{ value: 'itau', text: 'Itaú' }, { value: 'usd', text: 'WMZ', detail: 'US Dollar' }, { value: 'b', text: 'Bogotá' }];
    expect(filterChoices(choices, 'ITA', 'es').map((c) => c.value)).toEqual(['itau']);
    expect(filterChoices(choices, 'itau', 'es').map((c) => c.value)).toEqual(['itau']);
    expect(filterChoices(choices, 'BOGOTÁ', 'es').map((c) => c.value)).toEqual(['b']);
    expect(filterChoices(choices, 'dollar', 'en').map((c) => c.value)).toEqual(['usd']);
    expect(filterChoices(choices, '  ', 'en')).toHaveLength(3);
    expect(filterChoices(choices, 'zzz', 'en')).toEqual([]);
  });
  it('moves by a typed letter to the next option starting with it, wrapping, ignoring case and accents', () => {
    const choices = ['Bancolombia', 'Banco de Bogotá', 'Davivienda', 'Éxito'].map((text) => ({ value: text, text }));
    expect(nextStartingWith(choices, 0, 'b', 'es')).toBe(1);
    expect(nextStartingWith(choices, 1, 'B', 'es')).toBe(0);
    expect(nextStartingWith(choices, 0, 'e', 'es')).toBe(3);
    expect(nextStartingWith(choices, 0, 'z', 'es')).toBeNull();
    expect(nextStartingWith([], 0, 'a', 'es')).toBeNull();
  });
});
