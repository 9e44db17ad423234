import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_DEADLINE_MS, openPaymentWindow, type WindowPage } from '../../../src/payment/paymentWindow';
import { WINDOW_ACK } from '../../../src/payment/window/protocol';
import { redirectHere, submitHiddenForm } from '../../../src/payment/paymentSource';

function fakeWindow(opened: Partial<Window> | null) {
  const open = vi.fn((_url?: string, _name?: string) => opened as Window | null);
  return { win: { open, document } as unknown as Window, open };
}

describe('the payment window', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a blank window at once and drops its opener', () => {
    const popup = { opener: {} as Window, closed: false, location: { href: '' } as Location, close: vi.fn() };
    const { win, open } = fakeWindow(popup);
    const payment = openPaymentWindow(win);
    expect(open).toHaveBeenCalledWith('about:blank', expect.stringMatching(/^payment-cashier-/));
    expect(popup.opener).toBeNull();
    expect(payment.blocked).toBe(false);
    expect(payment.go('https://psp.example/pay/1')).toBe(true);
    expect(popup.location.href).toBe('https://psp.example/pay/1');
  });

  it('refuses unsafe sources and leaves the window where it is', () => {
    const popup = { opener: null, closed: false, location: { href: 'about:blank' } as Location, close: vi.fn() };
    const { win } = fakeWindow(popup);
    const payment = openPaymentWindow(win);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java\tscript:x', 'data:text/html,x']) expect(payment.go(bad)).toBe(false);
    expect(payment.go({ action: ' javascript:alert(1)', fields: {} })).toBe(false);
    expect(popup.location.href).toBe('about:blank');
  });

  it('reports a blocked window so the player can be offered this tab instead', () => {
    const { win } = fakeWindow(null);
    const payment = openPaymentWindow(win);
    expect(payment.blocked).toBe(true);
    expect(payment.go('https://psp.example')).toBe(false);
  });

  it('closes the window when creation fails', () => {
    const popup = { opener: null, closed: false, location: { href: '' } as Location, close: vi.fn() };
    openPaymentWindow(fakeWindow(popup).win).close();
    expect(popup.close).toHaveBeenCalledOnce();
  });
});

const page: WindowPage = {
  staticBase: 'https://pay.example/cashier/static/',
  params: { lang: 'en', theme: 'light', origin: 'https://casino.example' },
};

/** A window showing our page: it answers every message on its port when `answers` is set. */
function pageWindow(answers: boolean) {
  const popup = {
    opener: {} as Window | null,
    closed: false,
    location: { href: '' },
    close: vi.fn(() => void (popup.closed = true)),
    postMessage: vi.fn((_text: string, _origin: string, ports: MessagePort[]) => {
      if (answers) ports[0]!.postMessage(WINDOW_ACK);
    }),
  };
  const { win, open } = fakeWindow(popup as unknown as Window);
  const listeners = new Set<(event: MessageEvent) => void>();
  Object.assign(win, {
    location: { href: 'https://casino.example/lobby' },
    setInterval,
    clearInterval,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  });
  /** A message reaching the widget's page, from the popup unless said otherwise. */
  const hear = (data: unknown, origin = 'https://pay.example', source: unknown = popup) =>
    listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent));
  return { popup, win, open, hear, listeners };
}

describe('the payment window page', () => {
  afterEach(() => vi.useRealTimers());

  it('opens our page in the click, then posts the payment until the page answers', async () => {
    vi.useFakeTimers();
    const { popup, win, open } = pageWindow(true);
    const payment = openPaymentWindow(win, page);
    expect(open.mock.calls[0]![0]).toBe('https://pay.example/cashier/static/payment-window.html#lang=en&theme=light&origin=https%3A%2F%2Fcasino.example');
    // Kept for the page's word that it listens: the page cuts it itself (windowPage.test.ts).
    expect(popup.opener).not.toBeNull();
    expect(payment.go({ action: 'https://psp.example/post', fields: { depositId: 'd1' } })).toBe(true);
    const [text, origin] = popup.postMessage.mock.calls[0]!;
    expect(JSON.parse(text)).toEqual({ type: 'redirect-form-ready', payload: { action: 'https://psp.example/post', fields: { depositId: 'd1' } } });
    expect(origin).toBe('https://pay.example');
    await vi.advanceTimersByTimeAsync(DELIVERY_DEADLINE_MS + 200);
    // Heard: the posts stop (a repeat in flight is harmless: the page acts once), and nothing goes behind the page's back.
    expect(popup.postMessage.mock.calls.length).toBeLessThanOrEqual(2);
    expect(popup.location.href).toBe('');
  });

  it('posts again at once when the page says it listens, not at the next retry (a background page runs its timers late)', () => {
    vi.useFakeTimers();
    const { popup, win, hear } = pageWindow(false);
    openPaymentWindow(win, page).go('https://psp.example/pay/1');
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
    hear('payment-window-listening');
    expect(popup.postMessage).toHaveBeenCalledTimes(2);
    // Anyone else saying it, or our page's origin saying anything else, is no reason to post.
    hear('payment-window-listening', 'https://evil.example');
    hear('payment-window-listening', 'https://pay.example', {});
    hear('listening');
    expect(popup.postMessage).toHaveBeenCalledTimes(2);
  });

  it('stops listening for the page once it was heard', async () => {
    const { win, listeners } = pageWindow(true);
    openPaymentWindow(win, page).go('https://psp.example/pay/1');
    expect(listeners.size).toBe(1);
    await vi.waitFor(() => expect(listeners.size).toBe(0));
  });

  it('closes, never sends to the provider, a window whose page never spoke and whose opener link cannot be cut from here', () => {
    vi.useFakeTimers();
    const { popup, win } = pageWindow(false);
    // A page of another origin that loaded but never ran our script: its opener is not ours to set.
    Object.defineProperty(popup, 'opener', {
      get: () => ({}),
      set: () => {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame', 'SecurityError');
      },
    });
    openPaymentWindow(win, page).go('https://psp.example/pay/1');
    vi.advanceTimersByTime(DELIVERY_DEADLINE_MS + 200);
    expect(popup.location.href).toBe('');
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it("closes the window, throwing nothing, when the page never answers and the browser's error page cannot be navigated (offline)", () => {
    vi.useFakeTimers();
    const { popup, win } = pageWindow(false);
    Object.defineProperty(popup.location, 'href', {
      set: () => {
        throw new DOMException('Blocked a frame from navigating an opaque origin', 'SecurityError');
      },
    });
    openPaymentWindow(win, page).go('https://psp.example/pay/1');
    expect(() => vi.advanceTimersByTime(DELIVERY_DEADLINE_MS + 200)).not.toThrow();
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('goes to the provider directly when the page never answers', () => {
    vi.useFakeTimers();
    const { popup, win } = pageWindow(false);
    const payment = openPaymentWindow(win, page);
    payment.go('https://psp.example/pay/1');
    vi.advanceTimersByTime(DELIVERY_DEADLINE_MS - 200);
    expect(popup.location.href).toBe('');
    expect(popup.postMessage.mock.calls.length).toBeGreaterThan(10);
    vi.advanceTimersByTime(400);
    expect(popup.location.href).toBe('https://psp.example/pay/1');
    expect(popup.opener).toBeNull();
    const posts = popup.postMessage.mock.calls.length;
    vi.advanceTimersByTime(2000);
    expect(popup.postMessage.mock.calls.length).toBe(posts);
  });

  it('tells the page why there is nothing to pay (the page has the words), and closes it if it cannot hear', () => {
    vi.useFakeTimers();
    const { popup, win } = pageWindow(false);
    openPaymentWindow(win, page).end('more-fields');
    expect(JSON.parse(popup.postMessage.mock.calls[0]![0])).toEqual({ type: 'failed', payload: { why: 'more-fields' } });
    expect(popup.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DELIVERY_DEADLINE_MS + 200);
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('ends with the element: a window still waiting for its payment is closed, and nothing is posted or done to it after', () => {
    vi.useFakeTimers();
    const { popup, win } = pageWindow(false);
    const lifetime = new AbortController();
    const payment = openPaymentWindow(win, page, lifetime.signal);
    payment.go({ action: 'https://psp.example/post', fields: { depositId: 'd1' } });
    lifetime.abort();
    expect(popup.close).toHaveBeenCalledOnce();
    const posts = popup.postMessage.mock.calls.length;
    const forms = () => document.querySelectorAll('form').length;
    const before = forms();
    vi.advanceTimersByTime(DELIVERY_DEADLINE_MS + 200);
    expect(popup.postMessage.mock.calls.length).toBe(posts);
    expect(popup.location.href).toBe('');
    expect(forms()).toBe(before);
  });

  it('leaves a window that shows the provider open for the player when the element goes', async () => {
    vi.useFakeTimers();
    const { popup, win } = pageWindow(true);
    const lifetime = new AbortController();
    openPaymentWindow(win, page, lifetime.signal).go('https://psp.example/pay/1');
    await vi.advanceTimersByTimeAsync(200);
    lifetime.abort();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('stops posting once the player closes the window', () => {
    vi.useFakeTimers();
    const { popup, win } = pageWindow(false);
    openPaymentWindow(win, page).go('https://psp.example/pay/1');
    popup.closed = true;
    const posts = popup.postMessage.mock.calls.length;
    vi.advanceTimersByTime(DELIVERY_DEADLINE_MS + 200);
    expect(popup.postMessage.mock.calls.length).toBe(posts);
    expect(popup.location.href).toBe('');
  });
});

describe('the hidden form POST', () => {
  it('sets fields as properties, so server text never becomes markup', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      const inputs = [...this.querySelectorAll('input')];
      expect(this.method.toLowerCase()).toBe('post');
      expect(this.target).toBe('w1');
      expect(inputs.map((i) => [i.name, i.value])).toEqual([
        ['depositId', 'd1'],
        ['note', '"><img src=x onerror=alert(1)>'],
      ]);
      expect(this.querySelector('img')).toBeNull();
    });
    submitHiddenForm(document, { action: 'https://psp.example/post', fields: { depositId: 'd1', note: '"><img src=x onerror=alert(1)>' } }, 'w1');
    expect(submit).toHaveBeenCalledOnce();
    expect(document.querySelector('form')).toBeNull();
  });

  it('refuses an unsafe action', () => {
    expect(submitHiddenForm(document, { action: 'javascript:alert(1)', fields: {} }, 'w1')).toBe(false);
  });

  it('redirects this tab only to a safe link', () => {
    const assign = vi.fn();
    const win = { location: { assign }, document } as unknown as Window;
    expect(redirectHere('data:text/html,x', win)).toBe(false);
    expect(redirectHere('https://psp.example/pay', win)).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://psp.example/pay');
  });
});
