import { describe, expect, it } from 'vitest';
import {
  attachDeposit, endIntent, INTENT_SALT_NAME, INTENT_STORAGE_PREFIX, intentHash, intentName, joinableRecord, ledgerSalt, RECORD_KEPT_MS, recordIntent, SHARE_WINDOW_MS, wasTold,
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

const intent = { player: 'user:u1', method: 'codi_mx', amount: 150, currency: 'MXN', fields: { payer_name: 'Ana Pérez', phone: '+52 55' } };
const name = intentName(intent, 'salt');

describe('the cross-tab intent ledger', () => {
  it('names the same intent alike whatever the order of its fields, and different intents apart', () => {
    expect(intentName({ ...intent, fields: { phone: '+52 55', payer_name: 'Ana Pérez' } }, 'salt')).toBe(name);
    const others = [
      { ...intent, amount: 151 },
      { ...intent, player: 'user:u2' },
      { ...intent, player: 'token:abc' },
      { ...intent, also: { bonus: 'off' } },
      { ...intent, also: { bonus: 'on:b1' } },
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

  it('shares a record while its create may still be answered, and not after', () => {
    const storage = memoryStorage();
    recordIntent(storage, name, 'tab-a', 1000);
    expect(joinableRecord(storage, name, 2000)).toEqual({ key: 'tab-a', at: 1000 });
    expect(joinableRecord(storage, name, 1000 + SHARE_WINDOW_MS - 1)).not.toBeNull();
    expect(joinableRecord(storage, name, 1000 + SHARE_WINDOW_MS)).toBeNull();
  });

  it('shares no record once its payment was handed to the player, but remembers that the host was told', () => {
    const storage = memoryStorage();
    recordIntent(storage, name, 'tab-a', 1000);
    attachDeposit(storage, name, 'tab-a', 'd1', { handedOver: false, told: true });
    expect(joinableRecord(storage, name, 1000)).toEqual({ key: 'tab-a', at: 1000, depositId: 'd1', told: true });
    expect([wasTold(storage, 'd1'), wasTold(storage, 'd2')]).toEqual([true, false]);
    attachDeposit(storage, name, 'tab-a', 'd1', { handedOver: true });
    expect(joinableRecord(storage, name, 1000)).toBeNull();
    expect(wasTold(storage, 'd1')).toBe(true);
  });

  it('names the deposit a key made, and ends the intent by its deposit or its key', () => {
    const storage = memoryStorage();
    recordIntent(storage, name, 'tab-a', 1000);
    attachDeposit(storage, name, 'other-key', 'd0');
    expect(joinableRecord(storage, name, 1000)?.depositId).toBeUndefined();
    attachDeposit(storage, name, 'tab-a', 'd1');
    expect(joinableRecord(storage, name, 1000)).toEqual({ key: 'tab-a', at: 1000, depositId: 'd1' });
    endIntent(storage, { depositId: 'd2' });
    expect(joinableRecord(storage, name, 1000)).not.toBeNull();
    endIntent(storage, { depositId: 'd1' });
    expect(joinableRecord(storage, name, 1000)).toBeNull();
    recordIntent(storage, name, 'tab-b', 1000);
    endIntent(storage, { key: 'older' });
    expect(joinableRecord(storage, name, 1000)?.key).toBe('tab-b');
    endIntent(storage, { key: 'tab-b' });
    expect(joinableRecord(storage, name, 1000)).toBeNull();
  });

  it('sweeps expired and unreadable records when it records, and leaves other names alone', () => {
    const storage = memoryStorage();
    recordIntent(storage, intentName({ ...intent, amount: 1 }, 'salt'), 'old', 0);
    storage.setItem(`${INTENT_STORAGE_PREFIX}junk`, '{not json');
    storage.setItem('unrelated', 'kept');
    recordIntent(storage, name, 'new', RECORD_KEPT_MS);
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
    expect(joinableRecord(null, name, 0)).toBeNull();
    const broken = { ...memoryStorage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as Storage;
    expect(() => recordIntent(broken, name, 'own', 0)).not.toThrow();
    expect(joinableRecord(broken, name, 0)).toBeNull();
    expect(() => endIntent(broken, { key: 'own' })).not.toThrow();
    expect(ledgerSalt(broken, () => 'fresh')).toBe('fresh');
  });
});
