import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardViewType } from '../../../src/api/contract';
import { EAZYPE_PATH, HOST_TO_HOST_PATH, nextPageAfterCreate, ONRAMP_OFFERS_PATH, PIX_PATH, UNIFIED_FORM_PATH } from '../../../src/state/deposit/nextPage';
import {
  completeAction, displayOf, initialCompleteStatus, isFinal, nextStatus, statusFromServer, type TransactionStatus,
} from '../../../src/state/deposit/status';

const field = { name: 'email', type: 'text' };
const given = '/deposit/complete';
const redirect = { cardViewType: CardViewType.default };

describe('the next page after a deposit is created (spec §4)', () => {
  it('adds the required fields and stays', () => {
    expect(nextPageAfterCreate({ isFieldsRequired: true, fields: [field], data: { unifiedFlow: true } }, redirect, given)).toEqual({
      kind: 'add-fields',
      fields: [field],
    });
  });
  it('follows the spec order: unified flow, offers, host-to-host, eazype, pix, given', () => {
    const offers = [{ method: 'moonpay', amount: 100, fee: 3 }];
    expect(nextPageAfterCreate({ data: { unifiedFlow: true, paymentMethodOffers: offers } }, redirect, given)).toMatchObject({ path: UNIFIED_FORM_PATH });
    expect(nextPageAfterCreate({ data: { paymentMethodOffers: offers, card: {} } }, redirect, given)).toMatchObject({ path: ONRAMP_OFFERS_PATH });
    expect(nextPageAfterCreate({ data: { card: { bank_account: '1' } } }, { cardViewType: CardViewType.pix }, given)).toMatchObject({ path: HOST_TO_HOST_PATH });
    expect(nextPageAfterCreate({ data: { requisites: [{ name: 'iban', value: 'X' }] } }, redirect, given)).toMatchObject({ path: HOST_TO_HOST_PATH });
    expect(nextPageAfterCreate({}, { cardViewType: CardViewType.bankTransfer }, given)).toMatchObject({ path: HOST_TO_HOST_PATH });
    expect(nextPageAfterCreate({ data: null }, { cardViewType: CardViewType.eazype }, given)).toMatchObject({ path: EAZYPE_PATH });
    expect(nextPageAfterCreate({}, { cardViewType: CardViewType.pix }, given)).toMatchObject({ path: PIX_PATH });
    expect(nextPageAfterCreate({ data: { paymentMethodOffers: [] } }, redirect, given)).toMatchObject({ path: given });
  });
  it('sends a direct-geo answer to the empty page', () => {
    expect(nextPageAfterCreate({ direct: true }, redirect, given)).toEqual({ kind: 'empty', path: '/empty?direct=true&transaction=deposit' });
  });
});

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
