import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from '../../../src/transport/prefetch';

const links = () => [...document.head.querySelectorAll('link[rel="prefetch"]')] as HTMLLinkElement[];

/** Whether the engine takes prefetch hints (happy-dom, as WebKit, takes none): Chromium's and Firefox's yes by default here. */
let prefetchTaken = true;
beforeEach(() => {
  prefetchTaken = true;
  const tokenList = Object.getPrototypeOf(document.createElement('link').relList) as DOMTokenList;
  const supports = tokenList.supports;
  vi.spyOn(tokenList, 'supports').mockImplementation(function (this: DOMTokenList, token: string) {
    return token === 'prefetch' ? prefetchTaken : supports.call(this, token);
  });
});

afterEach(() => {
  for (const link of links()) link.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('a prefetch (the payment window page in the cache before Deposit)', () => {
  it('is a prefetch hint in the document\'s head, a document for a page, and leaves once fetched', () => {
    const life = new AbortController();
    prefetch('https://cdn.example/static/payment-window.html', life.signal);
    prefetch('https://cdn.example/static/payment-window.js', life.signal);
    expect(links().map((link) => [link.href, link.as])).toEqual([
      ['https://cdn.example/static/payment-window.html', 'document'],
      ['https://cdn.example/static/payment-window.js', ''],
    ]);
    links()[0]!.dispatchEvent(new Event('load'));
    links()[0]!.dispatchEvent(new Event('error'));
    expect(links()).toEqual([]);
  });

  it('is not made in an engine without prefetch (WebKit), where it would never load nor fail and stay in the head', () => {
    prefetchTaken = false;
    prefetch('https://cdn.example/static/payment-window.js', new AbortController().signal);
    expect(links()).toEqual([]);
    expect(document.head.querySelectorAll('link').length).toBe(0);
  });

  it('leaves with the element, and is never made once it has ended', () => {
    const life = new AbortController();
    prefetch('https://cdn.example/static/payment-window.css', life.signal);
    life.abort();
    expect(links()).toEqual([]);
    prefetch('https://cdn.example/static/payment-window.css', life.signal);
    expect(links()).toEqual([]);
  });
});

describe("the window page's files", () => {
  const cashier = (staticBase: string) => ({ deployment: { staticBase }, store: { locale: 'en', handshake: null }, lifetime: new AbortController().signal });
  const page = (href: string) => ({ location: new URL(href), document }) as unknown as Window;

  it('are prefetched once for every cashier on the page, from the static base on its host', async () => {
    vi.stubGlobal('__WINDOW_PAGE_FILES__', ['payment-window.html', 'payment-window.js', 'chunks/window-chunk-X.js']);
    const { warmWindowPage } = await import('../../../src/payment/warmWindowPage');
    const casino = page('https://casino.example/lobby');
    warmWindowPage(cashier('https://casino.example/cashier/static/'), casino);
    warmWindowPage(cashier('/cashier/static/'), casino);
    expect(links().map((link) => link.href)).toEqual([
      'https://casino.example/cashier/static/payment-window.html',
      'https://casino.example/cashier/static/payment-window.js',
      'https://casino.example/cashier/static/chunks/window-chunk-X.js',
    ]);
  });

  it('are not prefetched from another host, whose window page a partitioned cache would not give them to', async () => {
    vi.stubGlobal('__WINDOW_PAGE_FILES__', ['payment-window.html', 'payment-window.js']);
    const { warmWindowPage } = await import('../../../src/payment/warmWindowPage');
    warmWindowPage(cashier('https://cdn.example/cashier/static/'), page('https://casino.example/lobby'));
    warmWindowPage(cashier('https://static.casino.example/cashier/static/'), page('https://casino.example/lobby'));
    warmWindowPage(cashier('http://casino.example/cashier/static/'), page('https://casino.example/lobby'));
    expect(links()).toEqual([]);
  });
});
