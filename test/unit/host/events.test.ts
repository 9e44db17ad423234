import { describe, expect, it, vi } from 'vitest';
import { createHostNotifier, domChannel, nativeChannels, parentFrameChannel, senderChannel } from '../../../src/host/channels';
import { carriesSecret, HOST_EVENT_NAMES, HOST_EVENTS } from '../../../src/host/events';

describe('the host event table', () => {
  it('names DOM events cashier- plus the kebab-case of the name without on', () => {
    expect(HOST_EVENTS.onClose.dom).toBe('cashier-close');
    expect(HOST_EVENTS.onTokenExpired.dom).toBe('cashier-token-expired');
    expect(HOST_EVENTS.Loaded.dom).toBe('cashier-loaded');
    expect(HOST_EVENTS.openExtBrowser.dom).toBe('cashier-open-ext-browser');
    expect(HOST_EVENTS.onInvalidP2PResponse.dom).toBe('cashier-invalid-p2p-response');
    for (const name of HOST_EVENT_NAMES) expect(HOST_EVENTS[name].dom).toMatch(/^cashier-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every event the DOM name of its spec name: cashier- plus its kebab-case without on (and without a Cashier of its own)', () => {
    const kebab = (name: string) => name.replace(/^on/, '').replace(/^Cashier(?=[A-Z])/, '').replace(/([a-z])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, '$1$2-').toLowerCase();
    for (const name of HOST_EVENT_NAMES) expect(HOST_EVENTS[name].dom).toBe(`cashier-${kebab(name)}`);
    expect(HOST_EVENTS.onCashierLocked.dom).toBe('cashier-locked');
  });

  it('marks as secret the events whose payload is a bearer link (a provider session or form, an identity check, an agent link) or a token', () => {
    expect(HOST_EVENT_NAMES.filter(carriesSecret).sort()).toEqual(['onExternalRedirectEvent', 'onTokenRenewed', 'openExtBrowser']);
  });

  it('has every host event of the spec, the renewed token (DESIGN: a login.token push the host must keep) and the lock (DESIGN §2 "History and locks")', () => {
    const spec = ['Loaded', 'onInit', 'onClose', 'onGoBack', 'onSwipeBack', 'onTokenExpired', 'onTokenRenewed', 'onCreateTransaction',
      'onExternalRedirectEvent', 'openExtBrowser', 'Metric', 'onAnalyticsEvent', 'onSocketReconnectAttempt',
      'onInvalidP2PResponse', 'onInitError', 'onLocaleError', 'onShare', 'onCurrencyChange', 'onFullLoad', 'onResize', 'onCashierLocked'];
    expect([...HOST_EVENT_NAMES].sort()).toEqual([...spec].sort());
  });
});

describe('channels', () => {
  it('DOM: a CustomEvent that bubbles and crosses the shadow root, payload in detail', () => {
    const element = document.createElement('div');
    document.body.append(element);
    const seen = vi.fn();
    document.body.addEventListener('cashier-close', (e) => seen((e as CustomEvent).detail, e.bubbles, e.composed));
    domChannel(element)({ type: 'onClose', payload: { a: 1 } });
    expect(seen).toHaveBeenCalledWith({ a: 1 }, true, true);
  });

  it('parent frame: posts { type, payload } to the host origin, and nothing without one', () => {
    const postMessage = vi.fn();
    const win = { parent: { postMessage } } as unknown as Window;
    let origin: string | undefined = 'https://casino.example';
    const channel = parentFrameChannel(win, () => origin)!;
    channel({ type: 'onClose', payload: {} });
    expect(postMessage).toHaveBeenCalledWith({ type: 'onClose', payload: {} }, 'https://casino.example');
    origin = undefined;
    channel({ type: 'onClose', payload: {} });
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage.mock.calls.every(([, target]) => target !== '*')).toBe(true);
  });

  it('parent frame: none when not framed', () => {
    const win = {} as Window & { parent: unknown };
    win.parent = win;
    expect(parentFrameChannel(win as Window, () => 'https://x.example')).toBeUndefined();
  });

  it('native bridges: React Native and Android get JSON text, iOS an object', () => {
    const rn = vi.fn();
    const ios = vi.fn();
    const android = vi.fn();
    const win = {
      ReactNativeWebView: { postMessage: rn },
      webkit: { messageHandlers: { paymentCashier: { postMessage: ios } } },
      PaymentCashierAndroid: { postMessage: android },
    } as unknown as Window;
    const channels = nativeChannels(win);
    expect(channels).toHaveLength(3);
    for (const channel of channels) channel({ type: 'Loaded', payload: { version: '1' } });
    expect(rn).toHaveBeenCalledWith('{"type":"Loaded","payload":{"version":"1"}}');
    expect(android).toHaveBeenCalledWith('{"type":"Loaded","payload":{"version":"1"}}');
    expect(ios).toHaveBeenCalledWith({ type: 'Loaded', payload: { version: '1' } });
    expect(nativeChannels({} as Window)).toHaveLength(0);
  });

  it('the notifier delivers on every channel even when one throws', () => {
    const good = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notify = createHostNotifier(() => [
      () => {
        throw new Error('bridge gone');
      },
      good,
    ]);
    notify('onClose', {});
    expect(good).toHaveBeenCalledWith({ type: 'onClose', payload: {} });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('sender: never given a secret event, given every other', () => {
    const sender = vi.fn();
    const channel = senderChannel(() => sender);
    channel({ type: 'openExtBrowser', payload: { url: 'https://psp.example/session/SECRET' } });
    channel({ type: 'onExternalRedirectEvent', payload: { url: 'https://psp.example/session/SECRET', paymentMethod: 'x' } });
    channel({ type: 'onClose', payload: {} });
    channel({ type: 'onAnalyticsEvent', payload: { event: 'deposit', params: {} } });
    expect(sender.mock.calls).toEqual([['onClose', {}], ['onAnalyticsEvent', { event: 'deposit', params: {} }]]);
    expect(() => senderChannel(() => undefined)({ type: 'onClose', payload: {} })).not.toThrow();
  });

  it("a secret event reaches the element's DOM event, the parent frame and the native bridge, not the sender", () => {
    const element = document.createElement('div');
    const dom = vi.fn();
    element.addEventListener('cashier-open-ext-browser', (e) => dom((e as CustomEvent).detail));
    const parent = vi.fn();
    const native = vi.fn();
    const sender = vi.fn();
    const win = { parent: { postMessage: parent }, ReactNativeWebView: { postMessage: native } } as unknown as Window;
    const notify = createHostNotifier(() => [domChannel(element), parentFrameChannel(win, () => 'https://casino.example')!, ...nativeChannels(win), senderChannel(() => sender)]);
    const payload = { url: 'https://pay.example/cashier/static/payment-window.html#go=SECRET' };
    notify('openExtBrowser', payload);
    expect(dom).toHaveBeenCalledWith(payload);
    expect(parent).toHaveBeenCalledWith({ type: 'openExtBrowser', payload }, 'https://casino.example');
    expect(native).toHaveBeenCalledWith(JSON.stringify({ type: 'openExtBrowser', payload }));
    expect(sender).not.toHaveBeenCalled();
    notify('onCurrencyChange', { currency: 'BTC' });
    expect(sender).toHaveBeenCalledWith('onCurrencyChange', { currency: 'BTC' });
  });
});

