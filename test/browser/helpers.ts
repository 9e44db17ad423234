/** Shared helpers of the browser suite: mount the built element against the sandbox, wait, assert. */
import { executeServerCommand } from '@web/test-runner-commands';
import type { PaymentCashier } from '../../src/element/index.ts';

/** Set by test/web-test-runner.config.mjs from SANDBOX_PORT. */
export const SANDBOX_PORT: number = (globalThis as { __SANDBOX_PORT__?: number }).__SANDBOX_PORT__ ?? 4199;
export const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;

export type Engine = 'chromium' | 'firefox' | 'webkit';
/** The engine this run of the suite is in (set by test/web-test-runner.config.mjs from ENGINE). */
export const ENGINE: Engine = (globalThis as { __ENGINE__?: Engine }).__ENGINE__ ?? 'chromium';

/**
 * A test that cannot mean anything in some engines (a Chromium-only emulation, a feature the
 * engine does not have): skipped there, never silently, with the reason in its name, which
 * `npm test` prints with each engine's count of skips.
 */
export function itExceptIn(engines: readonly Engine[], reason: string, title: string, test: Mocha.Func): Mocha.Test {
  return engines.includes(ENGINE) ? it.skip(`${title} (skipped in ${ENGINE}: ${reason})`, test) : it(title, test);
}

const ELEMENT_URL = '/dist/cashier/static/payment-cashier.js';

export async function defineElement(): Promise<void> {
  await import(/* @vite-ignore */ ELEMENT_URL);
}

export interface MountOptions {
  attributes?: Record<string, string>;
  user?: Record<string, unknown>;
  parent?: HTMLElement;
}

/** The `captcha` setting pointing at the sandbox's stand-in scripts (README "Captcha"). */
export const SANDBOX_CAPTCHA = {
  recaptchaScript: `${SANDBOX}/sandbox/captcha/standin.js?api=recaptcha`,
  recaptchaEnterpriseScript: `${SANDBOX}/sandbox/captcha/standin.js?api=enterprise`,
  recaptchaSiteKey: 'sandbox-v2-site-key',
  recaptchaEnterpriseSiteKey: 'sandbox-v3-site-key',
  sliderScript: `${SANDBOX}/sandbox/captcha/standin.js?api=slider`,
};

/** A cashier pointed at the test sandbox, not yet on the page (to listen before it starts). */
export function cashierElement({ attributes = {}, user }: Omit<MountOptions, 'parent'> = {}): PaymentCashier {
  const element = document.createElement('payment-cashier');
  element.setAttribute('api-url', SANDBOX);
  element.setAttribute('static-base', `${SANDBOX}/cashier/static/`);
  element.setAttribute('captcha', JSON.stringify(SANDBOX_CAPTCHA));
  element.setAttribute('geetest-captcha-id', 'sandbox-geetest-id');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (user) element.user = user;
  return element;
}

/** A cashier on the page; every test removes its own in `cleanup`. */
export function mountCashier({ parent = document.body, ...options }: MountOptions = {}): PaymentCashier {
  const element = cashierElement(options);
  parent.append(element);
  return element;
}

export function cleanup(): void {
  document.querySelectorAll('payment-cashier, iframe').forEach((node) => node.remove());
}

export async function waitFor<T>(probe: () => T | null | undefined | false, what: string, timeoutMs = 10_000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const root = (element: HTMLElement): ShadowRoot => element.shadowRoot!;
export const $ = (element: HTMLElement, selector: string) => root(element).querySelector<HTMLElement>(selector);
export const $$ = (element: HTMLElement, selector: string) => [...root(element).querySelectorAll<HTMLElement>(selector)];
export const text = (element: HTMLElement) => root(element).textContent ?? '';

/** Resolves with the detail of the next `cashier-*` event of that name. */
export function nextEvent<T = unknown>(element: EventTarget, name: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${name} within ${timeoutMs} ms`)), timeoutMs);
    element.addEventListener(
      name,
      (event) => {
        clearTimeout(timer);
        resolve((event as CustomEvent<T>).detail);
      },
      { once: true },
    );
  });
}

export const waitForList = (element: HTMLElement) =>
  waitFor(() => $(element, '.entries[data-ready="true"]'), 'the deposit list');

export const sandboxSockets = (token?: string) => executeServerCommand<number, { token?: string }>('sandbox-sockets', { token });
/** The sandbox's side of an invoice's countdown, moved on: the player's open invoices expire now. */
export const expireSandboxInvoices = (token: string) => executeServerCommand<number, { token: string }>('sandbox-expire-invoices', { token });

/**
 * axe-core against the element's shadow tree; returns the violations, described for a failure message.
 * The two page-level rules are left out: the bare test page, not the widget, has no main or h1.
 */
export async function axeViolations(element: HTMLElement): Promise<string[]> {
  const w = window as unknown as { axe?: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }> } };
  if (!w.axe) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core did not load'));
      document.head.append(script);
    });
  }
  const result = await w.axe!.run(element, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
  return result.violations
    .filter((v) => !['landmark-one-main', 'page-has-heading-one'].includes(v.id))
    .map((v) => `${v.id}: ${v.help} (${JSON.stringify(v.nodes.map((n) => n.target)).slice(0, 300)})`);
}

/** Types into a field as a player would: the value changes and React hears an input event. */
export function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The input a label names, inside the element's shadow root. */
export function field(element: HTMLElement, label: string): HTMLInputElement {
  const tag = $$(element, 'label').find((l) => l.textContent === label);
  if (!tag) throw new Error(`No field labelled ${label}`);
  return element.shadowRoot!.getElementById((tag as HTMLLabelElement).htmlFor) as HTMLInputElement;
}

/** The Deposit button: "Deposit", or "Deposit MX$150" once the amount is one the method takes. */
export const depositButton = (element: HTMLElement) => $$(element, 'button').find((b) => /^Deposit( |$)/.test(b.textContent ?? ''));
/**
 * Presses Deposit as a player would: once it is there to press. While the fresh list replaces a
 * kept one it says Loading (a slower engine is still there when the test is ready), and a press on
 * it then is ignored by design.
 */
export async function deposit(element: HTMLElement) {
  (await readyDepositButton(element)).click();
}

export const readyDepositButton = (element: HTMLElement) =>
  waitFor(() => {
    const found = depositButton(element);
    return found?.getAttribute('aria-busy') !== 'true' && found;
  }, 'a Deposit button ready to press');

/** The bodies the widget POSTs over http, by call name. */
export function recordCalls() {
  const real = window.fetch;
  const bodies: Record<string, unknown[]> = {};
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const name = String(input instanceof Request ? input.url : input).split('?')[0]!.split('/').pop()!;
    if (typeof init?.body === 'string') (bodies[name] ??= []).push(JSON.parse(init.body));
    return real(input, init);
  }) as typeof fetch;
  return { bodies, restore: () => (window.fetch = real) };
}

/**
 * The page's fetch, with the methods call's answer held until the test releases it (the fresh list
 * on a slow network, for as long as the test needs, whatever the engine's pace). `answered` resolves
 * once the held answer has been handed on.
 */
export function holdFreshList() {
  const original = window.fetch;
  let release!: () => void;
  let answered!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handedOn = new Promise<void>((resolve) => (answered = resolve));
  window.fetch = async (input, init) => {
    const answer = original(input, init);
    if (!String(input instanceof Request ? input.url : input).includes('methods-payment-v5')) return answer;
    await released;
    setTimeout(answered);
    return answer;
  };
  return {
    /** Lets the fresh list through; resolves once it has been handed to the cashier. */
    release: () => (release(), handedOn),
    restore: () => (release(), (window.fetch = original)),
  };
}

export function nextCreated(element: HTMLElement) {
  return new Promise<{ depositId: string; amount: string; currency: string }>((resolve) =>
    element.addEventListener('cashier-create-transaction', (e) => resolve((e as CustomEvent).detail), { once: true }),
  );
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}

export function assertEqual<T>(actual: T, expected: T, message: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/**
 * The complete page polls every 5 s over http (STATUS_POLL_MS): while installed, a 5 s timer runs
 * after 50 ms instead, so an http test sees the sandbox's decision at once rather than waiting
 * for the clock. Returns the restore function.
 */
export function fastStatusPolling(): () => void {
  const real = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
    real(handler, ms === 5000 ? 50 : ms, ...rest)) as typeof window.setTimeout;
  return () => {
    window.setTimeout = real;
  };
}

/**
 * The test page back in front, as the page a player types into is: a payment window a previous
 * test opened keeps the focus otherwise (Firefox and WebKit then give the page no focus at all).
 */
export const pageInFront = () => executeServerCommand<boolean, undefined>('page-in-front');

/**
 * The page's viewport resized, in every engine (the runner's own setViewport has no WebDriver side);
 * the size reached: a WebKit window keeps a smallest width of its own.
 */
export const resizeViewport = (width: number, height: number) => executeServerCommand<{ width: number; height: number }, { width: number; height: number }>('viewport', { width, height });

/** The hooks of a flow's tests: the element defined once, http polling fast, every cashier removed after each test. */
export function flowSuite(): void {
  before(defineElement);
  let restorePolling = () => {};
  beforeEach(async () => {
    restorePolling = fastStatusPolling();
    await pageInFront();
  });
  afterEach(() => {
    restorePolling();
    cleanup();
  });
}

/** A window the widget opened, as a test double: it records where the widget points it and what it was told. */
export interface FakeWindow {
  opener: unknown;
  closed: boolean;
  location: { href: string };
  /** What the window page was told to show (a `failed` message). */
  told: string[];
  close(): void;
  postMessage(text: string, origin: string, ports?: MessagePort[]): void;
}

/**
 * The test cannot be a player's click, so the browser would block a real window: `window.open` is
 * replaced by one that hands out windows acting as the payment window page does (they go where a
 * `redirect` message says and acknowledge on its port). test/browser/payment-window.test.ts
 * covers the real page.
 */
export function fakeWindows() {
  const original = window.open;
  const windows: FakeWindow[] = [];
  window.open = ((url?: string | URL) => {
    const win: FakeWindow = {
      opener: window,
      closed: false,
      location: { href: String(url ?? '') },
      told: [],
      close: () => void (win.closed = true),
      postMessage(text, _origin, ports) {
        const message = JSON.parse(text) as { type: string; payload: { url?: string; action?: string; text?: string } };
        // As our window page does once it runs: its link to the cashier's page cut before anything else.
        win.opener = null;
        ports?.[0]?.postMessage('received');
        if (message.type === 'failed') win.told.push(message.payload.text!);
        else win.location.href = message.payload.url ?? message.payload.action!;
      },
    };
    windows.push(win);
    return win as unknown as Window;
  }) as typeof window.open;
  return { windows, restore: () => (window.open = original) };
}

/**
 * The policy of a strict page that names only the test page and the sandbox: no unsafe-inline, no
 * unsafe-eval. The page's origin is written out rather than as 'self': the policy is a meta tag of
 * a srcdoc frame, whose 'self' Firefox reads as about:srcdoc (its scripts would never load), while
 * a page an operator serves has a URL of its own.
 */
export const STRICT_POLICY = [
  "default-src 'none'",
  `script-src ${location.origin} ${SANDBOX}`,
  `style-src ${location.origin}`,
  `connect-src ${SANDBOX} ${SANDBOX.replace('http', 'ws')}`,
  `img-src ${SANDBOX} data:`,
  `frame-src ${SANDBOX}`,
];

/**
 * A cashier in a frame of its own under a Content-Security-Policy (a meta tag), started by the
 * frame's parent with this handshake, and every violation the frame reports. `remove` ends it.
 */
export async function cashierUnderPolicy(policy: readonly string[], handshake: Record<string, unknown>) {
  const iframe = document.createElement('iframe');
  Object.assign(iframe.style, { width: '400px', height: '700px' });
  iframe.srcdoc = `<meta http-equiv="Content-Security-Policy" content="${policy.join('; ')}">
<script type="module" src="/dist/cashier/static/payment-cashier.js"></script>
<payment-cashier host="${location.origin}" api-url="${SANDBOX}" static-base="${SANDBOX}/cashier/static/" captcha='${JSON.stringify(SANDBOX_CAPTCHA)}'></payment-cashier>`;
  await new Promise((resolve) => {
    iframe.addEventListener('load', resolve, { once: true });
    document.body.append(iframe);
  });
  const violations: string[] = [];
  iframe.contentDocument!.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  const framed = () => iframe.contentDocument!.querySelector('payment-cashier') as HTMLElement;
  await waitFor(() => framed()?.shadowRoot, 'the framed element');
  iframe.contentWindow!.postMessage(JSON.stringify({ type: 'loaded', payload: handshake }), location.origin);
  const element = framed();
  await waitForList(element);
  return { element, frame: iframe, violations, remove: () => iframe.remove() };
}
