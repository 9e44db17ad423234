import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { CLOSE_AFTER_FAILURE_MS, sameSite, startWindowPage } from '../../../src/payment/window/page';
import { WINDOW_ACK, windowPageUrl } from '../../../src/payment/window/protocol';

const ORIGIN = 'https://casino.example';
/** Where the page is served: the operator's static folder. */
const PAGE = 'https://pay.example/static/payment-window.html';

/**
 * The page at `url`, deployed with `hostOrigins` in its host-origins meta (by default the cashier's
 * page, as an operator lists it).
 */
function pageAt(url: string, hostOrigins = ORIGIN, opener: unknown = null) {
  document.head.innerHTML = `<meta name="payment-cashier-host-origins" content="${hostOrigins}">`;
  document.body.innerHTML = '<main><p id="status">Preparing your payment…</p></main>';
  let listener: ((event: MessageEvent) => void) | undefined;
  const win = {
    document,
    location: { hash: new URL(url, PAGE).hash, href: PAGE, replace: vi.fn() },
    addEventListener: vi.fn((_type: string, handler: (event: MessageEvent) => void) => void (listener = handler)),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    close: vi.fn(),
    opener,
  };
  startWindowPage(win as unknown as Window);
  const ack = vi.fn();
  const post = (data: unknown, origin = ORIGIN) => listener!({ data: JSON.stringify(data), origin, ports: [{ postMessage: ack }] } as unknown as MessageEvent);
  const button = () => document.querySelector<HTMLButtonElement>('button.window__continue');
  return { win, post, ack, button, status: () => document.getElementById('status')!.textContent };
}

const url = (extra: Record<string, unknown> = {}) => windowPageUrl('/static/', { lang: 'ar', theme: 'dark', origin: ORIGIN, ...extra });
const catalogText = (catalog: Record<string, string>, id: string) => catalog[id]!;

describe("the payment window's page", () => {
  beforeEach(() => vi.stubGlobal('__WINDOW_TEXTS__', { en, ar }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("speaks the player's language and theme from the first paint, in its own words", () => {
    const { status } = pageAt(url());
    expect(status()).toBe(catalogText(ar, 'paymentWindow.preparing'));
    expect(document.title).toBe(catalogText(ar, 'paymentWindow.preparing'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('never shows a text from its address: a stranger cannot make our origin say anything', () => {
    const { status } = pageAt(`${url({ lang: 'xx-YY' })}&text=${encodeURIComponent('Your account is locked: call +1 555')}`);
    expect(status()).toBe(catalogText(en, 'paymentWindow.preparing'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('goes where the cashier says, once, and acknowledges', () => {
    const { win, post, ack } = pageAt(url());
    post({ type: 'redirect', payload: { url: 'https://psp.example/pay/1' } });
    post({ type: 'redirect', payload: { url: 'https://psp.example/pay/2' } });
    expect(win.location.replace).toHaveBeenCalledOnce();
    expect(win.location.replace).toHaveBeenCalledWith('https://psp.example/pay/1');
    expect(ack).toHaveBeenCalledWith(WINDOW_ACK);
  });

  it("POSTs a provider's form into itself, through the form's own submit (a field named submit cannot break it)", () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      expect(this.getAttribute('action')).toBe('https://psp.example/post');
      expect(this.getAttribute('target')).toBe('_self');
    });
    const { post } = pageAt(url());
    post({ type: 'redirect-form-ready', payload: { action: 'https://psp.example/post', fields: { depositId: 'd1', submit: 'x', action: 'y' } } });
    expect(submit).toHaveBeenCalledOnce();
  });

  it('never POSTs to its own site unasked: it names the host and waits for the player', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { post, button, status } = pageAt(url());
    post({ type: 'redirect-form-ready', payload: { action: 'https://www.pay.example/account/transfer', fields: { to: 'stranger' } } });
    expect(submit).not.toHaveBeenCalled();
    expect(status()).toBe(catalogText(ar, 'paymentWindow.leaving').replace('{host}', 'www.pay.example'));
    expect(button()?.textContent).toBe(catalogText(ar, 'paymentWindow.continue'));
    button()!.click();
    expect(submit).toHaveBeenCalledOnce();
  });

  it("waits for the player's press under the host before it follows an opener its deployment does not list: no navigation, no POST", () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      expect(this.getAttribute('action')).toBe('https://psp.example/post');
    });
    // The stranger opens the page with its own origin in the address; the deployment lists another, or none.
    for (const listed of ['https://other.example', '', 'https://casino.example/ https://casino.example:443/x casino.example null']) {
      const byForm = pageAt(url(), listed);
      byForm.post({ type: 'redirect-form-ready', payload: { action: 'https://psp.example/post', fields: { a: '1' } } });
      expect(submit, listed).not.toHaveBeenCalled();
      expect(byForm.ack).toHaveBeenCalledWith(WINDOW_ACK);
      expect(byForm.status()).toBe(catalogText(ar, 'paymentWindow.leaving').replace('{host}', 'psp.example'));
      byForm.button()!.click();
      expect(submit).toHaveBeenCalledOnce();
      submit.mockClear();

      const byLink = pageAt(url(), listed);
      byLink.post({ type: 'redirect', payload: { url: 'https://psp.example/pay/1' } });
      expect(byLink.win.location.replace, listed).not.toHaveBeenCalled();
      expect(byLink.status()).toBe(catalogText(ar, 'paymentWindow.leaving').replace('{host}', 'psp.example'));
      byLink.button()!.click();
      expect(byLink.win.location.replace).toHaveBeenCalledWith('https://psp.example/pay/1');
    }
  });

  it('follows at once an opener listed among others, and one of its own origin (which needs no listing)', () => {
    const listed = pageAt(url(), `https://m.casino.example\t${ORIGIN}  https://other.example`);
    listed.post({ type: 'redirect', payload: { url: 'https://psp.example/pay/1' } });
    expect(listed.win.location.replace).toHaveBeenCalledWith('https://psp.example/pay/1');
    expect(listed.button()).toBeNull();

    const own = pageAt(windowPageUrl('/static/', { lang: 'en', theme: 'light', origin: 'https://pay.example' }), '');
    own.post({ type: 'redirect', payload: { url: 'https://psp.example/pay/2' } }, 'https://pay.example');
    expect(own.win.location.replace).toHaveBeenCalledWith('https://psp.example/pay/2');
  });

  it('ignores other origins and other shapes, and refuses what is not an https address', () => {
    for (const unsafe of ['javascript:alert(1)', 'http://psp.example/pay', 'intent://pay#Intent;end', 'data:text/html,x']) {
      const { win, post, ack, status } = pageAt(url());
      post({ type: 'redirect', payload: { url: 'https://evil.example' } }, 'https://evil.example');
      post({ type: 'redirect', payload: { href: 'https://psp.example' } });
      post({ type: 'redirect', payload: { url: unsafe } });
      expect(win.location.replace).not.toHaveBeenCalled();
      expect(ack).toHaveBeenCalledOnce(); // the unsafe one was heard, and refused
      expect(status()).toBe(catalogText(ar, 'paymentWindow.refused'));
    }
  });

  it("listens to nobody when its address names no origin, an opaque one ('null') or not an origin", () => {
    for (const origin of ['', 'null', 'data:', 'https://casino.example/path', 'javascript:alert(1)', 'file://']) {
      const { win, post } = pageAt(windowPageUrl('/static/', { lang: 'en', theme: 'light', origin }));
      post({ type: 'redirect', payload: { url: 'https://psp.example' } }, origin);
      expect(win.location.replace, origin).not.toHaveBeenCalled();
    }
  });

  it('cuts its link to the opener for good, then tells it, at the origin in its address alone, that it listens', () => {
    const opener = { postMessage: vi.fn() };
    const { win, post, ack } = pageAt(url(), ORIGIN, opener);
    expect(win.opener).toBeNull();
    expect(opener.postMessage).toHaveBeenCalledExactlyOnceWith('payment-window-listening', ORIGIN);
    // It was listening when it said so: the widget's post at that word is heard.
    post({ type: 'redirect', payload: { url: 'https://psp.example/pay' } });
    expect(ack).toHaveBeenCalledWith(WINDOW_ACK);
  });

  it('says nothing to an opener when its address names no origin, or when its link to it cannot be cut', () => {
    const silent = { postMessage: vi.fn() };
    pageAt(windowPageUrl('/static/', { lang: 'en', theme: 'light', origin: 'null' }), ORIGIN, silent);
    expect(silent.postMessage).not.toHaveBeenCalled();
    // An engine that would not let the page cut it: the page keeps quiet rather than speak on a link it could not cut.
    const stuck = { postMessage: vi.fn() };
    document.head.innerHTML = '';
    document.body.innerHTML = '<main><p id="status"></p></main>';
    const win = { document, location: { hash: new URL(url(), PAGE).hash, href: PAGE, replace: vi.fn() }, addEventListener: vi.fn(), setTimeout, close: vi.fn() };
    Object.defineProperty(win, 'opener', { get: () => stuck, set: () => {} });
    startWindowPage(win as unknown as Window);
    expect(stuck.postMessage).not.toHaveBeenCalled();
  });

  it('says why there is nothing to pay in its own words, then closes itself', () => {
    vi.useFakeTimers();
    const { win, post, status } = pageAt(url());
    post({ type: 'failed', payload: { why: 'more-fields', text: 'Call us at +1 555' } });
    expect(status()).toBe(catalogText(ar, 'paymentWindow.moreFields'));
    expect(document.documentElement.hasAttribute('data-failed')).toBe(true);
    vi.advanceTimersByTime(CLOSE_AFTER_FAILURE_MS - 1);
    expect(win.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.close).toHaveBeenCalledOnce();
  });

  it('follows a payment carried in its address only once the player presses Continue (a native app opens it in the browser)', () => {
    const { win, button, status } = pageAt(url({ go: 'https://psp.example/pay/2' }));
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(win.addEventListener).not.toHaveBeenCalled();
    expect(status()).toContain('psp.example');
    button()!.click();
    button()!.click();
    expect(win.location.replace).toHaveBeenCalledOnce();
    expect(win.location.replace).toHaveBeenCalledWith('https://psp.example/pay/2');
  });

  it('refuses an unsafe payment in its address, and offers nothing', () => {
    const { win, button, status } = pageAt(url({ go: 'http://psp.example/pay/2' }));
    expect(button()).toBeNull();
    expect(status()).toBe(catalogText(ar, 'paymentWindow.refused'));
    expect(win.location.replace).not.toHaveBeenCalled();
  });
});

describe('one site, as cookies see it', () => {
  it.each([
    ['https://pay.example/a', 'https://pay.example/b', true],
    ['https://cdn.pay.example/a', 'https://www.pay.example/b', true],
    ['https://pay.example/a', 'https://psp.example/b', false],
    ['http://127.0.0.1:4173/a', 'http://127.0.0.1:9999/b', true],
    ['http://127.0.0.1/a', 'http://10.0.0.1/b', false],
  ])('%s and %s: %s', (a, b, same) => expect(sameSite(new URL(a), new URL(b))).toBe(same));
});
