import { afterEach, describe, expect, it } from 'vitest';
import type { MethodsResponse, PaymentMethod } from '../../../src/contract/methods';
import { loadMethodList, type ListKeeper } from '../../../src/state/actions/loadMethodList';
import { refreshedListOf, writeListOf } from '../../../src/state/keptList';
import { listOwnerOf } from '../../../src/state/listOwner';
import { keptListName, type KeptList, keepsLists, KEPT_LIST_ENTRIES, KEPT_LIST_PREFIX, KEPT_LIST_TTL_MS, readKeptList, writeKeptList } from '../../../src/state/keptListStorage';
import { cashierAnswering } from '../cashierAnswering';

const method = (name: string, max = 10_000): PaymentMethod => ({ name, cardViewType: 0, position: 1, iconIds: ['bank'], text: { en: name }, amount_rules: { MXN: { min: 10, max } } });
const list = (...methods: PaymentMethod[]): MethodsResponse => ({ paymentGroups: [], paymentMethods: methods });
const entry = (...methods: PaymentMethod[]): Omit<KeptList, 'at'> => ({ list: list(...methods), geo: { isGeoSelectorEnabled: true, countries: [{ code: 'MX' } as never] } });
const identity = { apiUrl: 'https://api.example', player: 'player-1', country: 'MX', currency: 'MXN', locale: 'en', abTestGroup: undefined };
const NOW = 1_800_000_000_000;
const SALT = 'this-browser';

afterEach(() => localStorage.clear());

describe('the list kept between visits', () => {
  it('is read back under its name, and under no other', () => {
    const name = keptListName(identity, SALT);
    writeKeptList(localStorage, name, entry(method('codi')), NOW);
    expect(readKeptList(localStorage, name, NOW + 1000)).toEqual({ at: NOW, ...entry(method('codi')) });
    for (const other of [{ apiUrl: 'https://other.example' }, { player: 'player-2' }, { country: 'BR' }, { currency: 'USD' }, { locale: 'es' }, { abTestGroup: 'B' }]) {
      expect(readKeptList(localStorage, keptListName({ ...identity, ...other }, SALT), NOW)).toBeNull();
    }
  });

  it('is looked for only where this browser keeps some list (a first visit reads nothing)', () => {
    expect(keepsLists(localStorage)).toBe(false);
    localStorage.setItem('the-host-page', 'its own');
    expect(keepsLists(localStorage)).toBe(false);
    writeKeptList(localStorage, keptListName(identity, SALT), entry(method('codi')), NOW);
    expect(keepsLists(localStorage)).toBe(true);
    expect(keepsLists(null)).toBe(false);
    expect(keepsLists({ get length() { throw new DOMException('denied', 'SecurityError'); } } as unknown as Storage)).toBe(false);
  });

  it('names nothing readable: not the player, not the backend', () => {
    const name = keptListName({ ...identity, player: 'secret-token-123' }, SALT);
    expect(name.startsWith(KEPT_LIST_PREFIX)).toBe(true);
    expect(name).not.toMatch(/secret|token|api\.example|MX/);
  });

  it('expires, and is never read from the future', () => {
    const name = keptListName(identity, SALT);
    writeKeptList(localStorage, name, entry(method('codi')), NOW);
    expect(readKeptList(localStorage, name, NOW + KEPT_LIST_TTL_MS)).not.toBeNull();
    expect(readKeptList(localStorage, name, NOW + KEPT_LIST_TTL_MS + 1)).toBeNull();
    expect(readKeptList(localStorage, name, NOW - 1)).toBeNull();
  });

  it('reads what another script wrote as untrusted: not a list is no list', () => {
    const name = keptListName(identity, SALT);
    for (const text of ['{', 'null', JSON.stringify({ at: NOW, list: { paymentMethods: [{ name: '' }] }, geo: null }), JSON.stringify({ at: 'x', ...entry() })]) {
      localStorage.setItem(name, text);
      expect(readKeptList(localStorage, name, NOW)).toBeNull();
    }
  });

  it(`keeps the ${KEPT_LIST_ENTRIES} newest lists and drops expired ones, leaving the page's own keys alone`, () => {
    localStorage.setItem('the-host-page', 'its own');
    const names = ['AR', 'BR', 'CO', 'MX', 'PE'].map((country) => keptListName({ ...identity, country }, SALT));
    names.forEach((name, index) => writeKeptList(localStorage, name, entry(method('codi')), NOW + index));
    expect(names.map((name) => localStorage.getItem(name) !== null)).toEqual([false, true, true, true, true]);
    writeKeptList(localStorage, names[0]!, entry(method('codi')), NOW + KEPT_LIST_TTL_MS + 4);
    expect(names.map((name) => localStorage.getItem(name) !== null)).toEqual([true, false, false, false, true]);
    expect(localStorage.getItem('the-host-page')).toBe('its own');
  });

  it('keeps nothing, and throws nothing, where the storage is refused or full', () => {
    const full = { ...localStorage, length: 0, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, getItem: () => { throw new DOMException('denied', 'SecurityError'); } } as unknown as Storage;
    expect(() => writeKeptList(full, 'x', entry(method('codi')), NOW)).not.toThrow();
    expect(readKeptList(full, 'x', NOW)).toBeNull();
    expect(() => writeKeptList(null, 'x', entry(method('codi')), NOW)).not.toThrow();
  });

  it('keeps a list worth showing: not a direct one, not an empty one', () => {
    const cashier = cashierAnswering({});
    cashier.store.handshake = { token: 'player-token', userId: undefined } as never;
    cashier.store.country = 'MX';
    cashier.store.currency = 'MXN';
    writeListOf(listOwnerOf(cashier, undefined), { ...list(method('codi')), direct: true });
    writeListOf(listOwnerOf(cashier, undefined), list());
    expect(Object.keys(localStorage)).toEqual([]);
    writeListOf(listOwnerOf(cashier, undefined), list(method('codi')));
    expect(Object.keys(localStorage).filter((key) => key.startsWith(KEPT_LIST_PREFIX))).toHaveLength(1);
  });
});

describe('a list shown from the last visit (stale while the fresh one loads)', () => {
  /** A list load whose fresh answer and kept copy come when the test says. */
  function loading(kept: KeptList | null) {
    const cashier = cashierAnswering({ 'methods-country-selector-v2': { isGeoSelectorEnabled: true, countries: [{ code: 'MX', name: 'Mexico' }] } });
    let answer!: (list: MethodsResponse) => void;
    let readKept!: () => void;
    const written: unknown[] = [];
    const keeper: ListKeeper = {
      read: () => new Promise((resolve) => (readKept = () => resolve(kept))),
      refreshed: (fresh) => written.push(fresh),
    };
    const done = loadMethodList(cashier, { key: 'MX:MXN', listPath: '/deposit', keeper, loaded: () => {}, methods: () => new Promise<MethodsResponse>((resolve) => (answer = resolve)) });
    return { cashier, answer: (fresh: MethodsResponse) => answer(fresh), readKept: () => readKept(), done, written };
  }
  const names = (cashier: ReturnType<typeof cashierAnswering>) => cashier.store.methods.methods.map((m) => m.name);
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('is shown at once, then replaced whole by the fresh list: a vanished method leaves, the limits are the fresh ones', async () => {
    const load = loading({ at: NOW, ...entry(method('codi', 99), method('vanished')) });
    load.readKept();
    await tick();
    expect(load.cashier.store.methods).toMatchObject({ status: 'loaded', stale: true });
    expect(names(load.cashier)).toEqual(['codi', 'vanished']);
    load.answer(list(method('codi', 5000)));
    await load.done;
    expect(load.cashier.store.methods.stale).toBeFalsy();
    expect(names(load.cashier)).toEqual(['codi']);
    expect(load.cashier.store.methods.methods[0]!.amount_rules).toEqual({ MXN: { min: 10, max: 5000 } });
    expect(load.written).toEqual([list(method('codi', 5000))]);
  });

  it('is not shown when the fresh list came first', async () => {
    const load = loading({ at: NOW, ...entry(method('old')) });
    load.answer(list(method('codi')));
    await load.done;
    load.readKept();
    await tick();
    expect(names(load.cashier)).toEqual(['codi']);
    expect(load.cashier.store.methods.stale).toBeFalsy();
  });

  it('is not read when the list is asked for again by force (a refetch)', async () => {
    const cashier = cashierAnswering({ 'methods-country-selector-v2': { isGeoSelectorEnabled: true, countries: [] } });
    let reads = 0;
    const keeper: ListKeeper = { read: () => (reads++, Promise.resolve(null)), refreshed: () => {} };
    await loadMethodList(cashier, { key: 'MX:MXN', force: true, listPath: '/deposit', keeper, loaded: () => {}, methods: () => Promise.resolve(list(method('codi'))) });
    expect(reads).toBe(0);
  });

  it("leaves a method chosen from the kept list that the fresh one has not: back to the list, saying so", () => {
    const cashier = cashierAnswering({});
    cashier.store.handshake = { token: 'player-token', userId: undefined } as never;
    const navigated: string[] = [];
    const nav = { ...cashier.nav, navigate: (path: string) => navigated.push(path) };
    const choose = (name: string) => (cashier.store.payment.paymentMethod = { name, cardViewType: 0 });
    choose('codi');
    refreshedListOf({ ...cashier, nav }, listOwnerOf(cashier, undefined), { paymentGroups: [{ name: 'cards', position: 1, paymentMethods: [method('codi')] } as never], paymentMethods: [] }, true);
    expect(navigated).toEqual([]);
    refreshedListOf({ ...cashier, nav }, listOwnerOf(cashier, undefined), list(method('spei')), false);
    expect(navigated).toEqual([]); // the kept list was never shown: nothing was chosen from it
    refreshedListOf({ ...cashier, nav }, listOwnerOf(cashier, undefined), list(method('spei')), true);
    expect(navigated).toEqual(['/deposit']);
    expect(cashier.store.payment.paymentMethod).toBeNull();
    expect(cashier.store.notice?.text).toEqual({ key: 'common.errors.banking.methodUnavailable' });
  });
});
