import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../src/contract';
import { BALANCE_MODES, balanceModeFor } from '../../../src/modes/crypto-balance/mode';
import { addressOf, type BalancePlace, currencyOfTab, placeOf } from '../../../src/modes/crypto-balance/places';
import { balanceRoute } from '../../../src/modes/crypto-balance/routes';
import { chooseCoin, moveToTab } from '../../../src/modes/crypto-balance/tabActions';
import { parseHandshake } from '../../../src/host/handshake';
import { resolveRoute } from '../../../src/routes/resolve';
import { ERROR_ROUTE } from '../../../src/screens/firstRoutes';
import { RouteMetaContext } from '../../../src/screens/Page';
import { type Rendered, renderWithCashier } from '../ui/renderWithCashier';
import { eagerScreen } from '../../../src/ui/screen';
import { BALANCE_SLICE } from '../../../src/modes/crypto-balance/balanceState';
import { readSlice } from '../../../src/state/ownSlice';
import { started } from '../state/startedCashier';

describe('where a path of the crypto-balance tree leads (spec §2)', () => {
  it.each<[string, BalancePlace]>([
    ['/cryptobalance', { transaction: 'deposit', tab: 'crypto', path: '/deposit' }],
    ['/cryptobalance/', { transaction: 'deposit', tab: 'crypto', path: '/deposit' }],
    ['/cryptobalance/deposit', { transaction: 'deposit', tab: 'crypto', path: '/deposit' }],
    ['/cryptobalance/deposit/fiat', { transaction: 'deposit', tab: 'fiat', path: '/deposit' }],
    ['/cryptobalance/deposit/fiat/region', { transaction: 'deposit', tab: 'fiat', path: '/deposit/region' }],
    ['/cryptobalance/deposit/fiat/group/redirect?x=1', { transaction: 'deposit', tab: 'fiat', path: '/deposit/group/redirect?x=1' }],
    ['/cryptobalance/deposit/crypto/crypto/address', { transaction: 'deposit', tab: 'crypto', path: '/deposit/crypto/address' }],
    ['/cryptobalance/video-instruction', { transaction: 'deposit', tab: 'crypto', path: '/deposit/video-instruction' }],
    ['/cryptobalance/withdrawal', { transaction: 'withdrawal', tab: 'crypto', path: '/withdrawal' }],
    ['/cryptobalance/withdrawal/fiat/confirm', { transaction: 'withdrawal', tab: 'fiat', path: '/withdrawal/confirm' }],
    ['/cryptobalance/deposit/euro/region', { transaction: 'deposit', tab: 'crypto', path: '/deposit' }],
    ['/cryptobalance/anything', { transaction: 'deposit', tab: 'crypto', path: '/deposit' }],
  ])('%s', (path, place) => {
    expect(placeOf(path)).toEqual(place);
  });

  it('reads back every place it writes', () => {
    for (const place of [
      { transaction: 'deposit', tab: 'fiat', path: '/deposit/region' },
      { transaction: 'deposit', tab: 'crypto', path: '/deposit/crypto/address' },
      { transaction: 'deposit', tab: 'crypto', path: '/deposit' },
      { transaction: 'withdrawal', tab: 'fiat', path: '/withdrawal/confirm?refetch=1' },
    ] satisfies BalancePlace[]) {
      expect(placeOf(addressOf(place))).toEqual(place);
    }
    expect(addressOf({ transaction: 'deposit', tab: 'fiat', path: '/deposit/region' })).toBe('/cryptobalance/deposit/fiat/region');
  });

  it("chooses each tab's currency: the balance's coin, else the player's; the player's money, unless a coin", () => {
    const usdt = { primary: { currency: 'usdt' } };
    expect(currencyOfTab('crypto', { currency: 'MXN', balanceData: usdt })).toBe('USDT');
    expect(currencyOfTab('crypto', { currency: 'BTC' })).toBe('BTC');
    expect(currencyOfTab('crypto', { currency: 'MXN', balanceData: { primary: { currency: 'MXN' } } })).toBe('USDT');
    expect(currencyOfTab('crypto', {})).toBe('USDT');
    expect(currencyOfTab('fiat', { currency: 'MXN', balanceData: usdt })).toBe('MXN');
    expect(currencyOfTab('fiat', { currency: 'USDT' })).toBe('USD');
  });
});

describe("the crypto-balance tree's routes", () => {
  let view: Rendered | null = null;
  afterEach(() => {
    view?.unmount();
    view = null;
  });
  const Tabs = ({ children }: { children: unknown }) => children as never;
  const route = { name: 'list', path: '/deposit', screen: eagerScreen(() => null), meta: { transaction: 'deposit', titleKey: 'x' } } as const;

  it('says which routes show the tabs: every page but the error page; one route each', () => {
    const shown = balanceRoute(route, Tabs);
    expect(shown.meta).toEqual({ transaction: 'deposit', titleKey: 'x', haveCryptoBalanceTabsShown: true });
    expect(balanceRoute(route, Tabs)).toBe(shown);
    expect(balanceRoute(ERROR_ROUTE, Tabs).meta.haveCryptoBalanceTabsShown).toBe(false);
  });

  it('draws a page under the tabs when its route says haveCryptoBalanceTabsShown, and alone when not', () => {
    const Framed = ({ children }: { children: ReactNode }) => <div className="tabs-frame">{children}</div>;
    const page = balanceRoute({ ...route, screen: eagerScreen(() => <p className="the-page">page</p>) }, Framed);
    for (const tabs of [true, false]) {
      view = renderWithCashier(
        <RouteMetaContext.Provider value={{ ...page.meta, haveCryptoBalanceTabsShown: tabs }}>
          <page.screen.Component />
        </RouteMetaContext.Provider>,
      );
      expect(view.container.querySelector('.the-page')).not.toBeNull();
      expect(view.container.querySelector('.tabs-frame .the-page') !== null).toBe(tabs);
      view.unmount();
      view = null;
    }
  });

  it('draws every page of the crypto tab, and sends a page with nothing chosen to its coins', async () => {
    const table = await BALANCE_MODES.deposit.crypto.loadTable();
    expect(table.routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/deposit', '/deposit/crypto', '/deposit/crypto/address', '/deposit/complete', '/deposit/redirect', '/error']),
    );
    for (const r of table.routes) expect(typeof (await r.screen.load()).default, r.name).toBe('function');
    expect(resolveRoute('/deposit/crypto/address', table.routes, { method: false, group: false })).toEqual({ kind: 'redirect', to: '/deposit', resetPayment: true });
    const coin = { name: 'usdt_trc20', category: 'crypto', currency: 'USDT', cardViewType: 0 } as unknown as PaymentMethod;
    expect(table.methodPath(coin, false)).toBe('/deposit/crypto/address');
    expect((await BALANCE_MODES.deposit.fiat.loadTable()).routes.every((r) => r.meta.haveCryptoBalanceTabsShown !== undefined)).toBe(true);
  });

  it('is the mode of its path: a transaction and a tab', () => {
    expect(balanceModeFor('/cryptobalance/deposit/fiat/region')).toBe(BALANCE_MODES.deposit.fiat);
    expect(balanceModeFor('/cryptobalance')).toBe(BALANCE_MODES.deposit.crypto);
    expect(balanceModeFor('/cryptobalance/withdrawal/fiat')).toBe(BALANCE_MODES.withdrawal.fiat);
  });
});

const COINS = [
  { name: 'usdt_trc20', category: 'crypto', currency: 'USDT', network: 'TRC20', cardViewType: 0, position: 1, text: { en: 'Tether' }, iconIds: [] },
  { name: 'btc', category: 'crypto', currency: 'BTC', network: 'BTC', cardViewType: 0, position: 2, text: { en: 'Bitcoin' }, iconIds: [] },
] as unknown as PaymentMethod[];

describe('a crypto-balance cashier', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') })))));
  afterEach(() => vi.unstubAllGlobals());
  const user = { paymentGeo: 'MX', currency: 'MXN', balanceData: { primary: { amount: 500, currency: 'USDT' } } };
  const open = (initialPath = '/cryptobalance') =>
    started(() => ({}), { user, initialPath, answers: { 'methods-payment-v5': (payload) => ({ paymentGroups: [], paymentMethods: (payload.currency as { type: string }).type === 'crypto' ? COINS : [] }) } });

  it('opens on the crypto tab in its coin, asks for the coins, and tells the host nothing of its start', async () => {
    const { cashier, requests, events } = await open();
    expect(cashier.mode()).toBe(BALANCE_MODES.deposit.crypto);
    expect(readSlice(cashier.store, BALANCE_SLICE)).toMatchObject({ tab: 'crypto', transacting: 'USDT' });
    expect(cashier.store.currency).toBe('USDT');
    expect(cashier.nav.current()).toBe('/deposit');
    await BALANCE_MODES.deposit.crypto.loadList(cashier);
    expect(requests.find((r) => r.name === 'methods-payment-v5')!.payload.currency).toEqual({ code: 'USDT', type: 'crypto' });
    expect(events.filter((e) => e.type === 'onCurrencyChange')).toEqual([]);
  });

  it('keeps each tab as it was left: its page, its list, its choice and its currency; the host hears each change once', async () => {
    const { cashier, events } = await open();
    await cashier.mode().loadList(cashier);
    chooseCoin(cashier, COINS[1]!, undefined);
    await vi.waitFor(() => expect(cashier.nav.current()).toBe('/deposit/crypto/address'));
    const coinsList = cashier.store.methods;

    moveToTab(cashier, 'fiat', BALANCE_MODES.deposit.fiat);
    expect(cashier.mode()).toBe(BALANCE_MODES.deposit.fiat);
    expect(cashier.store.currency).toBe('MXN');
    expect(cashier.nav.current()).toBe('/deposit');
    expect(cashier.nav.history).toEqual(['/deposit']);
    expect(cashier.store.payment.paymentMethod).toBeNull();
    expect(cashier.store.methods.status).toBe('idle');
    cashier.store.form.amount = '150';

    moveToTab(cashier, 'crypto', BALANCE_MODES.deposit.crypto);
    expect(cashier.nav.current()).toBe('/deposit/crypto/address');
    expect(cashier.store.payment.paymentMethod?.name).toBe('btc');
    expect(cashier.store.methods).toBe(coinsList);
    expect(cashier.store.currency).toBe('USDT');
    moveToTab(cashier, 'crypto', BALANCE_MODES.deposit.crypto);

    moveToTab(cashier, 'fiat', BALANCE_MODES.deposit.fiat);
    expect(cashier.store.form.amount).toBe('150');
    expect(events.filter((e) => e.type === 'onCurrencyChange').map((e) => e.payload)).toEqual([
      { currency: 'BTC' }, { currency: 'MXN' }, { currency: 'BTC' }, { currency: 'MXN' },
    ]);
  });

  it('opens again where it was when a new session starts (a new token): the same tab and transaction', async () => {
    const { cashier } = await open('/cryptobalance/deposit/fiat');
    expect(cashier.mode()).toBe(BALANCE_MODES.deposit.fiat);
    const parsed = parseHandshake({ token: 't2', user });
    if (!parsed.ok) throw new Error(parsed.message);
    await cashier.start(parsed.handshake);
    expect(cashier.mode()).toBe(BALANCE_MODES.deposit.fiat);
    expect(readSlice(cashier.store, BALANCE_SLICE)?.tab).toBe('fiat');
    expect(cashier.store.currency).toBe('MXN');
  });
});
