import { executeServerCommand } from '@web/test-runner-commands';
import {
  $, $$, assert, assertEqual, axeViolations, cashierElement, cashierUnderPolicy, deposit, flowSuite, mountCashier, SANDBOX, SANDBOX_CAPTCHA, STRICT_POLICY, text, type, waitFor, waitForList, depositButton,
} from './helpers.ts';

// Captcha: the sandbox's stand-in scripts (reCAPTCHA for Kyrgyz P2P, the slider for
// Nagad) answer by the amount's cents: .51 the player closes it, .52 it times out, .53 it fails to
// load; anything else passes (the slider once slid).

const entry = (element: HTMLElement, name: string) => $$(element, '.entry').find((b) => b.textContent?.includes(name));
const amountField = (element: HTMLElement) => waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
const bypasses = () => executeServerCommand<number, undefined>('sandbox-captcha-bypasses');

/** Delays shortened for the next `times` timers of that length (the fake clock of these tests). */
function shortenTimers(lengths: Record<number, number>) {
  const real = window.setTimeout;
  const left = { ...lengths };
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    if (ms !== undefined && left[ms]) {
      left[ms] -= 1;
      return real(handler, 1, ...rest);
    }
    return real(handler, ms, ...rest);
  }) as typeof window.setTimeout;
  return () => (window.setTimeout = real);
}

async function kyrgyzP2p(transport: string, attributes: Record<string, string> = {}) {
  const element = mountCashier({ attributes: { token: `captcha-kg-${transport}-${Math.random()}`, transport, ...attributes }, user: { paymentGeo: 'KG', currency: 'KGS' } });
  await waitForList(element);
  entry(element, 'Transfers in Kyrgyzstan')!.click();
  await waitFor(() => entry(element, 'MBank'), 'MBank in the group');
  entry(element, 'MBank')!.click();
  return { element, input: await amountField(element) };
}

async function nagad(transport: string, captchaId = 'sandbox-geetest-id') {
  const element = cashierElement({ attributes: { token: `captcha-bd-${transport}-${Math.random()}`, transport }, user: { paymentGeo: 'BD', currency: 'BDT' } });
  element.geetestCaptchaId = captchaId;
  document.body.append(element);
  await waitForList(element);
  entry(element, 'Nagad')!.click();
  return { element, input: await amountField(element) };
}

/** The snackbar of a captcha error: titled error.title, saying what happened. */
async function captchaMessage(element: HTMLElement, says: string) {
  const snackbar = await waitFor(() => $(element, '.snackbar'), 'the captcha error');
  assert(snackbar.textContent?.includes('An error occurred'), `titled error.title: ${snackbar.textContent}`);
  assert(snackbar.textContent?.includes(says), `says "${says}": ${snackbar.textContent}`);
  return snackbar;
}

/** console.warn, recorded instead of printed while `run` runs (the bypass is logged for support). */
async function warnings(run: () => Promise<void>): Promise<string[]> {
  const real = console.warn;
  const said: string[] = [];
  console.warn = (...args: unknown[]) => void said.push(args.join(' '));
  try {
    await run();
  } finally {
    console.warn = real;
  }
  return said;
}

/** The stand-in slider, drawn by its script in the page (outside the cashier, as the real one is). */
const sliderDialog = () =>
  [...document.body.children].map((node) => node.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')).find((dialog) => dialog) ?? null;

/** The slider, once shown; else a failure that says what the cashier and the page showed instead. */
const sliderShown = (element: HTMLElement) =>
  waitFor(sliderDialog, 'the slider').catch((error: Error) => {
    const page = [...document.body.children].map((node) => `${node.tagName}${node.shadowRoot ? `: ${node.shadowRoot.textContent?.slice(0, 80)}` : ''}`);
    throw new Error(`${error.message}; the cashier shows "${text(element).slice(-160)}"; the page holds ${page.join(', ')}`);
  });

function slide(dialog: HTMLElement) {
  const range = dialog.querySelector<HTMLInputElement>('input[type="range"]')!;
  range.value = '100';
  range.dispatchEvent(new Event('change'));
}

describe('captcha before a create', () => {
  flowSuite();
  afterEach(() => document.querySelectorAll('body > div').forEach((node) => node.remove()));

  for (const transport of ['socket', 'http']) {
    it(`reCAPTCHA: the tokens go with the create and the sandbox takes them over ${transport}`, async () => {
      const { element, input } = await kyrgyzP2p(transport);
      type(input, '1500');
      await deposit(element);
      await waitFor(() => $(element, '.requisites'), 'the invoice (the sandbox refuses a P2P create without valid tokens)');
      assert(!$(element, '.snackbar'), 'no error');
    });

    it(`reCAPTCHA: closed by the player (.51), said so, the amount kept, and the next try works over ${transport}`, async () => {
      const { element, input } = await kyrgyzP2p(transport);
      type(input, '1500.51');
      await deposit(element);
      await waitFor(() => document.querySelector('iframe[title^="recaptcha challenge"]'), 'the challenge');
      await captchaMessage(element, 'The security check was closed before it was finished');
      assertEqual(input.value, '1,500.51', 'the amount kept');
      assert(!$(element, '.requisites'), 'no invoice');
      type(input, '1500');
      await deposit(element);
      await waitFor(() => $(element, '.requisites'), 'the invoice on the next try');
    });

    it(`slider: slid, the result goes with the create over ${transport}`, async () => {
      const before = await bypasses();
      const { element, input } = await nagad(transport);
      type(input, '1000');
      await deposit(element);
      const dialog = await sliderShown(element);
      assert(dialog.textContent?.includes('Language: eng'), 'in the slider language of an English-reading player in Bangladesh');
      assertEqual(await axeViolations(element), [], 'axe on the cashier with the slider shown');
      assertEqual(await axeViolations(dialog.parentElement!.parentNode as unknown as HTMLElement), [], 'axe on the stand-in slider');
      slide(dialog);
      await waitFor(() => $(element, '.requisites'), 'the invoice');
      assertEqual(await bypasses(), before, 'no bypass');
    });

    it(`slider: unavailable after four attempts (.53), the deposit goes on with captchaBypass over ${transport}`, async () => {
      const before = await bypasses();
      const { element, input } = await nagad(transport);
      type(input, '1000.53');
      const restore = shortenTimers({ 500: 1, 1000: 1, 1500: 1 });
      const said = await warnings(async () => {
        await deposit(element);
        await waitFor(() => $(element, '.requisites'), 'the invoice, made without the slider');
      }).finally(restore);
      assert(said.some((line) => line.includes('unable to load') && line.includes('captchaBypass')), `the bypass logged: ${said}`);
      assertEqual(await bypasses(), before + 1, 'one create let through with captchaBypass');
      assert(!sliderDialog(), 'no slider was shown');
    });
  }

  it('reCAPTCHA: a challenge that expires (.52) says so', async () => {
    const { element, input } = await kyrgyzP2p('http');
    type(input, '1500.52');
    const restore = shortenTimers({ 120_000: 1 });
    try {
      await deposit(element);
      await captchaMessage(element, 'The security check expired');
    } finally {
      restore();
    }
  });

  it('reCAPTCHA: a challenge that cannot load (.53) says so, and Deposit is free again', async () => {
    const { element, input } = await kyrgyzP2p('socket');
    type(input, '1500.53');
    await deposit(element);
    await captchaMessage(element, 'The security check could not load');
    const button = depositButton(element)!;
    assert(!button.hasAttribute('disabled') && button.getAttribute('aria-busy') !== 'true', 'Deposit can be pressed again');
  });

  it('reCAPTCHA: a script that fails to load, or one without the Enterprise client, is said so', async () => {
    const missing = { ...SANDBOX_CAPTCHA, recaptchaScript: `${SANDBOX}/sandbox/captcha/missing.js` };
    const first = await kyrgyzP2p('http', { captcha: JSON.stringify(missing) });
    type(first.input, '1500');
    await deposit(first.element);
    await captchaMessage(first.element, 'The security check could not load');
    first.element.remove();

    // An Enterprise script that brings only v2 (the page may still hold the client from an earlier test).
    delete (window as { grecaptcha?: { enterprise?: unknown } }).grecaptcha?.enterprise;
    const noEnterprise = { ...SANDBOX_CAPTCHA, recaptchaEnterpriseScript: `${SANDBOX}/sandbox/captcha/standin.js?api=recaptcha&as=enterprise` };
    const second = await kyrgyzP2p('http', { captcha: JSON.stringify(noEnterprise) });
    type(second.input, '1500');
    await deposit(second.element);
    await captchaMessage(second.element, 'is not set up');
  });

  it('slider: closed with × by the player, said so; closed by itself (.51) too', async () => {
    const { element, input } = await nagad('http');
    type(input, '1000');
    await deposit(element);
    const dialog = await sliderShown(element);
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close the slider"]')!.click();
    await captchaMessage(element, 'The security check was closed before it was finished');
    $(element, '.snackbar__close')!.click();
    type(input, '1000.51');
    await deposit(element);
    await captchaMessage(element, 'The security check was closed before it was finished');
    assert(!sliderDialog(), 'the slider gone');
  });

  it('slider: never ready (.52), the 30 s pass and the deposit goes on with captchaBypass', async () => {
    const before = await bypasses();
    const { element, input } = await nagad('socket');
    type(input, '1000.52');
    const restore = shortenTimers({ 30_000: 1 });
    const said = await warnings(async () => {
      await deposit(element);
      await waitFor(() => $(element, '.requisites'), 'the invoice, made without the slider');
    }).finally(restore);
    assert(said.some((line) => line.includes('30000 ms') && line.includes('captchaBypass')), `the bypass logged: ${said}`);
    assertEqual(await bypasses(), before + 1, 'let through with captchaBypass');
  });

  it("slider: 'Captcha id is empty' without a geetest captcha id, said as not set up", async () => {
    const { element, input } = await nagad('http', '');
    type(input, '1000');
    await deposit(element);
    await captchaMessage(element, 'is not set up');
    assert(!sliderDialog(), 'no slider');
  });

  it('a method on neither list loads no captcha script', async () => {
    const scripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.includes('/sandbox/captcha/')).length;
    const before = scripts();
    const element = mountCashier({ attributes: { token: `captcha-none-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'BD', currency: 'BDT' } });
    await waitForList(element);
    entry(element, 'bKash')!.click();
    const input = await amountField(element);
    type(input, '1000');
    await deposit(element);
    await waitFor(() => $(element, '.requisites'), 'the invoice');
    assertEqual(scripts(), before, 'no captcha script added');
  });

  it('runs under a strict policy that names only the page and the sandbox (no unsafe-inline, no unsafe-eval)', async () => {
    await captchaUnder(STRICT_POLICY);
  });

  it("runs under Trusted Types, allowing only the widget's own policy by name", async () => {
    await captchaUnder([...STRICT_POLICY, "require-trusted-types-for 'script'", 'trusted-types payment-cashier']);
  });

  /** reCAPTCHA's stand-in, closed then passed, on a page under this policy: no violation. */
  async function captchaUnder(policy: readonly string[]) {
    const payload = { token: `captcha-csp-${Math.random()}`, transport: 'http', user: { paymentGeo: 'KG', currency: 'KGS' }, geetestCaptchaId: 'sandbox-geetest-id' };
    const { element, frame, violations, remove } = await cashierUnderPolicy(policy, payload);
    try {
      entry(element, 'Transfers in Kyrgyzstan')!.click();
      await waitFor(() => entry(element, 'MBank'), 'MBank');
      entry(element, 'MBank')!.click();
      const input = await amountField(element);
      // The challenge (a frame, styled through the style object) shows and closes: then a pass.
      type(input, '1500.51');
      await deposit(element);
      await waitFor(() => frame.contentDocument!.querySelector('iframe[title^="recaptcha challenge"]'), 'the challenge in the strict page');
      await captchaMessage(element, 'closed before it was finished');
      type(input, '1500');
      await deposit(element);
      await waitFor(() => $(element, '.requisites'), 'the invoice');
      assertEqual(violations, [], 'no violation');
    } finally {
      remove();
    }
  }
});
