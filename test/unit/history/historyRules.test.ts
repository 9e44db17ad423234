// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../src/contract/history';
import { canCancel, dayOf, explorerLinkOf, groupByDay, isPending, joinPages, kindWordOf, methodNameOf, signedAmount, statusOf } from '../../../src/history/historyRules';

const made = (over: Partial<Transaction> = {}): Transaction => ({
  id: 'd1', kind: 'deposit', paymentMethod: 'visa', amount: 50, currency: 'USD', status: 0, createdAt: '2026-12-05T10:00:00.000Z', ...over,
});

describe('a transaction in the player\'s words', () => {
  it('reads a deposit\'s codes: waiting, processed, declined, and any other as processing', () => {
    expect(statusOf(made({ status: 0 }))).toBe('pending');
    expect(statusOf(made({ status: 1 }))).toBe('paid');
    expect(statusOf(made({ status: 2 }))).toBe('declined');
    expect(statusOf(made({ status: 7 }))).toBe('processing');
  });

  it('tells an invoice that ran out unpaid (named AUTO_CANCELED or EXPIRED) as expired, and one being checked as processing', () => {
    expect(statusOf(made({ status: 2, transactionStatus: 'AUTO_CANCELED' }))).toBe('expired');
    expect(statusOf(made({ status: 2, transactionStatus: 'expired' }))).toBe('expired');
    expect(statusOf(made({ status: 0, transactionStatus: 'PENDING' }))).toBe('processing');
    expect(statusOf(made({ status: 2, transactionStatus: 'CANCELED' }))).toBe('declined');
  });

  it('reads a withdrawal\'s codes: pending, processed, cancelled; a name never makes one expired', () => {
    expect(statusOf(made({ kind: 'withdrawal', status: 0 }))).toBe('pending');
    expect(statusOf(made({ kind: 'withdrawal', status: 1 }))).toBe('paid');
    expect(statusOf(made({ kind: 'withdrawal', status: 2 }))).toBe('cancelled');
    expect(statusOf(made({ kind: 'withdrawal', status: 2, transactionStatus: 'EXPIRED' }))).toBe('cancelled');
  });

  it('offers Cancel only for a pending withdrawal the backend says may be cancelled', () => {
    expect(canCancel(made({ kind: 'withdrawal', status: 0, cancellable: true }))).toBe(true);
    expect(canCancel(made({ kind: 'withdrawal', status: 0 }))).toBe(false);
    expect(canCancel(made({ kind: 'withdrawal', status: 1, cancellable: true }))).toBe(false);
    expect(canCancel(made({ kind: 'deposit', status: 0, cancellable: true }))).toBe(false);
    expect(isPending(made({ status: 9 }))).toBe(true);
    expect(isPending(made({ status: 1 }))).toBe(false);
  });

  it('signs money in with plus and money out with a minus sign, in the locale\'s digits', () => {
    expect(signedAmount('en', made({ amount: 50 }))).toBe('+$50');
    expect(signedAmount('en', made({ kind: 'withdrawal', amount: 12.5 }))).toBe('\u2212$12.50');
    expect(signedAmount('de', made({ amount: 1234.5, currency: 'EUR' }))).toBe('+1.234,50\u00a0€');
    // Arabic: the sign inside the amount's left-to-right isolate, so that it stays beside the number.
    expect(signedAmount('ar', made({ kind: 'withdrawal', amount: 5, currency: 'USD' }))).toMatch(/^\u2066\u2212[^\u2069]+\u2069$/);
  });

  it('names a purchase and a redemption as such', () => {
    expect(kindWordOf(made())).toBe('deposit');
    expect(kindWordOf(made({ boxId: 3 }))).toBe('purchase');
    expect(kindWordOf(made({ kind: 'withdrawal', currency: 'SC', payoutCurrency: 'BTC' }))).toBe('redemption');
    expect(kindWordOf(made({ kind: 'withdrawal' }))).toBe('withdrawal');
  });

  it('names the method in the player\'s language, else English, else by its code', () => {
    const text = { en: 'Card', de: 'Karte' };
    expect(methodNameOf(made({ paymentMethodText: text }), 'de')).toBe('Karte');
    expect(methodNameOf(made({ paymentMethodText: text }), 'fr')).toBe('Card');
    expect(methodNameOf(made(), 'fr')).toBe('visa');
  });
});

describe('the history by day', () => {
  it('groups by the day in the player\'s zone, not in UTC: late evening in New York is the next day in Tokyo', () => {
    const items = [made({ id: 'a', createdAt: '2026-12-05T02:00:00Z' }), made({ id: 'b', createdAt: '2026-12-04T23:30:00Z' }), made({ id: 'c', createdAt: '2026-12-04T10:00:00Z' })];
    expect(groupByDay(items, 'en', 'UTC').map((day) => [day.day, day.items.map((i) => i.id)])).toEqual([
      ['2026-12-05', ['a']],
      ['2026-12-04', ['b', 'c']],
    ]);
    expect(groupByDay(items, 'en', 'Asia/Tokyo').map((day) => [day.day, day.items.map((i) => i.id)])).toEqual([
      ['2026-12-05', ['a', 'b']],
      ['2026-12-04', ['c']],
    ]);
    expect(groupByDay(items, 'en', 'America/New_York').map((day) => day.day)).toEqual(['2026-12-04']);
    expect(dayOf('2026-12-31T23:59:59Z', 'Pacific/Kiritimati')).toBe('2027-01-01');
  });

  it('heads each day in the player\'s language', () => {
    const [day] = groupByDay([made({ createdAt: '2026-12-05T12:00:00Z' })], 'de', 'UTC');
    expect(day!.heading).toBe('Samstag, 5. Dezember 2026');
    expect(groupByDay([], 'en')).toEqual([]);
  });

  it('joins a later page without showing twice what both hold', () => {
    const first = [made({ id: 'a' }), made({ id: 'b' })];
    const next = [made({ id: 'b' }), made({ id: 'b', kind: 'withdrawal' }), made({ id: 'c' })];
    expect(joinPages(first, next).map((i) => `${i.kind}:${i.id}`)).toEqual(['deposit:a', 'deposit:b', 'withdrawal:b', 'deposit:c']);
  });
});

describe('a crypto transfer\'s explorer link', () => {
  it('is the network\'s explorer with the hash, and none without both or for an unknown network', () => {
    expect(explorerLinkOf({ network: 'TRC20', txHash: 'ab12' })).toBe('https://tronscan.org/#/transaction/ab12');
    expect(explorerLinkOf({ network: 'TRC20' })).toBeNull();
    expect(explorerLinkOf({ txHash: 'ab12' })).toBeNull();
    expect(explorerLinkOf({ network: 'NOPE', txHash: 'ab12' })).toBeNull();
    expect(explorerLinkOf({ network: 'TRC20', txHash: 'a/b?c' })).toBe('https://tronscan.org/#/transaction/a%2Fb%3Fc');
  });
});
