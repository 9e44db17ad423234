import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithdrawalList } from '../../../src/flows/withdrawal/loadWithdrawalList';
import { loadRedemption } from '../../../src/modes/sweep/loadRedemption';
import { loadShop } from '../../../src/modes/sweep/loadShop';
import { cashierAnswering } from '../cashierAnswering';

// Spec §8's thrown messages for a list with nothing in it, said in the console in these words, and
// the empty page of the right transaction opened.

afterEach(() => vi.restoreAllMocks());

const selector = { isGeoSelectorEnabled: false, countries: [] };
const noMethods = { paymentGroups: [], paymentMethods: [] };
const spei = { name: 'spei', cardViewType: 0, position: 1, iconIds: [], text: { en: 'SPEI' } };
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('an empty list', () => {
  it("of withdrawal methods says 'Empty withdrawal methods' and opens the withdrawal's empty page", async () => {
    const warn = quiet();
    const cashier = cashierAnswering({ 'methods-withdrawal': { ...noMethods, accounts: [] }, 'methods-country-selector-v2': selector });
    cashier.store.country = 'MX';
    cashier.nav.navigate('/withdrawal');
    await loadWithdrawalList(cashier);
    expect(warn).toHaveBeenCalledWith('[payment-cashier] Empty withdrawal methods');
    expect(cashier.nav.current()).toBe('/empty?transaction=withdrawal');
  });

  it("of the Coin Shop's boxes says 'Empty sweepstakes' and opens the deposit's empty page", async () => {
    const warn = quiet();
    // Methods that could pay, and no box to buy.
    const cashier = cashierAnswering({ 'methods-payment-v5': { paymentGroups: [], paymentMethods: [spei] }, 'methods-country-selector-v2': selector, 'sweepstake-boxes': { boxes: [] } });
    cashier.store.country = 'US';
    cashier.nav.navigate('/deposit');
    await loadShop(cashier);
    expect(warn).toHaveBeenCalledWith('[payment-cashier] Empty sweepstakes');
    expect(cashier.nav.current()).toBe('/empty?transaction=deposit');
  });

  it("of Redemption's methods says 'Empty sweepstakes' and opens the withdrawal's empty page", async () => {
    const warn = quiet();
    const cashier = cashierAnswering({ 'methods-withdrawal': { ...noMethods, accounts: [] }, 'methods-country-selector-v2': selector });
    cashier.store.country = 'US';
    cashier.nav.navigate('/withdrawal');
    await loadRedemption(cashier);
    expect(warn).toHaveBeenCalledWith('[payment-cashier] Empty sweepstakes');
    expect(cashier.nav.current()).toBe('/empty?transaction=withdrawal');
  });

  it('says nothing when the list has a method', async () => {
    const warn = quiet();
    const cashier = cashierAnswering({ 'methods-withdrawal': { paymentGroups: [], paymentMethods: [spei], accounts: [] }, 'methods-country-selector-v2': selector });
    cashier.store.country = 'MX';
    cashier.nav.navigate('/withdrawal');
    await loadWithdrawalList(cashier);
    expect(warn).not.toHaveBeenCalledWith('[payment-cashier] Empty withdrawal methods');
    expect(cashier.nav.current()).toBe('/withdrawal');
  });
});
