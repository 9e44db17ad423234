import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyProps } from '../../../src/element/applyProps';
import type { ElementProps } from '../../../src/element/props';
import { connectHost, handshakeSourceFor } from '../../../src/element/connectHost';
import { WEB_VIEW_HANDSHAKE_GLOBAL } from '../../../src/host/webViewHandshake';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import { MAIN_MODES } from '../../../src/modes/index';
import { quietTransport } from '../state/quietTransport';

const deployment: Deployment = { apiUrl: '', socketUrl: '', staticBase: '/s/', product: 'cashier', metricsUrl: '', initialPath: '/deposit' };
const GIVE_UP = `Cannot find property ${WEB_VIEW_HANDSHAKE_GLOBAL} on window`;

/**
 * A top-level page holding the element without a token, as a package app or a web view does.
 * `setToken` plays the page setting the property, which the element applies on its next render.
 */
function pageWithoutToken({ bridge = false } = {}) {
  let injected: unknown;
  let handshakeReads = 0;
  const win = Object.assign(new EventTarget(), {
    location: { href: 'https://pay.example/cashier', origin: 'https://pay.example' },
    history: { state: null, replaceState: vi.fn() },
  }) as unknown as Window;
  Object.defineProperties(win, {
    parent: { value: win },
    // A native app's web view registers a bridge (here React Native's); a plain page has none.
    ...(bridge ? { ReactNativeWebView: { value: { postMessage: vi.fn() } } } : {}),
    [WEB_VIEW_HANDSHAKE_GLOBAL]: {
      get: () => {
        handshakeReads++;
        return injected;
      },
    },
  });
  const events: { type: string; payload: unknown }[] = [];
  const cashier = createCashier({ readDeployment: () => deployment, channels: () => [(m) => events.push(m)], modes: MAIN_MODES, transportFactory: () => quietTransport });
  const props: ElementProps = { user: { paymentGeo: 'MX', currency: 'MXN' } };
  const running = { key: null as string | null, reportedErrors: new Set<string>() };
  const disconnect = connectHost(cashier, win, () => handshakeSourceFor(!!props.token, win));
  const setToken = (token: string | undefined) => {
    props.token = token;
    applyProps(cashier, props, running);
  };
  return {
    cashier,
    setToken,
    inject: (handshake: unknown) => (injected = handshake),
    handshakeReads: () => handshakeReads,
    initErrors: () => events.filter((e) => e.type === 'onInitError').map((e) => e.payload),
    disconnect,
  };
}

describe('a token set after the element was added (web view wait)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') }))));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up after 5 s with the spec error in a web view (a native bridge) when no injection arrives', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = pageWithoutToken({ bridge: true });
    await vi.advanceTimersByTimeAsync(4990);
    expect(page.initErrors()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(page.initErrors()).toEqual([{ message: GIVE_UP }]);
    expect(page.cashier.store.phase).toBe('failed');
    // Said in the console too, for whoever helps the player.
    expect(logged).toHaveBeenCalledWith(`[payment-cashier] ${GIVE_UP}`);
    logged.mockRestore();
    page.disconnect();
  });

  it('stops waiting as soon as a token is set, and never reports the give-up afterwards', async () => {
    const page = pageWithoutToken();
    await vi.advanceTimersByTimeAsync(2000);
    page.setToken('late');
    await vi.advanceTimersByTimeAsync(20);
    expect(page.cashier.store.phase).toBe('ready');
    const readsWhenTheTokenCame = page.handshakeReads();

    // Even if the page then drops its token, the wait is over: no give-up, no injected session.
    page.setToken(undefined);
    page.inject({ token: 'injected', user: { paymentGeo: 'BR', currency: 'BRL' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(page.handshakeReads()).toBe(readsWhenTheTokenCame);
    expect(page.initErrors()).toEqual([]);
    expect(page.cashier.store.handshake?.token).toBe('late');
    page.disconnect();
  });

  it('reports no error on a plain page whose token comes after 5 s, and starts cleanly from it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = pageWithoutToken();
    await vi.advanceTimersByTimeAsync(7000);
    expect(page.initErrors()).toEqual([]);
    expect(page.cashier.store.phase).toBe('handshake');
    expect(warn).toHaveBeenCalledOnce();
    page.setToken('very-late');
    await vi.advanceTimersByTimeAsync(20);
    expect(page.cashier.store.phase).toBe('ready');
    expect(page.cashier.store.handshake?.token).toBe('very-late');
    expect(page.initErrors()).toEqual([]);
    warn.mockRestore();
    page.disconnect();
  });

  it('in a web view, still starts cleanly from a token set after the give-up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = pageWithoutToken({ bridge: true });
    await vi.advanceTimersByTimeAsync(7000);
    expect(page.cashier.store.phase).toBe('failed');
    page.setToken('very-late');
    await vi.advanceTimersByTimeAsync(20);
    expect(page.cashier.store.phase).toBe('ready');
    expect(page.cashier.store.initError).toBeNull();
    expect(page.initErrors()).toEqual([{ message: GIVE_UP }]);
    vi.mocked(console.error).mockRestore();
    page.disconnect();
  });
});
