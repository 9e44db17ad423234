import { playerOf } from '../../../src/state/playerOf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentGroup, PaymentMethod } from '../../../src/contract/methods';
import { DepositAgain, lastUsedIn } from '../../../src/flows/returning/DepositAgain';
import { openAgain } from '../../../src/flows/returning/openAgain';
import { browserSalt } from '../../../src/state/keptNames';
import { lastDepositName, writeLastDeposit } from '../../../src/state/lastDeposit';
import { type Rendered, renderWithCashier, testCashier } from '../ui/renderWithCashier';

const method = (name: string, text = name): PaymentMethod => ({ name, cardViewType: 0, position: 1, iconIds: ['bank'], text: { en: text }, amount_rules: { MXN: { min: 10, max: 10_000 } } });
const group = (name: string, ...methods: PaymentMethod[]): PaymentGroup => ({ name, position: 1, label: { en: name }, paymentMethods: methods }) as PaymentGroup;

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  localStorage.clear();
});

describe('the method of the last deposit in the list', () => {
  it('is found as an entry of its own or inside a group, and not when the list no longer has it', () => {
    const codi = method('codi_mx');
    const visa = method('visa');
    const cards = group('cards', visa);
    const entries = [{ kind: 'method', method: codi } as const, { kind: 'group', group: cards } as const];
    expect(lastUsedIn(entries, { method: 'codi_mx' })).toEqual({ method: codi });
    expect(lastUsedIn(entries, { method: 'visa' })).toEqual({ method: visa, group: cards });
    expect(lastUsedIn(entries, { method: 'gone' })).toBeNull();
  });
});

describe('Deposit again', () => {
  it('opens the method with the last amount typed in the language\'s way, and sends nothing', async () => {
    const cashier = testCashier('de');
    cashier.store.locale = 'de';
    const navigated: string[] = [];
    const withFlows = (go: (table: { methodPath(): string; routes: [] }) => void) => go({ methodPath: () => '/deposit/redirect', routes: [] });
    openAgain({ ...cashier, withFlows, nav: { ...cashier.nav, navigate: (path: string) => navigated.push(path) } } as never, method('codi_mx'), undefined, 150.5);
    expect(cashier.store.form.amount).toBe('150,5');
    expect(cashier.store.payment.paymentMethod?.name).toBe('codi_mx');
    await vi.waitFor(() => expect(navigated).toEqual(['/deposit/redirect']));
    expect(cashier.store.creating.methods).toEqual([]);
  });

  /** The list extra drawn for a player whose last deposit is `last`, over a list of `methods`. */
  function drawn(last: { method: string; amount: number; currency: string } | null, methods: PaymentMethod[], currency = 'MXN') {
    if (last) writeLastDeposit(localStorage, lastDepositName('', playerOf({ token: 'player-token', userId: undefined })!, browserSalt(localStorage)), last, Date.now());
    view = renderWithCashier(<p>list</p>);
    const { store } = view.cashier;
    store.handshake = { token: 'player-token', userId: undefined } as never;
    store.currency = currency;
    store.methods = { status: 'loaded', key: 'MX:MXN', groups: [], methods, direct: false };
    view.rerender(<DepositAgain />);
    return view.container;
  }

  it('shows the method marked as last used, with the amount to deposit again', () => {
    const container = drawn({ method: 'codi_mx', amount: 150, currency: 'MXN' }, [method('spei'), method('codi_mx', 'CoDi')]);
    expect(container.querySelector('.entry .entry__name')?.textContent).toBe('CoDi');
    expect(container.querySelector('.badge--mark')?.textContent).toBe('Last used');
    expect(container.querySelector('button.button--secondary')?.textContent?.replace(/\u00a0/g, ' ')).toBe('Deposit MX$150 again');
  });

  it('shows nothing with no last deposit, one in another currency, or one whose method has left the list', () => {
    expect(drawn(null, [method('codi_mx')]).textContent).toBe('');
    view!.unmount();
    expect(drawn({ method: 'codi_mx', amount: 150, currency: 'USD' }, [method('codi_mx')]).textContent).toBe('');
    view!.unmount();
    expect(drawn({ method: 'gone', amount: 150, currency: 'MXN' }, [method('codi_mx')]).textContent).toBe('');
  });
});
