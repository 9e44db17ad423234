import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHandshake } from '../../../src/host/handshake';
import { goBack } from '../../../src/state/actions/navigation';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import { parseStoredTransport, parseStoredUser, remembered, rememberSession } from '../../../src/state/sessionStorage';

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
    const cashier = createCashier(deployment, () => [channel]);
    const parsed = parseHandshake({ token: 't', closingButton });
    if (parsed.ok) cashier.store.handshake = parsed.handshake;
    const events = () => channel.mock.calls.map(([m]) => m.type);
    return { cashier, events };
  };

  it('goes to the page\'s back route', () => {
    const { cashier, events } = setup();
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
