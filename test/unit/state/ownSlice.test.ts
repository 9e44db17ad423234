import { describe, expect, it } from 'vitest';
import { ownSlice, readSlice, sessionSlice, writeSlice } from '../../../src/state/ownSlice';
import { createCashierStore } from '../../../src/state/store';

// A mode's or flow's own slice of the store (DESIGN §3): declared in its folder, kept under
// store.own by name, and, for a slice of one session, made again for another session.

const NOTES = ownSlice<{ session: AbortSignal | null; notes: string[] }>('notes');
const make = () => ({ session: null, notes: [] as string[] });

describe('own slices', () => {
  it('are none in a fresh store, and are written, read and taken out by name', () => {
    const store = createCashierStore();
    expect(readSlice(store, NOTES)).toBeUndefined();
    writeSlice(store, NOTES, { session: null, notes: ['a'] });
    expect(store.own.notes).toEqual({ session: null, notes: ['a'] });
    expect(readSlice(store, NOTES)?.notes).toEqual(['a']);
    writeSlice(store, NOTES, undefined);
    expect('notes' in store.own).toBe(false);
  });

  it('of one session: the same slice within the session, a fresh one for another', () => {
    const store = createCashierStore();
    const first = new AbortController().signal;
    sessionSlice(store, NOTES, first, make).notes.push('kept');
    expect(sessionSlice(store, NOTES, first, make).notes).toEqual(['kept']);
    const second = new AbortController().signal;
    const next = sessionSlice(store, NOTES, second, make);
    expect(next.notes).toEqual([]);
    expect(next.session).toBe(second);
  });
});
