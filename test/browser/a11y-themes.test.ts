import {
  $, $$, assert, assertEqual, axeViolations, cleanup, defineElement, deposit, fastStatusPolling, field, mountCashier, nextCreated, root, SANDBOX, text,
  type, waitFor, waitForList,
} from './helpers.ts';

/**
 * axe-core, colour contrast included, on every screen the sandbox reaches, in the dark theme (native
 * platforms) — the light theme's screens are checked by each flow's own tests, and here only where
 * they are not (the final statuses). One mount per screen; the sandbox runs 10 times faster, so
 * nothing here waits for the clock.
 */
type Theme = 'light' | 'dark';
const CURRENCY: Record<string, string> = { MX: 'MXN', RU: 'RUB', BR: 'BRL', IN: 'INR', CO: 'COP', AQ: 'USD' };

function mount(theme: Theme, geo = 'MX', token = `themes-${geo}-${Math.random()}`) {
  return mountCashier({
    attributes: { token },
    user: { paymentGeo: geo, currency: CURRENCY[geo], platform: theme === 'dark' ? 'android' : 'desktop' },
  });
}

async function list(theme: Theme, geo = 'MX') {
  const element = mount(theme, geo);
  await waitForList(element);
  return element;
}

async function entry(element: HTMLElement, name: string) {
  (await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes(name)), name)).click();
}

const button = (element: HTMLElement, label: string) =>
  waitFor(() => $$(element, 'button').find((b) => b.textContent === label), `the ${label} button`);

async function method(theme: Theme, geo: string, ...path: string[]) {
  const element = await list(theme, geo);
  for (const name of path) await entry(element, name);
  const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
  return { element, amount };
}

async function depositWith(element: HTMLElement, amount: HTMLInputElement, value: string) {
  type(amount, value);
  const created = nextCreated(element);
  await deposit(element);
  return created;
}

/** CoDi paid (or declined, by the .13 cents) on the provider page, which the test plays by POST. */
async function codiOutcome(theme: Theme, value: string, shown: string) {
  const { element, amount } = await method(theme, 'MX', 'CoDi');
  type(field(element, 'Name on the account'), 'Ana Pérez');
  const { depositId } = await depositWith(element, amount, value);
  await waitFor(() => $(element, '.status[data-status]'), 'the complete page');
  await fetch(`${SANDBOX}/sandbox/pay/${depositId}/pay`, { method: 'POST', mode: 'no-cors' });
  await waitFor(() => text(element).includes(shown), shown, 15_000);
  return element;
}

async function pixForm(theme: Theme) {
  const { element, amount } = await method(theme, 'BR', 'Pix');
  type(amount, '100');
  (field(element, 'Pix key type') as unknown as HTMLButtonElement).click();
  const option = await waitFor(() => $$(element, '[role="option"]').find((o) => o.textContent === 'E-mail'), 'the key types');
  return { element, option };
}

async function unifiedForm(theme: Theme) {
  const { element, amount } = await method(theme, 'RU', 'Faster Payments System');
  await depositWith(element, amount, '1000');
  await waitFor(() => $(element, '.requisites'), 'the unified form');
  return element;
}

async function cashPage(theme: Theme) {
  return method(theme, 'MX', 'OXXO cash');
}

/** Each screen, reached as a player would, ready for axe. */
const screens: Record<string, (theme: Theme) => Promise<HTMLElement>> = {
  list: (theme) => list(theme),
  async region(theme) {
    const element = await list(theme);
    $(element, '.region--button')!.click();
    await waitFor(() => $(element, '.entry[aria-current="true"]'), 'the region page');
    return element;
  },
  async group(theme) {
    const element = await list(theme);
    await entry(element, 'Bank cards');
    await waitFor(() => $$(element, '.entry__name').some((n) => n.textContent === 'Mastercard'), 'the group page');
    return element;
  },
  async 'redirect form'(theme) {
    const { element, amount } = await method(theme, 'MX', 'CoDi');
    type(amount, '150');
    return element;
  },
  async 'redirect form with every error shown'(theme) {
    const { element } = await method(theme, 'MX', 'CoDi');
    await deposit(element);
    await waitFor(() => $$(element, '.field__error').some((e) => e.textContent), 'the errors');
    return element;
  },
  async 'complete page, waiting'(theme) {
    const { element, amount } = await method(theme, 'MX', 'CoDi');
    type(field(element, 'Name on the account'), 'Ana Pérez');
    await depositWith(element, amount, '150');
    await waitFor(() => $(element, '.status[data-status]'), 'the complete page');
    return element;
  },
  'complete page, success': (theme) => codiOutcome(theme, '150', 'Payment received'),
  'complete page, declined': (theme) => codiOutcome(theme, '113.13', 'Payment declined'),
  async 'error page'(theme) {
    const element = mount(theme, 'MX', 'malformed');
    await waitFor(() => $(element, '.notice--error'), 'the error page');
    return element;
  },
  async 'no answer in 30 s (the timeout page)'(theme) {
    const { element, amount } = await method(theme, 'MX', 'CoDi');
    type(field(element, 'Name on the account'), 'slow');
    type(amount, '150');
    // The create's 30 s batch timer is fired at once instead of waited for.
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: () => void, ms?: number) => realSetTimeout(handler, ms === 30_000 ? 0 : ms)) as typeof window.setTimeout;
    try {
      await deposit(element);
      await waitFor(() => text(element).includes('No answer in time'), 'the timeout page');
      return element;
    } finally {
      window.setTimeout = realSetTimeout;
    }
  },
  async 'empty page'(theme) {
    const element = mount(theme, 'AQ');
    await waitFor(() => $(element, '.notice'), 'the empty page');
    return element;
  },
  'unified form': unifiedForm,
  async 'instruction page'(theme) {
    const element = await unifiedForm(theme);
    (await button(element, 'How to pay from T-Bank')).click();
    await waitFor(() => $(element, '.steps'), 'the steps');
    return element;
  },
  async 'video page'(theme) {
    const { element } = await method(theme, 'CO', 'Colombian banks', 'Nequi');
    (await button(element, 'How to pay: video guide')).click();
    await waitFor(() => $(element, 'video'), 'the video');
    return element;
  },
  async 'invoice (host-to-host)'(theme) {
    const { element, amount } = await method(theme, 'MX', 'SPEI');
    await depositWith(element, amount, '1500');
    await waitFor(() => $(element, '.requisites'), 'the invoice');
    return element;
  },
  async 'pix form, key types open'(theme) {
    return (await pixForm(theme)).element;
  },
  async 'pix QR code'(theme) {
    const { element, option } = await pixForm(theme);
    option.click();
    await waitFor(() => $$(element, '[role="listbox"]').length === 0, 'the list closed');
    type(field(element, 'Your CPF'), '12345678901');
    type(field(element, 'Pix key: e-mail'), 'ana@example.com');
    await deposit(element);
    await waitFor(() => $(element, '[role="img"] path'), 'the QR code');
    return element;
  },
  async eazype(theme) {
    const { element, amount } = await method(theme, 'IN', 'Eazype');
    await depositWith(element, amount, '500');
    await waitFor(() => $(element, '[role="img"] path'), 'the QR code');
    return element;
  },
  async cash(theme) {
    return (await cashPage(theme)).element;
  },
  async 'cash agent page'(theme) {
    const { element, amount } = await cashPage(theme);
    await depositWith(element, amount, '500');
    await waitFor(() => $(element, '.cash-agent'), 'the agent page');
    return element;
  },
};

/** The light theme's screens that no flow test runs axe on. */
const LIGHT_ONLY_HERE = ['complete page, success', 'complete page, declined', 'no answer in 30 s (the timeout page)'];

describe('axe on every screen in both themes, colour contrast included', () => {
  before(defineElement);
  let restore = () => {};
  const realOpen = window.open;
  beforeEach(() => {
    restore = fastStatusPolling();
    // A test is not a player's click: no payment window or agent tab is opened for real.
    window.open = () => null;
  });
  afterEach(() => {
    restore();
    window.open = realOpen;
    cleanup();
  });

  for (const [name, reach] of Object.entries(screens)) {
    it(`dark: ${name}`, async () => {
      const element = await reach('dark');
      assertEqual($(element, '.cashier')?.dataset.theme, 'dark', 'the dark theme');
      assertEqual(await axeViolations(element), [], `axe on the ${name} in the dark theme`);
    }).timeout(30_000);
  }
  for (const name of LIGHT_ONLY_HERE) {
    it(`light: ${name}`, async () => {
      const element = await screens[name]!('light');
      assertEqual($(element, '.cashier')?.dataset.theme, 'light', 'the light theme');
      assertEqual(await axeViolations(element), [], `axe on the ${name} in the light theme`);
    }).timeout(30_000);
  }
});

describe('the theme reaches the page the widget fills', () => {
  before(defineElement);
  afterEach(cleanup);

  it('reflects its theme on the element, for the page to follow', async () => {
    const dark = await list('dark');
    assertEqual(dark.getAttribute('theme'), 'dark', 'a native platform: dark');
    cleanup();
    const light = await list('light');
    assertEqual(light.getAttribute('theme'), 'light', 'a desktop: light');
  });

  it("is dark in a native app's web view before its handshake arrives", async () => {
    const bridge = window as unknown as { ReactNativeWebView?: { postMessage(text: string): void } };
    bridge.ReactNativeWebView = { postMessage: () => {} };
    try {
      const element = mountCashier();
      await waitFor(() => root(element).querySelector('.cashier'), 'the loader');
      assertEqual(element.getAttribute('theme'), 'dark', 'dark while the handshake is on the way');
    } finally {
      delete bridge.ReactNativeWebView;
    }
  });

  it('fills an element taller than its content with its background', async () => {
    const element = mount('dark', 'AQ');
    element.style.minHeight = '900px';
    await waitFor(() => $(element, '.notice'), 'the empty page');
    const box = $(element, '.cashier')!.getBoundingClientRect();
    assertEqual(Math.round(box.height), Math.round(element.getBoundingClientRect().height), 'the container as tall as the element');
    assert(box.height >= 900, `at least the element's min-height, got ${box.height}`);
    const [r, g, b] = (getComputedStyle($(element, '.cashier')!).backgroundColor.match(/\d+/g) ?? []).map(Number);
    assert(r! + g! + b! < 120, `a dark ground, got rgb(${r}, ${g}, ${b})`);
  });
});
