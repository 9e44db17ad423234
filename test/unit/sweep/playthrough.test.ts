import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCoins } from '../../../src/modes/sweep/loadRedemption';
import { sweepState } from '../../../src/modes/sweep/loadShop';
import { playthroughOf, redeemable, redeemableNow, scWithdrawable } from '../../../src/modes/sweep/playthrough';
import { cashierAnswering } from '../cashierAnswering';

// The playthrough (the sweep coins still to be played before they can be redeemed) fails closed:
// not known, nothing is redeemable, and Redeem is unavailable until it is.

afterEach(() => vi.restoreAllMocks());

const main = (withdrawable: number, currency = 'SC') => ({ type: 'main' as const, balance: 120.5, withdrawable, currency });

describe("the playthrough, as sweepstake-recoup-sum answers it", () => {
  it('is the amount while active, in any case', () => {
    expect(playthroughOf({ status: 'active', amount: 20 })).toBe(20);
    expect(playthroughOf({ status: 'ACTIVE', amount: 20 })).toBe(20);
    expect(playthroughOf({ status: 'Active', amount: 0 })).toBe(0);
  });

  it('is nothing when none is left, in any case, whatever the amount', () => {
    expect(playthroughOf({ status: 'none', amount: 12 })).toBe(0);
    expect(playthroughOf({ status: 'NONE', amount: 0 })).toBe(0);
  });

  it('is unknown for any other status, never nothing', () => {
    for (const status of ['', 'inactive', 'completed', 'pending', ' active', 'active ', 'nonE?', 'null']) expect(playthroughOf({ status, amount: 0 })).toBeNull();
  });
});

describe('what may be redeemed now', () => {
  it('is the sweep coins less the playthrough, never less than nothing, in cents', () => {
    expect(redeemable({ sc: 120.5, playthrough: 20 })).toBe(100.5);
    expect(redeemable({ sc: 10, playthrough: 25 })).toBe(0);
    expect(redeemable({ sc: 0.3, playthrough: 0.1 })).toBe(0.2);
    expect(redeemable({ sc: 30, playthrough: 0 })).toBe(30);
  });

  it('is nothing while the playthrough is unknown, whatever the balance and the account say', () => {
    expect(redeemable({ sc: 120.5, playthrough: null })).toBeNull();
    expect(redeemable({ sc: 120.5, playthrough: null, withdrawable: 120.5 })).toBeNull();
  });

  it("is no more than the backend's withdrawable for the SC account, when given", () => {
    expect(redeemable({ sc: 120.5, playthrough: 0, withdrawable: 100.5 })).toBe(100.5);
    expect(redeemable({ sc: 120.5, playthrough: 20, withdrawable: 60 })).toBe(60);
    expect(redeemable({ sc: 120.5, playthrough: 20, withdrawable: 150 })).toBe(100.5);
    expect(redeemable({ sc: 120.5, playthrough: 0, withdrawable: 0 })).toBe(0);
    expect(redeemable({ sc: 120.5, playthrough: 0, withdrawable: -5 })).toBe(0);
  });

  it("reads the withdrawable of the main SC account only", () => {
    expect(scWithdrawable([main(100.5)])).toBe(100.5);
    expect(scWithdrawable([main(100.5, 'sc')])).toBe(100.5);
    expect(scWithdrawable([{ ...main(5), type: 'additional' }, main(7)])).toBe(7);
    expect(scWithdrawable([main(100.5, 'USD')])).toBeUndefined();
    expect(scWithdrawable([])).toBeUndefined();
  });

  it("is nothing for a session whose coins are not loaded, and the coins' and the list's otherwise", () => {
    expect(redeemableNow(null, [])).toBeNull();
    expect(redeemableNow({ coins: { status: 'loading', sc: 120.5, playthrough: 0 } }, [])).toBeNull();
    expect(redeemableNow({ coins: { status: 'loaded', sc: 120.5, playthrough: 0 } }, [main(100.5)])).toBe(100.5);
    expect(redeemableNow({ coins: { status: 'loaded', sc: 120.5, playthrough: null } }, [main(100.5)])).toBeNull();
  });
});

describe("the coins Redemption loads", () => {
  const balance = { 'sweepstake-balance-get': { balances: [{ currency: 'GC', balance: 5 }, { currency: 'SC', balance: 120.5 }] } };

  it('have an unknown playthrough when its call fails, said in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cashier = cashierAnswering(balance);
    await loadCoins(cashier);
    expect(sweepState(cashier).coins).toEqual({ status: 'loaded', sc: 120.5, playthrough: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('playthrough could not be loaded; redeeming is unavailable'), expect.any(String));
  });

  it('have an unknown playthrough when its answer is malformed or its status unknown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const data of [{ status: 'active' }, { status: 'active', amount: -1 }, { amount: 20 }, { status: 7, amount: 20 }, { status: 'paused', amount: 20 }]) {
      const cashier = cashierAnswering({ ...balance, 'sweepstake-recoup-sum': { data } });
      await loadCoins(cashier);
      expect(sweepState(cashier).coins.playthrough, JSON.stringify(data)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('have the playthrough the backend gives, ACTIVE read as active', async () => {
    const cashier = cashierAnswering({ ...balance, 'sweepstake-recoup-sum': { data: { status: 'ACTIVE', amount: 20 } } });
    await loadCoins(cashier);
    expect(sweepState(cashier).coins).toEqual({ status: 'loaded', sc: 120.5, playthrough: 20 });
  });
});
