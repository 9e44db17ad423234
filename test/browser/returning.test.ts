import { playerOf } from '../../src/state/playerOf';
import type { PaymentMethod } from '../../src/contract/methods';
import type { PaymentCashierConstructor } from '../../types/payment-cashier';
import { browserSalt } from '../../src/state/keptNames';
import { keptListName, KEPT_LIST_TTL_MS, writeKeptList } from '../../src/state/keptListStorage';
import {
  $, $$, assert, assertEqual, axeViolations, cleanup, deposit, depositButton, field, flowSuite, holdFreshList, mountCashier, root, SANDBOX, text, type, waitFor, waitForList,
} from './helpers.ts';

// A returning player: the list of the last visit is drawn at once and replaced by the
// fresh one behind it; Deposit waits for the fresh limits.

const user = { paymentGeo: 'MX', currency: 'MXN' };
const names = (element: HTMLElement) => $$(element, '.entries .entry__name').map((name) => name.textContent);

/** A kept list of CoDi, with other limits than the sandbox's, and a method the sandbox does not have; kept `at` (now). */
function keepList(token: string, at = Date.now()) {
  const codi: PaymentMethod = { name: 'codi_mx', cardViewType: 0, position: 1, iconIds: ['codi'], text: { en: 'CoDi' }, amount_rules: { MXN: { min: 10, max: 99 } }, fields: [] };
  const gone: PaymentMethod = { ...codi, name: 'gone_pay', position: 2, text: { en: 'Gone Pay' } };
  const name = keptListName({ apiUrl: SANDBOX, player: playerOf({ token, userId: undefined })!, country: 'MX', currency: 'MXN', locale: 'en', abTestGroup: undefined }, browserSalt(localStorage));
  writeKeptList(localStorage, name, { list: { paymentGroups: [], paymentMethods: [codi, gone] }, geo: null }, at);
}

describe('a returning player', () => {
  flowSuite();
  let restore = () => {};
  afterEach(() => {
    restore();
    localStorage.clear();
  });

  /** A first visit's CoDi deposit of 150, made and waiting for its payment: what the next visit keeps. */
  async function depositWithCodi(element: HTMLElement) {
    await waitForList(element);
    $$(element, 'button.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
    type(await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field'), '150');
    type(field(element, 'Name on the account'), 'Ana Pérez');
    await deposit(element);
    await waitFor(() => text(element).includes('Waiting for your payment'), 'the deposit made');
  }

  /** A returning player's cashier (a list kept `at`), the fresh list held until the test lets it go. */
  function returningPlayer(prefix: string, at?: number) {
    const token = `${prefix}-${Math.random()}`;
    keepList(token, at);
    const fresh = holdFreshList();
    restore = fresh.restore;
    return { element: mountCashier({ attributes: { token, transport: 'http' }, user }), fresh };
  }

  it('sees the list of the last visit at once, then the fresh one; Deposit waits for the fresh limits', async () => {
    const { element, fresh } = returningPlayer('returning');
    await waitForList(element);
    assertEqual(names(element), ['CoDi', 'Gone Pay'], 'the kept list, before the fresh one came');
    $$(element, 'button.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
    const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'its amount page');
    type(amount, '150');
    const button = depositButton(element) ?? $$(element, 'button[type="submit"]')[0]!;
    assertEqual([button.textContent, button.getAttribute('aria-disabled'), button.getAttribute('aria-busy')], ['Loading', 'true', 'true'], 'Deposit waits for the fresh limits');

    await fresh.release();
    await waitFor(() => $$(element, 'button[type="submit"]')[0]?.getAttribute('aria-busy') === 'false', 'the fresh list', 5000);
    assert(root(element).textContent!.replace(/\u00a0/g, ' ').includes('Deposit MX$150'), 'the amount is payable with the fresh limits (the kept ones ended at 99)');
    (root(element).querySelector('.header__back') as HTMLElement).click();
    await waitForList(element);
    assert(!names(element).includes('Gone Pay'), 'a method that went away has left the list');
  });

  it("takes the player back to the list when the method they opened from the kept list is gone from the fresh one", async () => {
    const { element, fresh } = returningPlayer('gone');
    await waitForList(element);
    $$(element, 'button.entry').find((b) => b.textContent?.includes('Gone Pay'))!.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'its page, from the kept list');
    await fresh.release();
    await waitFor(() => !$(element, 'input[inputmode="decimal"]') && $(element, '.entries[data-ready="true"]'), 'back to the list once the fresh one came', 5000);
    await waitFor(() => root(element).textContent!.includes('This payment method is temporarily unavailable'), 'saying why');
    assert(!names(element).includes('Gone Pay'), 'and it is not in the list');
  });

  it('never shows a kept list past its day: the list waits for the fresh one, as on a first visit', async () => {
    const { element, fresh } = returningPlayer('expired', Date.now() - KEPT_LIST_TTL_MS - 1000);
    setTimeout(() => void fresh.release(), 300);
    const seen: (string | null)[][] = [];
    const observer = new MutationObserver(() => seen.push(names(element)));
    observer.observe(root(element), { subtree: true, childList: true });
    await waitForList(element);
    observer.disconnect();
    assert(!seen.flat().includes('Gone Pay'), 'the expired list was never drawn');
    assert(names(element).includes('CoDi'), 'the fresh list');
  });

  it('keeps the fresh list for the next visit, in this browser, under a name that says nothing of the player', async () => {
    const token = `kept-${Math.random()}`;
    localStorage.clear(); // what other test files' players kept
    await waitForList(mountCashier({ attributes: { token, transport: 'http' }, user }));
    const name = keptListName({ apiUrl: SANDBOX, player: playerOf({ token, userId: undefined })!, country: 'MX', currency: 'MXN', locale: 'en', abTestGroup: undefined }, browserSalt(localStorage));
    await waitFor(() => localStorage.getItem(name), 'the list kept once the page is idle');
    assertEqual(Object.keys(localStorage).filter((key) => key.startsWith('payment-cashier:list:')), [name], 'one list, named by a hash');
    assert(!name.includes(token) && !localStorage.getItem(name)!.includes(token), 'no token in the storage');
  });

  it('offers the method of the last deposit first, with Deposit again, which opens it with that amount and sends nothing', async () => {
    const token = `again-${Math.random()}`;
    const first = mountCashier({ attributes: { token, transport: 'http' }, user });
    await depositWithCodi(first);
    cleanup();

    const element = mountCashier({ attributes: { token, transport: 'http' }, user });
    await waitForList(element);
    const lastUsed = await waitFor(() => $(element, '.last-used'), 'the last used method above the list');
    assertEqual([lastUsed.querySelector('.entry__name')?.textContent, lastUsed.querySelector('.badge')?.textContent], ['CoDi', 'Last used'], 'marked as such');
    const again = [...lastUsed.querySelectorAll('button')].find((b) => b.textContent?.replace(/\u00a0/g, ' ') === 'Deposit MX$150 again')!;
    assert(again, 'Deposit again, at the last amount');
    assertEqual(await axeViolations(element), [], 'axe on the list with it');
    const madeBefore = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('deposit-create')).length;
    again.click();
    const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, "CoDi's amount page");
    assertEqual(amount.value, '150', 'the last amount typed in');
    assert(depositButton(element)?.textContent?.replace(/\u00a0/g, ' ') === 'Deposit MX$150', 'Deposit is the player\'s to press');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assertEqual(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('deposit-create')).length, madeBefore, 'nothing sent');
  });

  it("forgets the player at logout: the class's forgetPlayer with their id leaves no last deposit and no list of theirs", async () => {
    localStorage.clear(); // what other test files' players kept
    const userId = `logout-${Math.random()}`;
    const attributes = { token: `logout-${Math.random()}`, 'user-id': userId, transport: 'http' };
    const first = mountCashier({ attributes, user });
    await depositWithCodi(first);
    const keptOfPlayers = () => Object.keys(localStorage).filter((key) => /^payment-cashier:(list|last):/.test(key));
    await waitFor(() => keptOfPlayers().length === 2, 'their list and last deposit kept');
    cleanup();

    const PaymentCashier = customElements.get('payment-cashier') as unknown as PaymentCashierConstructor;
    PaymentCashier.forgetPlayer(userId);
    assertEqual(keptOfPlayers(), [], 'nothing of theirs is kept');
    const again = mountCashier({ attributes, user });
    await waitForList(again);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert(!$(again, '.last-used'), 'no Deposit again for them');
  });
});
