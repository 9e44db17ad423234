import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBoxes, sweepState } from '../../../src/flows/sweep/loadShop';
import { loadCoins, redeemable } from '../../../src/flows/sweep/loadRedemption';
import { cashierAnswering } from '../cashierAnswering';

afterEach(() => vi.restoreAllMocks());

describe("the sweepstakes mode's fallbacks (spec §8: empty, 0 or nothing, with a console message)", () => {
  it('shows the shop empty when its boxes cannot load, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cashier = cashierAnswering({});
    await loadBoxes(cashier);
    expect(sweepState(cashier).boxes).toMatchObject({ status: 'loaded', groups: [] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sweepstake boxes could not be loaded'), expect.any(String));
  });

  it('counts a balance or an unplayed balance that cannot load as 0', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const noRecoup = cashierAnswering({ 'sweepstake-balance-get': { balances: [{ currency: 'GC', balance: 5 }, { currency: 'SC', balance: 42.5 }] } });
    await loadCoins(noRecoup);
    expect(sweepState(noRecoup).coins).toEqual({ status: 'loaded', sc: 42.5, unplayed: 0 });
    const nothing = cashierAnswering({});
    await loadCoins(nothing);
    expect(sweepState(nothing).coins).toEqual({ status: 'loaded', sc: 0, unplayed: 0 });
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('redeems what is played through, never less than nothing', () => {
    expect(redeemable({ sc: 120.5, unplayed: 20 })).toBe(100.5);
    expect(redeemable({ sc: 10, unplayed: 25 })).toBe(0);
    expect(redeemable({ sc: 0.3, unplayed: 0.1 })).toBe(0.2);
  });

  it('has nothing still to play when the backend says none is active, whatever the amount', async () => {
    const cashier = cashierAnswering({
      'sweepstake-balance-get': { balances: [{ currency: 'SC', balance: 30 }] },
      'sweepstake-recoup-sum': { data: { status: 'none', amount: 12 } },
    });
    await loadCoins(cashier);
    expect(sweepState(cashier).coins).toEqual({ status: 'loaded', sc: 30, unplayed: 0 });
  });
});
