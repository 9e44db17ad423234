import { describe, expect, it } from 'vitest';
import { CRYPTO_CURRENCIES } from '../../../src/i18n/currencies';
import { COIN_CODES, currencyEntry, FIAT_LIST, fractionDigits, shownCurrency, TABLE_SIZE } from '../../../src/i18n/currencyTable';
import { namer } from '../../../src/i18n/format';
import { formatAmount } from '../../../src/i18n/formatAmount';
import { fieldChoices } from '../../../src/forms/fields/choices';

// Spec §3 "Currency": about 100 codes with symbol and full name; crypto flagged with 8 decimals
// (BTC, ETH, USDT, TRX, LTC, DOGE, BNB), NEO not among them; fiat 2; a 'bonus' account; QGC written QSC.

describe('the currency table (spec §3)', () => {
  it('holds about a hundred codes, each with a symbol and a full name', () => {
    expect(TABLE_SIZE).toBeGreaterThanOrEqual(95);
    expect(TABLE_SIZE).toBeLessThanOrEqual(130);
    for (const code of [...FIAT_LIST, ...COIN_CODES, 'QSC', 'GC', 'SC', 'BONUS', 'NEO']) {
      const entry = currencyEntry(code)!;
      expect(entry, code).not.toBeNull();
      expect(entry.symbol.length, code).toBeGreaterThan(0);
      expect(entry.name.length, code).toBeGreaterThan(2);
    }
  });

  it('flags the crypto list, and only it, as crypto with 8 decimals; NEO is not crypto', () => {
    expect(new Set(COIN_CODES)).toEqual(CRYPTO_CURRENCIES);
    for (const code of CRYPTO_CURRENCIES) expect(currencyEntry(code)).toMatchObject({ crypto: true, decimals: 8 });
    expect(currencyEntry('NEO')).toMatchObject({ crypto: false, decimals: 2 });
    expect(currencyEntry('usdt')).toMatchObject({ code: 'USDT', name: 'Tether' });
  });

  it('gives money 2 decimals, the engine\'s own for the yen or the dinar notwithstanding, and an unknown code 2', () => {
    expect(fractionDigits('JPY')).toBe(2);
    expect(fractionDigits('KWD')).toBe(2);
    expect(fractionDigits('XYZ')).toBe(2);
    expect(currencyEntry('XYZ')).toBeNull();
  });

  it('lists money as the fiat list: ISO codes the engine knows, no coin, no bonus', () => {
    const iso = new Set(Intl.supportedValuesOf('currency'));
    for (const code of FIAT_LIST) expect(iso.has(code), code).toBe(true);
    expect(FIAT_LIST).not.toContain('USDT');
    expect(FIAT_LIST).not.toContain('BONUS');
    expect(FIAT_LIST).toEqual([...FIAT_LIST].sort());
  });

  it('writes QGC as QSC, and the bonus account with its sign', () => {
    expect(shownCurrency('QGC')).toBe('QSC');
    expect(shownCurrency('qgc')).toBe('QSC');
    expect(currencyEntry('QGC')?.code).toBe('QSC');
    expect(formatAmount('en', 25, 'bonus')).toBe('BONUS\u00a025');
    expect(formatAmount('en', 25.5, 'NEO')).toBe('NEO\u00a025.50');
  });

  it("names a coin the player's language has no name for, and offers the fiat list to a currency field sent without values", () => {
    expect(namer('de', 'currency')('USDT')).toBe('Tether');
    expect(namer('de', 'currency')('EUR')).toBe('Euro');
    expect(namer('fr', 'currency')('MXN')).toBe('peso mexicain');
    const offered = fieldChoices({ type: 'dropdown_currency', values: [] }, 'en');
    expect(offered.map((choice) => choice.value)).toEqual(FIAT_LIST);
    expect(offered.find((choice) => choice.value === 'MXN')?.detail).toBe('Mexican Peso');
  });
});
