import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completeAction, displayOf, initialCompleteStatus, isFinal, nextStatus, statusFromServer, type TransactionStatus,
} from '../../../src/state/deposit/status';


describe('transaction status (spec §4)', () => {
  it.each([
    [0, 'waiting'], [1, 'processed'], [2, 'mistaked'], [3, 'accepted'], [-1, 'accepted'], ['1', 'processed'], ['x', 'accepted'],
    [undefined, 'waiting'], [null, 'waiting'], ['processed', 'processed'],
  ])('server %j → %s', (code, status) => expect(statusFromServer(code)).toBe(status));

  it('shows waiting as progress, processed as success, mistaked as decline, accepted as processing', () => {
    expect((['waiting', 'processed', 'mistaked', 'accepted'] as const).map(displayOf)).toEqual(['progress', 'success', 'decline', 'processing']);
  });

  it('starts from the right status on the complete page', () => {
    const store = { status: 'processed' as TransactionStatus, depositId: 'd1' };
    const base = { transaction: 'deposit' as const, queryStatus: null, isCrypto: false, store, depositId: 'd1' };
    expect(initialCompleteStatus({ ...base, transaction: 'withdrawal' })).toBe('accepted');
    expect(initialCompleteStatus({ ...base, queryStatus: '2' })).toBe('mistaked');
    expect(initialCompleteStatus({ ...base, isCrypto: true, depositId: 'other' })).toBe('processed');
    expect(initialCompleteStatus(base)).toBe('processed');
    expect(initialCompleteStatus({ ...base, depositId: 'd2' })).toBe('waiting');
    expect(initialCompleteStatus({ ...base, depositId: null, store: { status: 'processed', depositId: null } })).toBe('waiting');
  });

  it('closes on accepted or processed and returns to pay on mistaked', () => {
    expect(completeAction('accepted')).toBe('close');
    expect(completeAction('processed')).toBe('close');
    expect(completeAction('mistaked')).toBe('retry');
    expect(completeAction('waiting')).toBeNull();
  });

  it('never leaves a final status, whatever arrives later, twice or out of order (property)', () => {
    const status = fc.constantFrom<TransactionStatus>('waiting', 'processed', 'mistaked', 'accepted');
    fc.assert(
      fc.property(fc.array(status, { maxLength: 12 }), (events) => {
        let current: TransactionStatus = 'waiting';
        let finalSeen: TransactionStatus | null = null;
        for (const event of events) {
          current = nextStatus(current, event);
          if (finalSeen) expect(current).toBe(finalSeen);
          if (isFinal(current)) finalSeen ??= current;
        }
        if (current === 'waiting') expect(events.every((e) => e === 'waiting')).toBe(true);
      }),
    );
  });
});
