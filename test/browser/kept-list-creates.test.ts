import { browserSalt } from '../../src/state/keptNames';
import { playerOf } from '../../src/state/playerOf';
import type { PaymentGroup, PaymentMethod } from '../../src/contract/methods';
import { keptListName, writeKeptList } from '../../src/state/keptListStorage';
import { $, $$, assert, assertEqual, flowSuite, holdFreshList, mountCashier, recordCalls, SANDBOX, type, waitFor } from './helpers.ts';

// Pages that make their deposit on entry (a coin's address, /form's method) never do so from the
// last visit's copy of the list: the fresh one may no longer offer the method, or offer one the copy lacks.

const user = { paymentGeo: 'MX', currency: 'MXN' };
const codi: PaymentMethod = { name: 'codi_mx', cardViewType: 0, position: 1, iconIds: ['codi'], text: { en: 'CoDi' }, amount_rules: { MXN: { min: 10, max: 20000 } }, fields: [] };
const tether: PaymentMethod = { name: 'usdt_trc20', cardViewType: 0, position: 2, iconIds: ['usdt'], text: { en: 'Tether' }, category: 'crypto', currency: 'USDT', network: 'TRC20' };
const crypto: PaymentGroup = { name: 'crypto', label: { en: 'Cryptocurrency' }, position: 3, paymentMethods: [tether] };

function keepList(token: string, list: { paymentGroups: PaymentGroup[]; paymentMethods: PaymentMethod[] }) {
  const name = keptListName({ apiUrl: SANDBOX, player: playerOf({ token, userId: undefined })!, country: 'MX', currency: 'MXN', locale: 'en', abTestGroup: undefined }, browserSalt(localStorage));
  writeKeptList(localStorage, name, { list, geo: null }, Date.now());
}

describe('a page that makes its deposit on entry, with a kept list', () => {
  flowSuite();
  let restore = () => {};
  afterEach(() => {
    restore();
    localStorage.clear();
  });

  it("asks for no coin address before the fresh list says the coin is still offered", async () => {
    const token = `kept-coin-${Math.random()}`;
    keepList(token, { paymentGroups: [crypto], paymentMethods: [codi] });
    const fresh = holdFreshList();
    const calls = recordCalls();
    restore = () => (calls.restore(), fresh.restore());
    const element = mountCashier({ attributes: { token, transport: 'http' }, user });
    const entry = await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes('Cryptocurrency')), 'the kept list');
    entry.click();
    const tile = await waitFor(() => $$(element, '.coin').find((b) => b.querySelector('.coin__code')?.textContent === 'USDT'), 'the USDT tile');
    tile.click();
    await waitFor(() => $(element, '.crypto-loading'), 'the address page, waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assertEqual(calls.bodies['deposit-create'] ?? [], [], 'no address made from the kept list');
    await fresh.release();
    const address = await waitFor(() => $(element, '.crypto-address')?.textContent, 'the address, once the fresh list came', 5000);
    assert(address.length > 10, `an address: ${address}`);
    assertEqual((calls.bodies['deposit-create'] ?? []).length, 1, 'one address made, after the fresh list');
  });

  it('opens /form on a method that only the fresh list has, instead of giving up on it', async () => {
    const token = `kept-form-${Math.random()}`;
    keepList(token, { paymentGroups: [], paymentMethods: [{ ...codi, name: 'gone_pay', text: { en: 'Gone Pay' } }] });
    const fresh = holdFreshList();
    restore = fresh.restore;
    const element = mountCashier({ attributes: { token, transport: 'http', 'initial-path': '/form?method=codi_mx' }, user });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await fresh.release();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), "CoDi's form, from the fresh list", 5000);
    assert(!$(element, '.entries'), 'not the list');
  });

  it('makes no on-ramp deposit before the fresh list: Continue says it is loading', async () => {
    const token = `kept-onramp-${Math.random()}`;
    const onramp: PaymentMethod = { name: 'onramp_buy', cardViewType: 13, position: 4, iconIds: ['onramp'], text: { en: 'Buy crypto with a card' } };
    keepList(token, { paymentGroups: [], paymentMethods: [onramp] });
    const fresh = holdFreshList();
    const calls = recordCalls();
    restore = () => (calls.restore(), fresh.restore());
    const element = mountCashier({ attributes: { token, transport: 'http' }, user });
    const entry = await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes('Buy crypto with a card')), 'the kept list');
    entry.click();
    const amount = await waitFor(() => {
      const input = $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null;
      return input && !input.disabled ? input : null;
    }, 'the amount, once the limits are known');
    type(amount, '2000');
    const submit = $$(element, 'button[type="submit"]')[0]!;
    assertEqual([submit.textContent, submit.getAttribute('aria-busy')], ['Loading', 'true'], 'Continue waits for the fresh list');
    submit.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    assertEqual(calls.bodies['deposit-create'] ?? [], [], 'no deposit from the kept list');
    await fresh.release();
    await waitFor(() => $$(element, 'button[type="submit"]')[0]?.textContent === 'Continue', 'Continue, once the fresh list came', 5000);
  });
});
