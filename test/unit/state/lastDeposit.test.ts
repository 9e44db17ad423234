import { afterEach, describe, expect, it } from 'vitest';
import { LAST_DEPOSIT_PREFIX, LAST_DEPOSIT_TTL_MS, lastDepositName, readLastDeposit, writeLastDeposit } from '../../../src/state/lastDeposit';

const NOW = 1_800_000_000_000;
const SALT = 'this-browser';
afterEach(() => localStorage.clear());

describe("the player's last deposit, kept for Deposit again", () => {
  it('is kept under a name of the backend and the player that says neither', () => {
    const name = lastDepositName('https://api.example', 'secret-token', SALT);
    expect(name.startsWith(LAST_DEPOSIT_PREFIX)).toBe(true);
    expect(name).not.toMatch(/secret|api\.example/);
    expect(lastDepositName('https://api.example', 'other', SALT)).not.toBe(name);
  });

  it('keeps only the method, the amount and the currency, and reads them back until it expires', () => {
    const name = lastDepositName('https://api.example', 'p', SALT);
    writeLastDeposit(localStorage, name, { method: 'codi_mx', amount: 150, currency: 'MXN', fields: { phone: '555' } } as never, NOW);
    expect(JSON.parse(localStorage.getItem(name)!)).toEqual({ method: 'codi_mx', amount: 150, currency: 'MXN', at: NOW });
    expect(readLastDeposit(localStorage, name, NOW + LAST_DEPOSIT_TTL_MS)).toEqual({ method: 'codi_mx', amount: 150, currency: 'MXN', at: NOW });
    expect(readLastDeposit(localStorage, name, NOW + LAST_DEPOSIT_TTL_MS + 1)).toBeNull();
    expect(readLastDeposit(localStorage, name, NOW - 1)).toBeNull();
  });

  it('reads what another script wrote as untrusted', () => {
    const name = lastDepositName('https://api.example', 'p', SALT);
    for (const value of ['{', '[]', { method: '', amount: 1, currency: 'MXN', at: NOW }, { method: 'x', amount: -5, currency: 'MXN', at: NOW },
      { method: 'x', amount: Number.MAX_VALUE * 2, currency: 'MXN', at: NOW }, { method: 'x', amount: 5, currency: '<b>', at: NOW }, { method: 'x', amount: '5', currency: 'MXN', at: NOW }]) {
      localStorage.setItem(name, typeof value === 'string' ? value : JSON.stringify(value));
      expect(readLastDeposit(localStorage, name, NOW)).toBeNull();
    }
  });

  it('throws nothing where the storage is refused or full', () => {
    const refused = { getItem: () => { throw new DOMException('denied', 'SecurityError'); }, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(() => writeLastDeposit(refused, 'x', { method: 'm', amount: 1, currency: 'MXN' }, NOW)).not.toThrow();
    expect(readLastDeposit(refused, 'x', NOW)).toBeNull();
    expect(readLastDeposit(null, 'x', NOW)).toBeNull();
  });
});
