import { describe, expect, it } from 'vitest';
import {
  attachDeposit, endIntent, INTENT_SALT_NAME, INTENT_STORAGE_PREFIX, INTENT_TTL_MS, intentHash, intentName, ledgerSalt, openRecord, recordIntent,
} from '../../../src/state/deposit/intentLedger';

/** A Storage over a Map, like localStorage shared by two tabs of one origin. */
export function memoryStorage(): Storage {
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
const name = intentName(intent, 'salt');

describe('the cross-tab intent ledger', () => {
  it('names the same intent alike whatever the order of its fields, and different intents apart', () => {
    expect(intentName({ ...intent, fields: { phone: '+52 55', payer_name: 'Ana Pérez' } }, 'salt')).toBe(name);
    const others = [
      { ...intent, amount: 151 },
      { ...intent, userId: 'u2' },
      { ...intent, method: 'spei_mx' },
      { ...intent, currency: 'USD' },
      { ...intent, fields: { ...intent.fields, phone: '+52 56' } },
      { ...intent, account: 'main' },
    ];
    const names = new Set([name, ...others.map((other) => intentName(other, 'salt'))]);
    expect(names.size).toBe(others.length + 1);
  });

  it('salts the hash per browser: another browser cannot match it', () => {
    expect(intentHash(intent, 'a')).not.toBe(intentHash(intent, 'b'));
    const storage = memoryStorage();
    const salt = ledgerSalt(storage, () => 'made-once');
    expect(salt).toBe('made-once');
    expect(ledgerSalt(storage, () => 'again')).toBe('made-once');
    expect(storage.getItem(INTENT_SALT_NAME)).toBe('made-once');
    expect(ledgerSalt(null, () => 'page-life')).toBe('page-life');
  });

  it('shares an open record, and not past its lifetime', () => {
    const storage = memoryStorage();
    recordIntent(storage, name, 'tab-a', 1000);
    expect(openRecord(storage, name, 2000)).toEqual({ key: 'tab-a', at: 1000 });
    expect(openRecord(storage, name, 1000 + INTENT_TTL_MS)).toBeNull();
  });

  it('names the deposit a key made, and ends the intent by its deposit or its key', () => {
    const storage = memoryStorage();
    recordIntent(storage, name, 'tab-a', 1000);
    attachDeposit(storage, name, 'other-key', 'd0');
    expect(openRecord(storage, name, 1000)?.depositId).toBeUndefined();
    attachDeposit(storage, name, 'tab-a', 'd1');
    expect(openRecord(storage, name, 1000)).toEqual({ key: 'tab-a', at: 1000, depositId: 'd1' });
    endIntent(storage, { depositId: 'd2' });
    expect(openRecord(storage, name, 1000)).not.toBeNull();
    endIntent(storage, { depositId: 'd1' });
    expect(openRecord(storage, name, 1000)).toBeNull();
    recordIntent(storage, name, 'tab-b', 1000);
    endIntent(storage, { key: 'older' });
    expect(openRecord(storage, name, 1000)?.key).toBe('tab-b');
    endIntent(storage, { key: 'tab-b' });
    expect(openRecord(storage, name, 1000)).toBeNull();
  });

  it('sweeps expired and unreadable records when it records, and leaves other names alone', () => {
    const storage = memoryStorage();
    recordIntent(storage, intentName({ ...intent, amount: 1 }, 'salt'), 'old', 0);
    storage.setItem(`${INTENT_STORAGE_PREFIX}junk`, '{not json');
    storage.setItem('unrelated', 'kept');
    recordIntent(storage, name, 'new', INTENT_TTL_MS);
    expect(storage.getItem(`${INTENT_STORAGE_PREFIX}junk`)).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
    expect(storage.length).toBe(2);
  });

  it('stores no readable field values', () => {
    const storage = memoryStorage();
    recordIntent(storage, name, 'k', 0);
    const stored = [storage.key(0), storage.getItem(storage.key(0)!)].join(' ');
    expect(stored).not.toContain('Ana');
    expect(stored).not.toContain('+52');
    expect(intentHash(intent, 'salt')).toMatch(/^[0-9a-z]+$/);
  });

  it('does nothing without storage, or when storage throws', () => {
    expect(() => recordIntent(null, name, 'own', 0)).not.toThrow();
    expect(openRecord(null, name, 0)).toBeNull();
    const broken = { ...memoryStorage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as Storage;
    expect(() => recordIntent(broken, name, 'own', 0)).not.toThrow();
    expect(openRecord(broken, name, 0)).toBeNull();
    expect(() => endIntent(broken, { key: 'own' })).not.toThrow();
    expect(ledgerSalt(broken, () => 'fresh')).toBe('fresh');
  });
});
