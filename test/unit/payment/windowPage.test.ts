import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_AFTER_FAILURE_MS, startWindowPage } from '../../../src/payment/window/page';
import { WINDOW_ACK, windowPageUrl } from '../../../src/payment/window/protocol';

const ORIGIN = 'https://casino.example';

function pageAt(url: string) {
  document.body.innerHTML = '<p id="status">Preparing your payment…</p>';
  let listener: ((event: MessageEvent) => void) | undefined;
  const win = {
    document,
    location: { hash: new URL(url, 'https://pay.example').hash, replace: vi.fn() },
    addEventListener: vi.fn((_type: string, handler: (event: MessageEvent) => void) => void (listener = handler)),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    close: vi.fn(),
  };
  startWindowPage(win as unknown as Window);
  const ack = vi.fn();
  const post = (data: unknown, origin = ORIGIN) => listener!({ data: JSON.stringify(data), origin, ports: [{ postMessage: ack }] } as unknown as MessageEvent);
  return { win, post, ack, status: () => document.getElementById('status')!.textContent };
}

const url = (extra: Record<string, unknown> = {}) =>
  windowPageUrl('/static/', { text: 'جارٍ تجهيز دفعتك…', lang: 'ar', dir: 'rtl', theme: 'dark', origin: ORIGIN, ...extra });

describe("the payment window's page", () => {
  afterEach(() => vi.useRealTimers());

  it("speaks the player's language and theme from the first paint", () => {
    const { status } = pageAt(url());
    expect(status()).toBe('جارٍ تجهيز دفعتك…');
    expect(document.title).toBe('جارٍ تجهيز دفعتك…');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('goes where the cashier says, once, and acknowledges', () => {
    const { win, post, ack } = pageAt(url());
    post({ type: 'redirect', payload: { url: 'https://psp.example/pay/1' } });
    post({ type: 'redirect', payload: { url: 'https://psp.example/pay/1' } });
    expect(win.location.replace).toHaveBeenCalledOnce();
    expect(win.location.replace).toHaveBeenCalledWith('https://psp.example/pay/1');
    expect(ack).toHaveBeenCalledWith(WINDOW_ACK);
  });

  it('POSTs the form the cashier sends into itself', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      expect(this.action).toBe('https://psp.example/post');
      expect(this.target).toBe('_self');
    });
    const { post } = pageAt(url());
    post({ type: 'redirect-form-ready', payload: { action: 'https://psp.example/post', fields: { depositId: 'd1' } } });
    expect(submit).toHaveBeenCalledOnce();
    submit.mockRestore();
  });

  it('ignores other origins, other shapes and unsafe addresses', () => {
    const { win, post, ack } = pageAt(url());
    post({ type: 'redirect', payload: { url: 'https://evil.example' } }, 'https://evil.example');
    post({ type: 'redirect', payload: { href: 'https://psp.example' } });
    post({ type: 'redirect', payload: { url: 'javascript:alert(1)' } });
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(ack).toHaveBeenCalledOnce(); // the unsafe one was heard, and refused
  });

  it('listens to nobody when opened without an origin', () => {
    const { win, post } = pageAt('/static/payment-window.html');
    post({ type: 'redirect', payload: { url: 'https://psp.example' } }, '');
    post({ type: 'redirect', payload: { url: 'https://psp.example' } }, 'null');
    expect(win.location.replace).not.toHaveBeenCalled();
  });

  it('says why there is nothing to pay, then closes itself', () => {
    vi.useFakeTimers();
    const { win, post, status } = pageAt(url());
    post({ type: 'failed', payload: { text: 'لم يبدأ الدفع.' } });
    expect(status()).toBe('لم يبدأ الدفع.');
    expect(document.documentElement.hasAttribute('data-failed')).toBe(true);
    vi.advanceTimersByTime(CLOSE_AFTER_FAILURE_MS - 1);
    expect(win.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.close).toHaveBeenCalledOnce();
  });

  it('performs a payment carried in its address at once (a native app opens it in the browser)', () => {
    const { win } = pageAt(url({ go: 'https://psp.example/pay/2' }));
    expect(win.location.replace).toHaveBeenCalledWith('https://psp.example/pay/2');
    expect(win.addEventListener).not.toHaveBeenCalled();
  });
});
