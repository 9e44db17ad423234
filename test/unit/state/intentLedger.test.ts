import { describe, expect, it } from 'vitest';
import { claimIntentKey, INTENT_STORAGE_PREFIX, INTENT_TTL_MS, intentHash, releaseIntentKey } from '../../../src/state/deposit/intentLedger';

/** A Storage over a Map, like localStorage shared by two tabs of one origin. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (name) => map.get(name) ?? null,
    setItem: (name, value) => void map.set(name, String(value)),
    removeItem: (name) => void map.delete(name),
    clear: () => map.clear(),
  };
}

const intent = { userId: 'u1', method: 'codi_mx', amount: 150, currency: 'MXN', fields: { payer_name: 'Ana Pérez', phone: '+52 55' } };
const none = new Set<string>();

describe('one deposit per intent across tabs', () => {
  it('gives a second tab the first tab key for the same intent', () => {
    const storage = memoryStorage();
    expect(claimIntentKey(storage, intent, 'tab-a', none, 1000)).toBe('tab-a');
    expect(claimIntentKey(storage, { ...intent, fields: { phone: '+52 55', payer_name: 'Ana Pérez' } }, 'tab-b', none, 2000)).toBe('tab-a');
  });
  it('gives no tab a key the backend refused: the next press of any tab is a new attempt', () => {
    const storage = memoryStorage();
    claimIntentKey(storage, intent, 'refused', none, 1000);
    releaseIntentKey(storage, intent, 'refused');
    expect(claimIntentKey(storage, intent, 'tab-b', none, 2000)).toBe('tab-b');
  });
  it('leaves the key another tab recorded since in place', () => {
    const storage = memoryStorage();
    claimIntentKey(storage, intent, 'newer', none, 1000);
    releaseIntentKey(storage, intent, 'older');
    expect(claimIntentKey(storage, intent, 'tab-c', none, 2000)).toBe('newer');
  });
  it('keeps different intents apart', () => {
    const storage = memoryStorage();
    claimIntentKey(storage, intent, 'tab-a', none, 1000);
    expect(claimIntentKey(storage, { ...intent, amount: 151 }, 'tab-b', none, 2000)).toBe('tab-b');
    expect(claimIntentKey(storage, { ...intent, userId: 'u2' }, 'tab-c', none, 2000)).toBe('tab-c');
    expect(claimIntentKey(storage, { ...intent, method: 'spei_mx' }, 'tab-d', none, 2000)).toBe('tab-d');
  });
  it('lets a tab make a deliberate second deposit with a key it has not completed with', () => {
    const storage = memoryStorage();
    claimIntentKey(storage, intent, 'first', none, 1000);
    expect(claimIntentKey(storage, intent, 'second', new Set(['first']), 2000)).toBe('second');
    expect(claimIntentKey(storage, intent, 'other-tab', none, 3000)).toBe('second');
  });
  it('forgets an intent after its lifetime and sweeps old records', () => {
    const storage = memoryStorage();
    claimIntentKey(storage, intent, 'old', none, 0);
    storage.setItem(`${INTENT_STORAGE_PREFIX}junk`, '{not json');
    storage.setItem('unrelated', 'kept');
    expect(claimIntentKey(storage, intent, 'new', none, INTENT_TTL_MS)).toBe('new');
    expect(storage.getItem(`${INTENT_STORAGE_PREFIX}junk`)).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
    expect(storage.length).toBe(2);
  });
  it('stores no readable field values', () => {
    const storage = memoryStorage();
    claimIntentKey(storage, intent, 'k', none, 0);
    const stored = [storage.key(0), storage.getItem(storage.key(0)!)].join(' ');
    expect(stored).not.toContain('Ana');
    expect(stored).not.toContain('+52');
    expect(intentHash(intent)).toMatch(/^[0-9a-z]+$/);
  });
  it('falls back to the tab key without storage, or when storage throws', () => {
    expect(claimIntentKey(null, intent, 'own', none, 0)).toBe('own');
    const broken = { ...memoryStorage(), getItem: () => { throw new Error('denied'); } } as Storage;
    expect(claimIntentKey(broken, intent, 'own', none, 0)).toBe('own');
  });
});
