import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../src/contract/methods';
import { parseHandshake } from '../../../src/host/handshake';
import { loadDepositList } from '../../../src/state/actions/depositList';
import { readListOf } from '../../../src/state/keptList';
import { listIdentityOf } from '../../../src/state/listOwner';
import { cashierAnswering } from '../cashierAnswering';
import { started } from './startedCashier';

const selector = { isGeoSelectorEnabled: false, countries: [] };

describe('the deposit list (spec §2, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says 'Empty payment methods' in the console and opens the empty page for a region with none", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cashier = cashierAnswering({ 'methods-payment-v5': { paymentGroups: [], paymentMethods: [] }, 'methods-country-selector-v2': selector });
    cashier.store.country = 'AQ';
    await loadDepositList(cashier);
    expect(warn).toHaveBeenCalledWith('[payment-cashier] Empty payment methods');
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

describe("the fresh list kept for the next visit", () => {
  const method = (name: string): PaymentMethod => ({ name, cardViewType: 0, position: 1, iconIds: [], text: { en: name } });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("is kept under the player who asked for it: a token changed before the page is idle does not get the first player's list", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')));
    // A's list, then B's: the methods call answers each session its own.
    const lists = [[method('codi_of_a')], [method('spei_of_b')]];
    const user = { paymentGeo: 'MX', currency: 'MXN' };
    const { cashier } = await started(() => ({}), { user, answers: { 'methods-payment-v5': () => ({ paymentGroups: [], paymentMethods: lists.shift() ?? [] }) } });
    await vi.waitFor(() => expect(idle).toHaveLength(1)); // A's list came: its keeping waits for an idle page
    const parsed = parseHandshake({ token: 'player-b', user });
    if (!parsed.ok) throw new Error(parsed.message);
    await cashier.start(parsed.handshake);
    await vi.waitFor(() => expect(idle).toHaveLength(2)); // B's list came too

    const identityOfB = listIdentityOf(cashier, undefined);
    idle.shift()!(); // A's turn, now that B is the player
    await import('../../../src/state/keptList');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readListOf(identityOfB)).toBeNull();
    idle.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readListOf(identityOfB)?.list.paymentMethods.map((m) => m.name)).toEqual(['spei_of_b']);
  });
});
