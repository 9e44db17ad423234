import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHandshake } from '../../../src/host/handshake';
import { goBack } from '../../../src/state/actions/goBack';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import { MAIN_MODES } from '../../../src/modes/index';
import { isForceLogging, parseStoredTransport, parseStoredUser, remembered, rememberSession } from '../../../src/state/sessionStorage';

const deployment: Deployment = { apiUrl: '', socketUrl: '', staticBase: '/s/', product: 'cashier', metricsUrl: '', initialPath: '/deposit' };

describe('session storage (spec §3, §5)', () => {
  afterEach(() => sessionStorage.clear());

  it('accepts a stored transport only when it is socket or http', () => {
    expect(parseStoredTransport('socket')).toBe('socket');
    expect(parseStoredTransport('http')).toBe('http');
    for (const bad of ['SOCKET', 'ws', '', null]) expect(parseStoredTransport(bad)).toBeUndefined();
  });

  it('accepts a stored player only when it is valid JSON of the right shape', () => {
    expect(parseStoredUser('{"paymentGeo":"BR","currency":"BRL"}')).toMatchObject({ paymentGeo: 'BR' });
    expect(parseStoredUser('{"paymentGeo":"Brazil"}')).toBeUndefined();
    expect(parseStoredUser('{oops')).toBeUndefined();
    expect(parseStoredUser(null)).toBeUndefined();
  });

  const fullPlayer = {
    id: 42,
    paymentGeo: 'IN',
    currency: 'INR',
    lang: 'hi',
    platform: 'android' as const,
    email: 'player@example.com',
    phone: '+911234567890',
    passport: 'P1234567',
    token: 'secret-token',
    name: 'Ravi',
    address: '1 Main St',
    balanceData: { primary: { amount: 10, currency: 'INR' } },
  };
  const everythingStored = () =>
    Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.getItem(sessionStorage.key(i)!)).join('\n');

  it('stores only what a reload needs, never the player\'s personal data or token', () => {
    rememberSession('http', fullPlayer);
    const stored = everythingStored();
    for (const secret of ['42', 'player@example.com', '+911234567890', 'P1234567', 'secret-token', 'Ravi', '1 Main St', 'balanceData']) {
      expect(stored).not.toContain(secret);
    }
    expect(remembered().user).toEqual({ paymentGeo: 'IN', currency: 'INR', lang: 'hi', platform: 'android' });
  });

  it('leaves the operator\'s own user and transport keys alone, and does not read them as ours', () => {
    sessionStorage.setItem('user', '{"paymentGeo":"BR","currency":"BRL"}');
    sessionStorage.setItem('transport', 'http');
    rememberSession('socket', fullPlayer);
    expect(sessionStorage.getItem('user')).toBe('{"paymentGeo":"BR","currency":"BRL"}');
    expect(sessionStorage.getItem('transport')).toBe('http');
    expect(remembered()).toEqual({ transport: 'socket', user: { paymentGeo: 'IN', currency: 'INR', lang: 'hi', platform: 'android' } });
    sessionStorage.clear();
    sessionStorage.setItem('user', '{"paymentGeo":"BR","currency":"BRL"}');
    sessionStorage.setItem('transport', 'http');
    expect(remembered()).toEqual({ transport: undefined, user: undefined });
  });

  it('turns on console logging from its own key or from the bare force_logging support engineers type', () => {
    expect(isForceLogging()).toBe(false);
    sessionStorage.setItem('payment-cashier:force_logging', 'true');
    expect(isForceLogging()).toBe(true);
    sessionStorage.clear();
    sessionStorage.setItem('force_logging', 'true');
    expect(isForceLogging()).toBe(true);
  });

  it('remembers the transport and player for a web view that injects less on reload', () => {
    rememberSession('http', { paymentGeo: 'IN', currency: 'INR' });
    const result = parseHandshake({ token: 't' }, remembered());
    expect(result.ok && [result.handshake.transport, result.handshake.user.paymentGeo]).toEqual(['http', 'IN']);
    const explicit = parseHandshake({ token: 't', transport: 'socket', user: { paymentGeo: 'MX' } }, remembered());
    expect(explicit.ok && [explicit.handshake.transport, explicit.handshake.user.paymentGeo]).toEqual(['socket', 'MX']);
  });
});

describe('back and swipe-back', () => {
  const setup = (closingButton = true) => {
    const channel = vi.fn();
    const cashier = createCashier({ readDeployment: () => deployment, channels: () => [channel], modes: MAIN_MODES });
    const parsed = parseHandshake({ token: 't', closingButton });
    if (parsed.ok) cashier.store.handshake = parsed.handshake;
    const events = () => channel.mock.calls.map(([m]) => m.type);
    return { cashier, events };
  };

  it('goes to the page\'s back route', async () => {
    const { cashier, events } = setup();
    await cashier.loadFlows(); // as on every page past the list
    cashier.nav.navigate('/deposit/region');
    goBack(cashier, 'back');
    expect(cashier.nav.current()).toBe('/deposit');
    expect(events()).toEqual([]);
  });

  it('closes the widget on the deposit list, telling the host which gesture', () => {
    const { cashier, events } = setup();
    goBack(cashier, 'back');
    expect(events()).toEqual(['onGoBack', 'onClose']);
    goBack(cashier, 'swipe');
    expect(events()).toEqual(['onGoBack', 'onClose', 'onSwipeBack', 'onClose']);
  });

  it('does not close when the host does not allow closing', () => {
    const { cashier, events } = setup(false);
    goBack(cashier, 'swipe');
    expect(events()).toEqual(['onSwipeBack']);
  });
});
