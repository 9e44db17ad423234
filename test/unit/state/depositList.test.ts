import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PAYMENT_METHODS, loadDepositList } from '../../../src/state/actions/depositList';
import { cashierAnswering } from '../cashierAnswering';

const selector = { isGeoSelectorEnabled: false, countries: [] };

describe('the deposit list (spec §2, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says 'Empty payment methods' in the console and opens the empty page for a region with none (issue 31)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cashier = cashierAnswering({ 'methods-payment-v5': { paymentGroups: [], paymentMethods: [] }, 'methods-country-selector-v2': selector });
    cashier.store.country = 'AQ';
    await loadDepositList(cashier);
    expect(warn).toHaveBeenCalledWith(`[payment-cashier] ${EMPTY_PAYMENT_METHODS}`);
    expect(EMPTY_PAYMENT_METHODS).toBe('Empty payment methods');
    expect(cashier.nav.current()).toBe('/empty?transaction=deposit');
  });

  it('asks with methods-payment-v5 before any handshake says another platform version', async () => {
    const cashier = cashierAnswering({ 'methods-payment-v5': { paymentGroups: [], paymentMethods: [] }, 'methods-country-selector-v2': selector });
    cashier.store.country = 'MX';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadDepositList(cashier);
    expect(cashier.calls.map((c) => c.name)).toContain('methods-payment-v5');
  });
});
