// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../src/forms/phone/countries';

const codes = COUNTRIES.map((c) => c.code);

describe('phone country list', () => {
  it('has at least 235 entries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235);
  });

  it('has unique, upper-case alpha-2 codes', () => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted by code', () => {
    expect(codes).toEqual([...codes].sort());
  });

  it('has a display name for every code', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of codes) {
      const name = names.of(code);
      expect(name, code).toBeTruthy();
      expect(name, code).not.toBe(code);
    }
  });

  it('has well-formed prefixes', () => {
    for (const { code, prefix } of COUNTRIES) expect(prefix, code).toMatch(/^\+[1-9]\d{0,3}$/);
  });

  it('has well-formed examples of 4 to 13 digits', () => {
    for (const { code, example } of COUNTRIES) {
      expect(example, code).toMatch(/^\d+( \d+)*$/);
      const digits = example.replace(/ /g, '').length;
      expect(digits, code).toBeGreaterThanOrEqual(4);
      expect(digits, code).toBeLessThanOrEqual(13);
    }
  });

  it.each([
    ['RU', '+7'],
    ['KZ', '+7'],
    ['US', '+1'],
    ['CA', '+1'],
    ['GB', '+44'],
    ['IN', '+91'],
    ['BR', '+55'],
    ['MX', '+52'],
    ['NG', '+234'],
    ['DE', '+49'],
    ['TR', '+90'],
    ['AE', '+971'],
    ['BD', '+880'],
  ])('%s uses %s', (code, prefix) => {
    expect(COUNTRIES.find((c) => c.code === code)?.prefix).toBe(prefix);
  });
});
