import { afterEach, describe, expect, it } from 'vitest';
import { INTENT_SALT_NAME, INTENT_STORAGE_PREFIX } from '../../../src/state/deposit/intentLedger';
import { forgetPlayer } from '../../../src/state/forgetPlayer';
import { hash64 } from '../../../src/state/hash64';
import { browserSalt, playerTag } from '../../../src/state/keptNames';
import { LAST_DEPOSIT_PREFIX, lastDepositName, writeLastDeposit } from '../../../src/state/lastDeposit';
import { keptListName, writeKeptList } from '../../../src/state/keptListStorage';
import { userPlayer } from '../../../src/state/playerOf';
import { RETURNING_STORAGE_KEY } from '../../../src/state/returningKey';
import { STORAGE_KEYS } from '../../../src/state/sessionStorage';

// A logout on a shared device: the operator asks the widget to forget what it keeps of the player.

const API = 'https://api.example';
const NOW = Date.now();
const list = { list: { paymentGroups: [], paymentMethods: [] }, geo: null };
const identity = (player: string, country: string) => ({ apiUrl: API, player, country, currency: 'MXN', locale: 'en', abTestGroup: undefined });

/** Two players' lists (two regions each) and last deposits, an intent record, a same-tab payment of `returningOf`, and the host page's own keys. */
function keptFor(returningOf: string) {
  const salt = browserSalt(localStorage);
  // The player as the widget names them: by their user id (forgetPlayer's argument).
  const names = (userId: string) => [
    keptListName(identity(userPlayer(userId), 'MX'), salt),
    keptListName(identity(userPlayer(userId), 'BR'), salt),
    lastDepositName(API, userPlayer(userId), salt),
  ];
  for (const player of ['12345', '999']) {
    for (const name of names(player).slice(0, 2)) writeKeptList(localStorage, name, list, NOW);
    writeLastDeposit(localStorage, names(player)[2]!, { method: 'spei_mx', amount: 500, currency: 'MXN' }, NOW);
  }
  localStorage.setItem(`${INTENT_STORAGE_PREFIX}${hash64('an intent')}`, JSON.stringify({ key: 'k', at: NOW }));
  localStorage.setItem('the-host-page', 'its own');
  sessionStorage.setItem(RETURNING_STORAGE_KEY, JSON.stringify({ depositId: 'd1', player: playerTag(salt, userPlayer(returningOf)) }));
  sessionStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ paymentGeo: 'MX' }));
  sessionStorage.setItem('the-host-page', 'its own');
  return { salt, of: names };
}
const has = (name: string) => localStorage.getItem(name) !== null;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('forgetting a player', () => {
  it("removes that player's lists, last deposit and same-tab payment, and every intent record; another player's entries stay", () => {
    const kept = keptFor('12345');
    forgetPlayer(12345);
    expect(kept.of('12345').map(has)).toEqual([false, false, false]);
    expect(kept.of('999').map(has)).toEqual([true, true, true]);
    expect(Object.keys(localStorage).filter((name) => name.startsWith(INTENT_STORAGE_PREFIX))).toEqual([]);
    expect(sessionStorage.getItem(RETURNING_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect([localStorage.getItem('the-host-page'), sessionStorage.getItem('the-host-page')]).toEqual(['its own', 'its own']);
    expect(localStorage.getItem(INTENT_SALT_NAME)).toBe(kept.salt);
  });

  it("leaves another player's same-tab payment", () => {
    keptFor('999');
    forgetPlayer('12345');
    expect(sessionStorage.getItem(RETURNING_STORAGE_KEY)).not.toBeNull();
  });

  it("removes everything the widget keeps when no player is named (the player's id is not known), but the page's own keys and the browser's salt", () => {
    const kept = keptFor('999');
    const unsalted = LAST_DEPOSIT_PREFIX + hash64(JSON.stringify([API, '12345']));
    localStorage.setItem(unsalted, JSON.stringify({ method: 'spei_mx', amount: 500, currency: 'MXN', at: NOW }));
    forgetPlayer();
    expect(Object.keys(localStorage).sort()).toEqual([INTENT_SALT_NAME, 'the-host-page']);
    expect(Object.keys(sessionStorage)).toEqual(['the-host-page']);
    expect(localStorage.getItem(INTENT_SALT_NAME)).toBe(kept.salt);
  });

  it("removes an older release's unsalted entries, which cannot be told apart by player", () => {
    keptFor('999');
    const unsalted = LAST_DEPOSIT_PREFIX + hash64(JSON.stringify([API, '999']));
    localStorage.setItem(unsalted, JSON.stringify({ method: 'spei_mx', amount: 500, currency: 'MXN', at: NOW }));
    forgetPlayer('12345');
    expect(has(unsalted)).toBe(false);
  });

  it('throws nothing where the storage is refused', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw new DOMException('denied', 'SecurityError'); } });
    try {
      expect(() => forgetPlayer('12345')).not.toThrow();
    } finally {
      Object.defineProperty(globalThis, 'localStorage', original);
    }
  });
});
