import { executeServerCommand } from '@web/test-runner-commands';
import type { PaymentCashier } from '../../src/element/index.ts';
import {
  $, $$, assert, assertEqual, axeViolations, cashierElement, cleanup, defineElement, mountCashier, nextEvent, SANDBOX, SANDBOX_PORT, sandboxSockets, text, waitFor, waitForList,
} from './helpers.ts';

/** Messages a framed page posts to this test page, from the sandbox's origin only. */
function framedMessages() {
  const messages: { type?: string; payload?: unknown }[] = [];
  const listener = (event: MessageEvent) => {
    if (event.origin === SANDBOX) messages.push(typeof event.data === 'string' ? JSON.parse(event.data) : event.data);
  };
  window.addEventListener('message', listener);
  return { messages, stop: () => window.removeEventListener('message', listener) };
}

function frame(src: string): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.src = src;
  iframe.style.width = '400px';
  iframe.style.height = '600px';
  return new Promise((resolve) => {
    iframe.addEventListener('load', () => resolve(iframe), { once: true });
    document.body.append(iframe);
  });
}

describe('hosts', () => {
  before(defineElement);
  afterEach(cleanup);

  it('is an ES module that names its tag and version (an npm app imports them)', async () => {
    const url = '/dist/cashier/static/payment-cashier.js';
    const module = (await import(/* @vite-ignore */ url)) as { TAG_NAME?: unknown; VERSION?: unknown };
    assertEqual(module.TAG_NAME, 'payment-cashier', 'TAG_NAME');
    assert(typeof module.VERSION === 'string' && /^\d+\.\d+\.\d+/.test(module.VERSION), 'VERSION');
  });

  it('runs two independent cashiers on one page, each with one socket', async () => {
    const a = mountCashier({ attributes: { token: 'two-a' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    const b = mountCashier({ attributes: { token: 'two-b' }, user: { paymentGeo: 'BR', currency: 'BRL' } });
    await Promise.all([waitForList(a), waitForList(b)]);
    assert($$(a, '.entry__name').some((n) => n.textContent === 'OXXO cash'), 'A shows Mexico');
    assert($$(b, '.entry__name').some((n) => n.textContent === 'Pix'), 'B shows Brazil');
    assertEqual(await sandboxSockets('two-a'), 1, 'sockets of A');
    assertEqual(await sandboxSockets('two-b'), 1, 'sockets of B');
    $(a, '.region--button')!.click();
    await waitFor(() => text(a).includes('Brazil'), 'A on the region page');
    assert($(b, '.entries[data-ready="true"]'), 'B stays on its list');
  });

  it('closes its socket, and stops, when removed from the page', async () => {
    const element = mountCashier({ attributes: { token: 'teardown' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    assertEqual(await sandboxSockets('teardown'), 1, 'one socket while mounted');
    let events = 0;
    element.addEventListener('cashier-analytics-event', () => events++);
    element.remove();
    const started = performance.now();
    while ((await sandboxSockets('teardown')) !== 0) {
      if (performance.now() - started > 5000) throw new Error('the socket is still open');
      await new Promise((r) => setTimeout(r, 50));
    }
    assertEqual(events, 0, 'no events after removal');
  });

  it('starts from the parent frame\'s loaded message and answers Loaded', async () => {
    const { messages, stop } = framedMessages();
    const iframe = await frame(`${SANDBOX}/demo/frame-child.html?host=${encodeURIComponent(location.origin)}`);
    const loaded = { type: 'loaded', payload: { token: 'framed', user: { paymentGeo: 'IN', currency: 'INR' } } };
    iframe.contentWindow!.postMessage(JSON.stringify(loaded), SANDBOX);
    await waitFor(() => messages.some((m) => m.type === 'onFullLoad'), 'the framed list');
    assert(messages.some((m) => m.type === 'Loaded' && (m.payload as { version: string }).version === '1.0.539'), 'Loaded with the version');
    assert(messages.some((m) => m.type === 'onInit'), 'onInit');
    stop();
  });

  it('frames with host, api-url and static-base set right after the upgrade: Loaded comes unasked, no console error, and the frame follows onResize', async () => {
    const iframe = document.createElement('iframe');
    iframe.style.cssText = 'width: 400px; height: 300px; border: 0';
    const messages: { type: string; payload: { height?: number } }[] = [];
    const listener = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow || event.origin !== location.origin) return;
      messages.push(event.data);
      if (event.data.type === 'onResize') iframe.style.height = `${event.data.payload.height}px`;
    };
    window.addEventListener('message', listener);
    try {
      iframe.src = `/test/browser/pages/frame-late-host.html?api=${encodeURIComponent(SANDBOX)}`;
      document.body.append(iframe);
      await waitFor(() => messages.some((m) => m.type === 'Loaded'), 'Loaded before the parent said anything');
      const loaded = { type: 'loaded', payload: { token: 'framed-resize', user: { paymentGeo: 'MX', currency: 'MXN' } } };
      iframe.contentWindow!.postMessage(JSON.stringify(loaded), location.origin);
      await waitFor(() => messages.some((m) => m.type === 'onFullLoad'), 'the framed list');
      const element = iframe.contentDocument!.querySelector('payment-cashier') as PaymentCashier;
      const fits = () => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        return iframe.clientHeight === height && iframe.contentDocument!.documentElement.scrollHeight === height;
      };
      await waitFor(fits, 'the frame as tall as the list, with nothing to scroll');
      const listHeight = iframe.clientHeight;
      assert(listHeight > 300, `the list is taller than the frame's first 300 px (${listHeight})`);
      $(element, '.region--button')!.click();
      await waitFor(() => text(element).includes('Brazil') && fits() && iframe.clientHeight !== listHeight, 'the frame resized to the region page');
      const heights = messages.filter((m) => m.type === 'onResize').map((m) => m.payload.height);
      assertEqual(heights.filter((h, i) => h === heights[i - 1]), [], 'a height is sent only when it changes');
      assertEqual((iframe.contentWindow as unknown as { consoleErrors: string[] }).consoleErrors, [], 'console errors in the frame');
    } finally {
      window.removeEventListener('message', listener);
      iframe.remove();
    }
  });

  it('ignores a loaded message from a foreign origin', async () => {
    const { messages, stop } = framedMessages();
    const iframe = await frame(`${SANDBOX}/demo/frame-child.html?host=${encodeURIComponent('https://casino.example')}`);
    iframe.contentWindow!.postMessage(JSON.stringify({ type: 'loaded', payload: { token: 'foreign' } }), SANDBOX);
    await new Promise((r) => setTimeout(r, 1500));
    assertEqual(messages.filter((m) => m.type === 'onInit' || m.type === 'Loaded'), [], 'nothing answered or started');
    stop();
  });

  it('reports a loaded message without a payload as Incorrect data from host', async () => {
    const { messages, stop } = framedMessages();
    const iframe = await frame(`${SANDBOX}/demo/frame-child.html?host=${encodeURIComponent(location.origin)}`);
    iframe.contentWindow!.postMessage(JSON.stringify({ type: 'loaded' }), SANDBOX);
    await waitFor(() => messages.find((m) => m.type === 'onInitError'), 'onInitError');
    assertEqual(messages.find((m) => m.type === 'onInitError')!.payload, { message: 'Incorrect data from host' }, 'the error');
    stop();
  });

  it('takes the handshake a native app injects on window (web view)', async () => {
    assert(window.parent === window, 'the test page is not framed');
    const element = cashierElement();
    const loaded = nextEvent(element, 'cashier-loaded', 1000);
    document.body.append(element);
    await loaded;
    setTimeout(() => {
      (window as unknown as Record<string, unknown>).__PAYMENT_CASHIER_HANDSHAKE__ = JSON.stringify({
        token: 'webview',
        user: { paymentGeo: 'BR', currency: 'BRL', platform: 'android' },
      });
    }, 150);
    await waitForList(element);
    assert($$(element, '.entry__name').some((n) => n.textContent === 'Pix'), 'the injected region');
    assertEqual($(element, '.cashier')!.dataset.theme, 'dark', 'native platforms get the dark theme');
    assertEqual(await axeViolations(element), [], 'axe violations in the dark theme');
    delete (window as unknown as Record<string, unknown>).__PAYMENT_CASHIER_HANDSHAKE__;
  });

  it('gives up on a web view handshake after 5 s with the spec error (the clock moved on, not waited for)', async () => {
    // A web view is a page with a native bridge (here React Native's). The 5 s are unit-tested on fake timers.
    const bridge = window as unknown as { ReactNativeWebView?: { postMessage(text: string): void } };
    bridge.ReactNativeWebView = { postMessage: () => {} };
    const realNow = Date.now;
    try {
      const element = cashierElement();
      const error = nextEvent<{ message: string }>(element, 'cashier-init-error', 3000);
      document.body.append(element);
      await new Promise((r) => setTimeout(r, 50));
      assert(!element.shadowRoot!.textContent?.includes('Cannot find property'), 'still waiting before 5 s');
      const later = realNow() + 5000;
      Date.now = () => later;
      const { message } = await error;
      assertEqual(message, 'Cannot find property __PAYMENT_CASHIER_HANDSHAKE__ on window', 'the message');
      await waitFor(() => text(element).includes('The cashier could not start'), 'a plain message for the player');
      assert($(element, 'details pre')?.textContent?.includes('Cannot find property'), 'the reason under Details, for support');
      const closed = nextEvent(element, 'cashier-close');
      $$(element, 'button').find((b) => b.textContent === 'Close')!.click();
      await closed;
    } finally {
      Date.now = realNow;
      delete bridge.ReactNativeWebView;
    }
  });

  it('starts from a token set after the element was added (the wait itself is unit-tested)', async () => {
    const element = cashierElement({ user: { paymentGeo: 'MX', currency: 'MXN' } });
    const errors: unknown[] = [];
    element.addEventListener('cashier-init-error', (e) => errors.push((e as CustomEvent).detail));
    const loaded = nextEvent(element, 'cashier-loaded', 1000);
    document.body.append(element);
    await loaded;
    element.token = 'late-token';
    await waitForList(element);
    assert($$(element, '.entry__name').some((n) => n.textContent === 'OXXO cash'), 'the page\'s region');
    assertEqual(errors, [], 'no init error');
  });

  it('ignores messages from a foreign origin and non-JSON messages; the native side may close it', async () => {
    const element = mountCashier({ attributes: { token: 'messages' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    let closes = 0;
    element.addEventListener('cashier-close', () => closes++);
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"close"}', origin: 'https://evil.example', source: window }));
    window.postMessage('not json at all', '*');
    window.postMessage({ type: 'close', extra: '<img src=x onerror=alert(1)>' }, '*');
    await new Promise((r) => setTimeout(r, 200));
    assertEqual(closes, 1, 'only the well-formed same-window message closes');
    window.postMessage(JSON.stringify({ type: 'close' }), location.origin);
    await waitFor(() => closes === 2, 'a JSON close message');
    assert($(element, '.entries[data-ready="true"]'), 'the list is still there');
  });

  it('works under a strict Content-Security-Policy', async () => {
    const { messages, stop } = framedMessages();
    await frame(`${SANDBOX}/demo/csp.html`);
    const done = await waitFor(() => messages.find((m) => m.type === 'csp-full-load'), 'the list on the strict page');
    assertEqual(done.payload, { violations: [] }, 'no CSP violations');
    assert(!messages.some((m) => m.type === 'csp-violation'), 'no violation reports');
    stop();
  });

  it('lays Arabic out right to left', async () => {
    const element = mountCashier({ attributes: { token: 'arabic', locale: 'ar' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    const shell = $(element, '.cashier')!;
    assertEqual([shell.dir, shell.lang], ['rtl', 'ar'], 'direction and language');
    assert(text(element).includes('طرق الدفع'), 'the Arabic title');
    assertEqual(await axeViolations(element), [], 'axe violations in Arabic');
  });

  it("takes the language from the address's locale parameter when locale-query is set, and removes it (spec §7)", async () => {
    const before = location.href;
    history.replaceState(history.state, '', `${location.pathname}?locale=ar&keep=1`);
    try {
      const element = mountCashier({ attributes: { token: `query-locale-${Math.random()}`, locale: 'en', 'locale-query': 'true' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(element);
      assertEqual($(element, '.cashier')!.lang, 'ar', 'the query chose Arabic over the locale attribute');
      assertEqual(location.search, '?keep=1', 'the parameter removed, the rest of the address kept');
    } finally {
      history.replaceState(history.state, '', before);
    }
  });

  it("leaves the host page's locale parameter alone without locale-query", async () => {
    const before = location.href;
    history.replaceState(history.state, '', `${location.pathname}?locale=ar`);
    try {
      const element = mountCashier({ attributes: { token: `no-query-locale-${Math.random()}`, locale: 'en' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(element);
      assertEqual($(element, '.cashier')!.lang, 'en', 'the attribute decides');
      assertEqual(location.search, '?locale=ar', "the host's address untouched");
    } finally {
      history.replaceState(history.state, '', before);
    }
  });

  it('mirrors the Back chevron right to left, and only the directional icons', async () => {
    const element = mountCashier({ attributes: { token: 'arabic-back', locale: 'ar' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    $(element, '.region--button')!.click();
    const back = await waitFor(() => $(element, '.header__back svg'), 'Back on the region page');
    assertEqual(getComputedStyle(back).transform, 'matrix(-1, 0, 0, 1, 0, 0)', 'the chevron points right');
    assertEqual(getComputedStyle($(element, '.header__close svg')!).transform, 'none', 'Close is not mirrored');
    assertEqual(getComputedStyle($(element, '.search__icon')!).transform, 'none', 'nor the magnifier');
    assertEqual(await axeViolations(element), [], 'axe violations on the Arabic region page');
  });

  it('falls back to English for an unknown locale, and says so', async () => {
    const element = cashierElement({ attributes: { locale: 'xx-YY', token: 'unknown-locale' } });
    const localeError = nextEvent<{ message: string }>(element, 'cashier-locale-error');
    document.body.append(element);
    assertEqual((await localeError).message, 'Locale receiving error xx', 'the locale error');
    await waitForList(element);
    assert(text(element).includes('Payment methods'), 'English');
    assertEqual($(element, '.cashier')!.lang, 'en', 'lang');
  });

  it('reports malformed JSON attributes clearly', async () => {
    const element = cashierElement({ attributes: { user: '{"paymentGeo": "MX",', token: 'bad-json' } });
    const initError = nextEvent<{ message: string }>(element, 'cashier-init-error');
    document.body.append(element);
    assert((await initError).message.startsWith('Attribute "user" is not valid JSON'), 'names the attribute');
  });

  it('retries a lost socket 3 times, then says Network connection failed, and recovers on refresh', async () => {
    const port = SANDBOX_PORT - 2;
    await executeServerCommand('sandbox-start', { port });
    const server = `http://127.0.0.1:${port}`;
    const element = mountCashier({ attributes: { token: 'going-away', 'api-url': server, 'static-base': `${server}/cashier/static/` }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    const attempts: number[] = [];
    element.addEventListener('cashier-socket-reconnect-attempt', (e) => attempts.push((e as CustomEvent<{ attempt: number }>).detail.attempt));
    await executeServerCommand('sandbox-stop', { port });
    await waitFor(() => text(element).includes('Reconnecting'), 'the reconnecting banner', 3000);
    await waitFor(() => text(element).includes('Network connection failed'), 'the network error', 20_000);
    assertEqual(attempts, [1, 2, 3], 'three attempts');
    await executeServerCommand('sandbox-start', { port });
    ($$(element, 'button').find((b) => b.textContent === 'Try again'))!.click();
    await waitForList(element);
    await executeServerCommand('sandbox-stop', { port });
  }).timeout(40_000);
});
