// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createIdempotencyLedger, fingerprintOf } from '../../../demo/sandbox/idempotency';

describe("the sandbox's idempotency keys", () => {
  it('replays the first answer for the same parameters, and calls other parameters a conflict', () => {
    const ledger = createIdempotencyLedger<string>();
    const print = fingerprintOf({ amount: 1, fields: { b: '2', a: '1' } }, ['amount', 'fields']);
    expect(ledger.lookup('k', print)).toEqual({ kind: 'new' });
    ledger.remember('k', print, 'first');
    expect(ledger.lookup('k', fingerprintOf({ fields: { a: '1', b: '2' }, amount: 1 }, ['amount', 'fields']))).toEqual({ kind: 'replay', answer: 'first' });
    expect(ledger.lookup('k', fingerprintOf({ amount: 2, fields: { a: '1', b: '2' } }, ['amount', 'fields']))).toEqual({ kind: 'conflict' });
  });

  it('stays bounded: keys expire, and past the most it keeps the oldest go first', () => {
    let now = 0;
    const ledger = createIdempotencyLedger<number>({ ttlMs: 1000, maxKeys: 3, now: () => now });
    for (const id of ['a', 'b', 'c', 'd']) ledger.remember(id, '', 1);
    expect(ledger.size).toBe(3);
    expect(ledger.lookup('a', '')).toEqual({ kind: 'new' });
    now = 1000;
    expect(ledger.lookup('d', '')).toEqual({ kind: 'new' });
    expect(ledger.size).toBe(0);
  });
});
