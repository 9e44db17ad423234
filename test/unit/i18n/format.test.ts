import { describe, expect, it } from 'vitest';
import { fractionDigits } from '../../../src/i18n/currencyTable';
import { currencyAffix, formatAmount, shownCurrency } from '../../../src/i18n/formatAmount';
import { countryName } from '../../../src/i18n/regionNames';

describe('amounts in the locale, with the currency precision', () => {
  it('uses 2 decimals for fiat and 8 for crypto', () => {
    expect(fractionDigits('MXN')).toBe(2);
    expect(fractionDigits('usdt')).toBe(8);
    expect(fractionDigits('BTC')).toBe(8);
  });
  it('formats with the locale separators', () => {
    expect(formatAmount('en', 1234.5, 'USD')).toBe('$1,234.50');
    expect(formatAmount('de', 1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    expect(formatAmount('en', 1000, 'USD')).toBe('$1,000');
  });
  it('rounds to the currency precision', () => {
    expect(formatAmount('en', 10.129, 'USD')).toBe('$10.13');
  });

  it('keeps an amount whole inside right-to-left text: one left-to-right isolate, no bidi marks torn loose', () => {
    const shown = formatAmount('ar', 150, 'MXN');
    expect(shown.startsWith('\u2066') && shown.endsWith('\u2069')).toBe(true);
    expect(shown).not.toMatch(/[\u200e\u200f\u061c]/);
    expect(shown).toContain('MX$');
    expect(formatAmount('ur', 10.5, 'USD')).toMatch(/^\u2066.*\u2069$/);
    expect(formatAmount('en', 150, 'MXN')).toBe('MX$150');
  });
  it('shows QGC as QSC (spec §3)', () => {
    expect(formatAmount('en', 10, 'QGC')).toBe(formatAmount('en', 10, 'QSC'));
    expect(formatAmount('en', 10, 'QGC')).toContain('QSC');
    expect(shownCurrency('qgc')).toBe('QSC');
    expect(shownCurrency('USD')).toBe('USD');
  });

  it('falls back to the number and the code for codes Intl does not know', () => {
    expect(formatAmount('en', 0.123456789, 'USDT')).toBe('USDT\u00a00.12345679');
  });

  it('writes every coin one way: the code where the locale puts a currency code, trailing zeros trimmed to what the coin needs', () => {
    // Three-letter coins went through Intl as currencies (BTC 0.00010000), four-letter ones after the number (10 USDT).
    expect(formatAmount('en', 10, 'USDT')).toBe('USDT\u00a010');
    expect(formatAmount('en', 0.0001, 'BTC')).toBe('BTC\u00a00.0001');
    expect(formatAmount('en', 20, 'TRX')).toBe('TRX\u00a020');
    expect(formatAmount('en', 1.5, 'DOGE')).toBe('DOGE\u00a01.5');
    expect(formatAmount('de', 10, 'USDT')).toBe('10\u00a0USDT');
    expect(formatAmount('de', 0.0001, 'BTC')).toBe('0,0001\u00a0BTC');
    expect(formatAmount('fr', 1234.5, 'USDT')).toMatch(/^1\u202f234,5\u00a0USDT$/);
    expect(formatAmount('en', 1234.5, 'QSC')).toBe('QSC\u00a01,234.50');
    // Fiat and bonus currencies keep their cents.
    expect(formatAmount('en', 10.5, 'USD')).toBe('$10.50');
    const arabic = formatAmount('ar', 0.0001, 'BTC');
    expect(arabic.startsWith('\u2066') && arabic.endsWith('\u2069') && arabic.includes('BTC')).toBe(true);
  });
});

describe('country names', () => {
  it('names a country in the player language', () => {
    expect(countryName('en', 'MX')).toBe('Mexico');
    expect(countryName('ru', 'mx')).toBe('Мексика');
  });
});

describe('region names', () => {
  it('are made once per language (the engine loads its data for the first), and an unusable language is the code', () => {
    const Real = Intl.DisplayNames;
    let made = 0;
    (Intl as { DisplayNames: unknown }).DisplayNames = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    };
    try {
      expect(countryName('pt-BR', 'mx')).toBe('México');
      expect(countryName('pt-BR', 'BR')).toBe('Brasil');
      expect(made).toBe(1);
      expect(countryName('not a language', 'MX')).toBe('MX');
    } finally {
      (Intl as { DisplayNames: unknown }).DisplayNames = Real;
    }
  });
});

describe("an amount field's currency sign", () => {
  it('is the sign the chips show, before or after the number as the language puts it', () => {
    expect(currencyAffix('en', 'MXN')).toEqual({ text: 'MX$', before: true });
    expect(currencyAffix('de', 'EUR')).toEqual({ text: '€', before: false });
    expect(currencyAffix('fr', 'USD')).toEqual({ text: '$US', before: false });
    expect(currencyAffix('hi', 'INR')).toEqual({ text: '₹', before: true });
    // Native digits are no obstacle.
    expect(currencyAffix('bn', 'BDT')).toEqual({ text: '৳', before: false });
    expect(currencyAffix('en', 'USDT')).toEqual({ text: 'USDT', before: true });
    expect(currencyAffix('de', 'USDT')).toEqual({ text: 'USDT', before: false });
    expect(currencyAffix('en', 'QGC')).toEqual({ text: 'QSC', before: true });
  });
});
