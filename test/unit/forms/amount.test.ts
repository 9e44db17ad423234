import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountLimits, checkAmount, NO_LIMITS } from '../../../src/forms/amount/limits';
import { parseAmount } from '../../../src/forms/amount/parseAmount';
import { separatorsOf } from '../../../src/forms/amount/separators';
import { amountTags } from '../../../src/forms/amount/tags';
import { isAllowedAmountKey, maxIntegerDigits, groupTypedAmount, normaliseTypedAmount, prefilledAmountText, typedAmountValue } from '../../../src/forms/amount/typing';

describe('parsing a typed or pasted amount (spec §5)', () => {
  it.each([
    ['1234', '1234'],
    ['1 234,50', '1234.50'],
    ["1'234.50", '1234.50'],
    ['1’234.50', '1234.50'],
    ['1.234.567,89', '1234567.89'],
    ['1,234,567.89', '1234567.89'],
    ['12,5', '12.5'],
    ['12.5', '12.5'],
    ['1,234', '1.234'],
    ['$ 1,250.00', '1250.00'],
    ['1 250,00 ₽', '1250.00'],
    ['MXN 99', '99'],
    ['99 USDT', '99'],
    ['١٢٣٫٤', '123.4'],
    ['١٬٢٣٤٫٥', '1234.5'],
    ['١٢٣', '123'],
    ['۱۲۳,۵', '123.5'],
    ['0007', '7'],
    ['.5', '0.5'],
    ['', null],
    ['abc', null],
    ['-5', null],
    ['1-2', null],
  ])('%j → %j', (text, expected) => expect(parseAmount(text)).toBe(expected));

  const locales = ['en', 'de', 'fr', 'ru', 'es-MX', 'es-ES', 'pt', 'de-CH', 'hi', 'tr', 'pl'];
  it('reads back any amount a locale formats with its fraction digits (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(2, 8), (locale, cents, digits) => {
        const amount = cents / 10 ** Math.min(digits, 2);
        const text = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, numberingSystem: 'latn' }).format(amount);
        expect(Number(parseAmount(text))).toBeCloseTo(amount, 6);
      }),
    );
  });

  it('never throws and returns a canonical decimal or null for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const parsed = parseAmount(text);
        expect(parsed === null || /^(0|[1-9]\d*)(\.\d+)?$/.test(parsed)).toBe(true);
      }),
    );
  });
});

describe('typing an amount (spec §5)', () => {
  const fiat = { decimal: '.', fractionDigits: 2, max: 50_000 };
  it.each([
    ['12a3', '123'],
    ['12.345', '12.34'],
    ['12,3', '12.3'],
    ['.5', '5'],
    ['00', '0'],
    ['005', '5'],
    ['0.05', '0.05'],
    ['1.2.3', '1.23'],
    ['1234567', '123456'],
    ['12 500', '12500'],
  ])('%j → %j (fiat, max 50 000)', (typed, expected) => expect(normaliseTypedAmount(typed, fiat)).toBe(expected));

  it('uses the locale decimal separator and 8 digits for crypto', () => {
    expect(normaliseTypedAmount('0.123456789', { decimal: ',', fractionDigits: 8, max: 5 })).toBe('0,12345678');
  });

  it('allows one more integer digit than max has, and any length when max is unknown', () => {
    expect(maxIntegerDigits(50_000)).toBe(6);
    expect(maxIntegerDigits(999.99)).toBe(4);
    expect(maxIntegerDigits(0)).toBe(Infinity);
    expect(normaliseTypedAmount('123456789012', { ...fiat, max: 0 })).toBe('123456789012');
  });

  it('keeps every output well formed and is idempotent (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,a -'.split('')), maxLength: 24 }),
        fc.constantFrom('.', ','),
        fc.constantFrom(2, 8),
        fc.constantFrom(0, 5, 1000, 50_000, 300_000),
        (typed, decimal, fractionDigits, max) => {
          const rules = { decimal, fractionDigits, max };
          const once = normaliseTypedAmount(typed, rules);
          expect(normaliseTypedAmount(once, rules)).toBe(once);
          const [integer = '', fraction] = once.split(decimal);
          expect(integer).toMatch(/^(0|[1-9]\d*)?$/);
          expect(integer.length).toBeLessThanOrEqual(maxIntegerDigits(max));
          if (fraction !== undefined) expect(fraction.length).toBeLessThanOrEqual(fractionDigits);
          expect(once.startsWith(decimal)).toBe(false);
        },
      ),
    );
  });

  it('reads the field as a number', () => {
    expect(typedAmountValue('12,5', ',')).toBe(12.5);
    expect(typedAmountValue('12.', '.')).toBe(12);
    expect(typedAmountValue('', '.')).toBeNull();
  });

  it('lets through digits, the separator, navigation and clipboard keys only', () => {
    const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) =>
      isAllowedAmountKey({ key: k, ctrlKey: false, metaKey: false, ...mods }, ',');
    for (const k of ['0', '9', ',', '.', 'Backspace', 'Delete', 'ArrowLeft', 'Home', 'End', 'Tab', '٣']) expect(key(k), k).toBe(true);
    for (const k of ['a', 'e', '-', '+', ' ', 'E']) expect(key(k), k).toBe(false);
    expect(key('v', { ctrlKey: true })).toBe(true);
    expect(key('A', { metaKey: true })).toBe(true);
    expect(key('z', { ctrlKey: true })).toBe(false);
  });
});

describe('locale separators', () => {
  it('come from Intl, with mx as the default number locale', () => {
    expect(separatorsOf()).toEqual({ group: ',', decimal: '.' });
    expect(separatorsOf('de')).toEqual({ group: '.', decimal: ',' });
    expect(separatorsOf('ru').decimal).toBe(',');
  });
});

describe('amount limits (spec §5)', () => {
  const method = { amount_rules: { RUB: { min: 500, max: 100_000, minNonRus: 1000 }, USD: { min: 10, max: 1000 } } };
  const base = { method, currency: 'RUB', country: 'RU', depositLimits: null };
  it('takes the method rule for the currency', () => expect(amountLimits(base)).toEqual({ min: 500, max: 100_000 }));
  it('uses minNonRus for players outside Russia', () => expect(amountLimits({ ...base, country: 'KZ' })).toEqual({ min: 1000, max: 100_000 }));
  it('falls back to the deposit limits, then to none', () => {
    expect(amountLimits({ ...base, currency: 'EUR', depositLimits: { min: 5, max: 50 } })).toEqual({ min: 5, max: 50 });
    expect(amountLimits({ ...base, currency: 'EUR' })).toEqual(NO_LIMITS);
  });
  it('checks an amount against them', () => {
    const limits = { min: 500, max: 100_000 };
    expect(checkAmount(499.99, limits)).toEqual({ key: 'form.amountInput.limit.min', min: 500 });
    expect(checkAmount(500, limits)).toBeNull();
    expect(checkAmount(100_000, limits)).toBeNull();
    expect(checkAmount(100_000.01, limits)).toEqual({ key: 'form.amountInput.limit.max', max: 100_000 });
    expect(checkAmount(1e9, { min: 0, max: 0 })).toBeNull();
  });
});

describe('amount chips (spec §9)', () => {
  it('are the first five presets within the limits', () => {
    expect(amountTags({ limits: { min: 50, max: 50_000 }, currency: 'MXN', country: 'MX' })).toEqual([50, 75, 100, 150, 250]);
    expect(amountTags({ limits: { min: 3000, max: 12_000 }, currency: 'INR', country: 'IN' })).toEqual([3000, 5000, 10000]);
    expect(amountTags({ limits: { min: 0, max: 0 }, currency: 'USD', country: 'US' })).toEqual([5, 10, 25, 50, 75]);
  });
  it('are the rouble set in Russia unless the currency is in the special set', () => {
    expect(amountTags({ limits: { min: 100, max: 300_000 }, currency: 'RUB', country: 'ru' })).toEqual([5000, 7500, 10000, 25000, 50000]);
    expect(amountTags({ limits: { min: 100, max: 20_000 }, currency: 'RUB', country: 'RU' })).toEqual([5000, 7500, 10000]);
    expect(amountTags({ limits: { min: 10, max: 1000 }, currency: 'USD', country: 'RU' })).toEqual([10, 25, 50, 75, 100]);
  });
  it('are the fixed amounts when the method has them', () => {
    expect(amountTags({ limits: { min: 50, max: 500 }, currency: 'MXN', country: 'MX', fixedAmounts: [100, 200, 300, 400, 500, 600] })).toEqual([100, 200, 300, 400, 500]);
  });
  it('always lie within the limits, a maximum of 0 meaning none is known (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 400_000 }), fc.constantFrom('RU', 'MX'), fc.constantFrom('RUB', 'USD'), (min, span, country, currency) => {
        const limits = { min, max: min + span };
        const tags = amountTags({ limits, currency, country });
        expect(tags.length).toBeLessThanOrEqual(5);
        // Spec §5: limits default to 0 and 0 until they are known; 0 is then no maximum at all.
        for (const tag of tags) expect(tag >= limits.min && (limits.max === 0 || tag <= limits.max)).toBe(true);
      }),
    );
  });
});

describe('prefilled amount (spec §5)', () => {
  it('takes the currency decimals and the locale separator', () => {
    expect(prefilledAmountText(100, { decimal: '.', fractionDigits: 2 })).toBe('100.00');
    expect(prefilledAmountText(99.5, { decimal: ',', fractionDigits: 2 })).toBe('99,50');
    expect(prefilledAmountText(0.001, { decimal: '.', fractionDigits: 8 })).toBe('0.00100000');
    expect(prefilledAmountText(10.005, { decimal: '.', fractionDigits: 2 })).toMatch(/^10\.0[01]$/);
  });
  it('sets none for zero, negative or missing', () => {
    for (const value of [undefined, 0, -5, Number.NaN]) expect(prefilledAmountText(value, { decimal: '.', fractionDigits: 2 })).toBeNull();
  });
});

describe('the amount shown while not edited (spec §5 mask)', () => {
  it('groups the integer part the locale way and keeps the fraction as typed', () => {
    expect(groupTypedAmount('20000', 'en', '.')).toBe('20,000');
    expect(groupTypedAmount('20000.50', 'en', '.')).toBe('20,000.50');
    expect(groupTypedAmount('20000.', 'en', '.')).toBe('20,000.');
    expect(groupTypedAmount('2000000', 'hi-IN', '.')).toBe('20,00,000');
    expect(groupTypedAmount('1234567,5', 'de', ',')).toBe('1.234.567,5');
    expect(groupTypedAmount('999', 'en', '.')).toBe('999');
    expect(groupTypedAmount('12345678901234567890', 'en', '.')).toBe('12,345,678,901,234,567,890');
  });
  it('uses Latin digits in every locale and leaves odd text alone', () => {
    expect(groupTypedAmount('20000', 'ar', '.')).toMatch(/^20.000$/);
    expect(groupTypedAmount('', 'en', '.')).toBe('');
    expect(groupTypedAmount('abc', 'en', '.')).toBe('abc');
  });
  it('round-trips: typing the shown text back gives the same amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.constantFrom('en', 'de', 'ru', 'hi-IN', 'es-MX', 'fr'), (value, locale) => {
        const decimal = separatorsOf(locale).decimal;
        const rules = { decimal, fractionDigits: 2, max: 0 };
        const typed = `${value}${decimal}5`;
        const shown = groupTypedAmount(typed, locale, decimal);
        const parsed = parseAmount(shown);
        expect(parsed).not.toBeNull();
        expect(normaliseTypedAmount(parsed!.replace('.', decimal), rules)).toBe(typed);
      }),
    );
  });
});
