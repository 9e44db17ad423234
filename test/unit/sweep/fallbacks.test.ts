import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBoxes, sweepState } from '../../../src/modes/sweep/loadShop';
import { loadCoins } from '../../../src/modes/sweep/loadRedemption';
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

  it('counts a balance that cannot load as 0, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const noBalance = cashierAnswering({ 'sweepstake-recoup-sum': { data: { status: 'active', amount: 20 } } });
    await loadCoins(noBalance);
    expect(sweepState(noBalance).coins).toEqual({ status: 'loaded', sc: 0, playthrough: 20 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sweepstake balance could not be loaded'), expect.any(String));
  });

  it('has nothing still to play when the backend says none is active, whatever the amount', async () => {
    const cashier = cashierAnswering({
      'sweepstake-balance-get': { balances: [{ currency: 'SC', balance: 30 }] },
      'sweepstake-recoup-sum': { data: { status: 'none', amount: 12 } },
    });
    await loadCoins(cashier);
    expect(sweepState(cashier).coins).toEqual({ status: 'loaded', sc: 30, playthrough: 0 });
  });
});
