import { describe, expect, it } from 'vitest';
import type { ServerField } from '../../../src/contract';
import { hasPixKeyType, pixKeyFields } from '../../../src/flows/pix/pixKeyFields';

const fields: ServerField[] = [
  { name: 'pixKeyType', type: 'dropdown', values: ['cpf', 'cnpj', 'email', 'phone', 'evp'].map((value) => ({ value, text: value.toUpperCase() })) },
  { name: 'cpf', type: 'text', mask: '000.000.000-00', regex: ['^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$'] },
  { name: 'pixKey', type: 'text', mask: '00000', regex: ['^stale$'], regex_error_key: 'stale.key' },
  { name: 'payer_name', type: 'text' },
];
const rules = {
  email: { placeholder_key: 'pix.key.email', regex_error_key: 'pix.error.email', regex: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'] },
  cnpj: { mask: '00.000.000/0000-00', placeholder_key: 'pix.key.cnpj', regex_error_key: 'pix.error.cnpj', regex: ['^\\d{2}\\.\\d{3}\\.\\d{3}/\\d{4}-\\d{2}$'] },
};
const names = (shown: ServerField[]) => shown.map((field) => field.name);

describe('the Pix key-type rule (spec §3, §4)', () => {
  it('shows no key-type field before a type is chosen', () => expect(names(pixKeyFields(fields, {}, rules))).toEqual(['pixKeyType', 'payer_name']));

  it('shows cpf and the key with the chosen type own mask, placeholder and rule', () => {
    const shown = pixKeyFields(fields, { pixKeyType: 'cnpj' }, rules);
    expect(names(shown)).toEqual(['pixKeyType', 'cpf', 'pixKey', 'payer_name']);
    expect(shown[2]).toMatchObject({ mask: '00.000.000/0000-00', placeholder_key: 'pix.key.cnpj', regex_error_key: 'pix.error.cnpj' });
  });

  it('drops the key field stale mask and pattern when the chosen type has none', () => {
    const key = pixKeyFields(fields, { pixKeyType: 'email' }, rules)[2]!;
    expect(key.mask).toBeUndefined();
    expect(key.regex).toEqual(rules.email.regex);
    const phone = pixKeyFields(fields, { pixKeyType: 'phone' }, rules)[2]!;
    expect(phone).toMatchObject({ name: 'pixKey', mask: undefined, regex: undefined, regex_error_key: undefined });
  });

  it('takes the cpf field as the key when the chosen type is the CPF', () =>
    expect(names(pixKeyFields(fields, { pixKeyType: 'cpf' }, rules))).toEqual(['pixKeyType', 'cpf', 'payer_name']));

  it('ignores a key type the dropdown does not offer', () =>
    expect(names(pixKeyFields(fields, { pixKeyType: 'bitcoin' }, rules))).toEqual(['pixKeyType', 'payer_name']));

  it('switching type changes which field shows, whatever was typed before', () => {
    const values = { pixKeyType: 'email', pixKey: 'ana@example.com' };
    expect(names(pixKeyFields(fields, values, rules))).toContain('pixKey');
    expect(names(pixKeyFields(fields, { ...values, pixKeyType: 'cpf' }, rules))).not.toContain('pixKey');
  });

  it('applies to methods that have a key type field only', () => {
    expect(hasPixKeyType(fields)).toBe(true);
    expect(hasPixKeyType([{ name: 'cpf' }])).toBe(false);
    expect(hasPixKeyType(undefined)).toBe(false);
  });
});
