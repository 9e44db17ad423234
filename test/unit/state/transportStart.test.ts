import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHandshake } from '../../../src/host/handshake';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import { MAIN_MODES } from '../../../src/modes/index';
import type { Transport } from '../../../src/transport/types';

// The socket transport is a chunk of its own: the cashier starts once it is in, loads
// its language meanwhile, and says so when it cannot have one.

const deployment: Deployment = { apiUrl: '', socketUrl: '', staticBase: '/s/', product: 'cashier', metricsUrl: '', initialPath: '/empty' };
const transport: Transport = { mode: 'socket', request: async () => ({}), subscribe: () => () => {}, close: vi.fn() };
const handshake = () => {
  const parsed = parseHandshake({ token: 't', user: { paymentGeo: 'MX', currency: 'MXN' } });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.handshake;
};

beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') })))));
afterEach(() => vi.unstubAllGlobals());

describe('starting on a transport whose code loads first', () => {
  it('asks for the language before the transport is in, and is ready once both are', async () => {
    let arrive!: (made: Transport) => void;
    const cashier = createCashier({ readDeployment: () => deployment, channels: () => [], modes: MAIN_MODES, transportFactory: () => new Promise<Transport>((resolve) => (arrive = resolve)) });
    const started = cashier.start(handshake());
    await Promise.resolve();
    expect(vi.mocked(fetch)).toHaveBeenCalled();
    expect(() => cashier.api()).toThrow('The cashier has not started');
    arrive(transport);
    await started;
    expect(cashier.store.phase).toBe('ready');
    expect(cashier.api().transport).toBe(transport);
  });

  it('cannot start without it, and tells the host why', async () => {
    const events: { type: string; payload: unknown }[] = [];
    const cashier = createCashier({ readDeployment: () => deployment, channels: () => [(m) => events.push(m)], modes: MAIN_MODES, transportFactory: () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await cashier.start(handshake());
    expect(cashier.store.phase).toBe('failed');
    expect(events).toContainEqual({ type: 'onInitError', payload: { message: 'Failed to fetch dynamically imported module' } });
  });

  it('closes a transport that arrives after the element was removed', async () => {
    let arrive!: (made: Transport) => void;
    const late: Transport = { ...transport, close: vi.fn() };
    const cashier = createCashier({ readDeployment: () => deployment, channels: () => [], modes: MAIN_MODES, transportFactory: () => new Promise<Transport>((resolve) => (arrive = resolve)) });
    const started = cashier.start(handshake());
    cashier.destroy();
    arrive(late);
    await started;
    expect(late.close).toHaveBeenCalled();
    expect(cashier.store.phase).toBe('starting');
  });
});

describe('a token the backend renewed (spec §4 login.token)', () => {
  const as = (token: string) => {
    const parsed = parseHandshake({ token, user: { paymentGeo: 'MX', currency: 'MXN' } });
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.handshake;
  };

  it('is the token of every later session until the host gives another, and the host hears of it', async () => {
    const events: { type: string; payload: unknown }[] = [];
    const tokens: string[] = [];
    let renew = (_token: string) => {};
    const cashier = createCashier({
      readDeployment: () => deployment,
      channels: () => [(m) => events.push(m)],
      modes: MAIN_MODES,
      transportFactory: (config, hooks) => {
        tokens.push(config.token);
        renew = hooks.onTokenRenewed;
        return transport;
      },
    });
    await cashier.start(as('given'));
    renew('renewed-1');
    expect(events).toContainEqual({ type: 'onTokenRenewed', payload: { token: 'renewed-1' } });
    // A restart with the same handshake (a user update, a language switch) goes on as the renewed token.
    await cashier.start(as('given'));
    // The host passed the renewed token back: the same player, the same token.
    await cashier.start(as('renewed-1'));
    renew('renewed-2');
    await cashier.start(as('renewed-1'));
    // Another token from the host is another session: the renewal is over.
    await cashier.start(as('other'));
    await cashier.start(as('given'));
    expect(tokens).toEqual(['given', 'renewed-1', 'renewed-1', 'renewed-2', 'other', 'given']);
  });
});
