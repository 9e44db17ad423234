import { afterEach, describe, expect, it } from 'vitest';
import { INTENT_SALT_NAME } from '../../../src/state/deposit/intentLedger';
import { hash64 } from '../../../src/state/hash64';
import { browserSalt } from '../../../src/state/keptNames';
import { LAST_DEPOSIT_ENTRIES, LAST_DEPOSIT_PREFIX, LAST_DEPOSIT_TTL_MS, lastDepositName, readLastDeposit, writeLastDeposit } from '../../../src/state/lastDeposit';
import { keptListName, KEPT_LIST_PREFIX, writeKeptList } from '../../../src/state/keptListStorage';

// What the browser keeps of a player is named with this browser's random salt: a numeric user id
// cannot be enumerated to find "player 12345 last deposited 500 MXN by SPEI", and what is kept
// never grows past its limits.

const NOW = 1_800_000_000_000;
const API = 'https://api.example';
const deposit = { method: 'spei_mx', amount: 500, currency: 'MXN' };

/** Another browser's storage: its own salt. */
function otherBrowser(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, String(value)),
    removeItem: (name: string) => void items.delete(name),
    clear: () => items.clear(),
  };
}

afterEach(() => localStorage.clear());

describe('the names of what the browser keeps', () => {
  it("are this browser's: the salt is made once, random, and the intent ledger's", () => {
    const salt = browserSalt(localStorage);
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(browserSalt(localStorage)).toBe(salt);
    expect(localStorage.getItem(INTENT_SALT_NAME)).toBe(salt);
    expect(browserSalt(otherBrowser())).not.toBe(salt);
  });

  it("cannot be computed from a guessed user id: the same player's entries have other names in another browser, and not the unsalted ones", () => {
    const here = lastDepositName(API, '12345', browserSalt(localStorage));
    const there = lastDepositName(API, '12345', browserSalt(otherBrowser()));
    expect(here).not.toBe(there);
    expect(here).not.toBe(LAST_DEPOSIT_PREFIX + hash64(JSON.stringify([API, '12345'])));
    expect(here).not.toContain('12345');
    const list = { apiUrl: API, player: '12345', country: 'MX', currency: 'MXN', locale: 'en', abTestGroup: undefined };
    expect(keptListName(list, browserSalt(localStorage))).not.toBe(keptListName(list, browserSalt(otherBrowser())));
  });
});

describe('the last deposits kept', () => {
  const salt = 'this-browser';

  it('lose an expired entry at the next write, whoever writes', () => {
    const old = lastDepositName(API, 'player-a', salt);
    writeLastDeposit(localStorage, old, deposit, NOW);
    const fresh = lastDepositName(API, 'player-b', salt);
    writeLastDeposit(localStorage, fresh, deposit, NOW + LAST_DEPOSIT_TTL_MS + 1);
    expect(localStorage.getItem(old)).toBeNull();
    expect(readLastDeposit(localStorage, fresh, NOW + LAST_DEPOSIT_TTL_MS + 1)).toEqual({ ...deposit, at: NOW + LAST_DEPOSIT_TTL_MS + 1 });
  });

  it(`keep the ${LAST_DEPOSIT_ENTRIES} newest (one per token, without a user id, no longer grows) and leave the page's own keys alone`, () => {
    localStorage.setItem('the-host-page', 'its own');
    const names = Array.from({ length: LAST_DEPOSIT_ENTRIES + 2 }, (_, index) => lastDepositName(API, `token-${index}`, salt));
    names.forEach((name, index) => writeLastDeposit(localStorage, name, deposit, NOW + index));
    expect(names.map((name) => localStorage.getItem(name) !== null)).toEqual(names.map((_, index) => index >= 2));
    expect(localStorage.getItem('the-host-page')).toBe('its own');
  });

  it("lose an older release's unsalted entry at the next write, as a list does", () => {
    const unsalted = LAST_DEPOSIT_PREFIX + hash64(JSON.stringify([API, '12345']));
    localStorage.setItem(unsalted, JSON.stringify({ ...deposit, at: NOW }));
    const unsaltedList = KEPT_LIST_PREFIX + hash64('an older list');
    localStorage.setItem(unsaltedList, JSON.stringify({ at: NOW, list: { paymentGroups: [], paymentMethods: [] }, geo: null }));
    writeLastDeposit(localStorage, lastDepositName(API, '12345', salt), deposit, NOW + 1);
    writeKeptList(localStorage, keptListName({ apiUrl: API, player: '12345', country: 'MX', currency: 'MXN', locale: 'en', abTestGroup: undefined }, salt), { list: { paymentGroups: [], paymentMethods: [] }, geo: null }, NOW + 1);
    expect(localStorage.getItem(unsalted)).toBeNull();
    expect(localStorage.getItem(unsaltedList)).toBeNull();
  });
});
