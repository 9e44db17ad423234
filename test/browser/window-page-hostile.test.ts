import { sendMouse } from '@web/test-runner-commands';
import { windowPageUrl } from '../../src/payment/window/protocol.ts';
import { assert, assertEqual, SANDBOX, waitFor } from './helpers.ts';

// The payment window page is served from the operator's origin (here the
// sandbox's), and this test page is a stranger's site on another origin. It opens the page with a
// fragment of its choosing and posts to it; nothing it sends may run a script there, make the page
// POST to its own site, or send the player elsewhere without the player's press. The sandbox's
// page lists no host origin; the copy served beside these tests lists their pages under their
// 127.0.0.1 name (test/web-test-runner.config.mjs), whose payments it follows at once.

const PAGE = `${SANDBOX}/cashier/static/`;
const STRANGER = location.origin;
const token = `hostile-${Math.random()}`;

/** Opens a window inside a real click, as a stranger's page would, so no popup blocker steps in. */
async function openByClick(url: string): Promise<Window> {
  const button = document.createElement('button');
  button.textContent = 'Open';
  let opened: Window | null = null;
  button.addEventListener('click', () => (opened = window.open(url, '_blank')));
  document.body.append(button);
  const box = button.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
  button.remove();
  assert(opened, 'the window opened');
  return opened;
}

/** What the opened windows tell this page (a stranger's script that ran, a stranger's page reached). */
function heard(): { messages: unknown[]; stop(): void } {
  const messages: unknown[] = [];
  const listen = (event: MessageEvent) => messages.push(event.data);
  window.addEventListener('message', listen);
  return { messages, stop: () => window.removeEventListener('message', listen) };
}

/** A deposit of the sandbox player, waiting for payment: what a forged POST to the operator's site would decline. */
async function openDeposit(): Promise<string> {
  const answer = await fetch(`${SANDBOX}/api/payment/deposit-create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ amount: 150, currency: 'MXN', paymentType: 'codi_mx', idempotencyKey: crypto.randomUUID() }),
  }).then((r) => r.json());
  return answer.apiResponse.depositId;
}

const statusOf = async (depositId: string) =>
  (await fetch(`${SANDBOX}/api/banking/deposit-status?depositId=${depositId}`, { headers: { Authorization: token } }).then((r) => r.json())).status;

/** Posts a message to the page until it acknowledges on the port (it may still be loading). */
async function postUntilHeard(win: Window, message: unknown, origin: string): Promise<MessagePort> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const channel = new MessageChannel();
    const acked = new Promise<boolean>((resolve) => {
      channel.port1.onmessage = () => resolve(true);
      setTimeout(() => resolve(false), 100);
    });
    win.postMessage(JSON.stringify(message), origin, [channel.port2]);
    if (await acked) return channel.port1;
  }
  throw new Error('the page never heard');
}

const settle = () => new Promise((r) => setTimeout(r, 1500));
const base64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('the payment window page against a stranger on another origin', () => {
  it("loads no script a message names: initGeetest runs only the deployment's slider", async () => {
    const log = heard();
    const win = await openByClick(windowPageUrl(PAGE, { lang: 'en', theme: 'light', origin: STRANGER }));
    try {
      await postUntilHeard(win, { type: 'initGeetest', payload: { script: `${STRANGER}/test/browser/pages/hostile-script.js`, captchaId: 'x', language: 'eng' } }, SANDBOX);
      await settle();
      assert(!log.messages.includes('hostile-script-ran'), "the stranger's script did not run on the operator's origin");
    } finally {
      win.close();
      log.stop();
    }
  }).timeout(20_000);

  it('tells a stranger that opened it that it listens, and nothing else; a stranger naming another origin hears nothing', async () => {
    const log = heard();
    const win = await openByClick(windowPageUrl(PAGE, { lang: 'en', theme: 'light', origin: STRANGER }));
    // The page speaks once it runs; the second is opened after, so that the first does not load behind it (it did not, twice in Chromium).
    await waitFor(() => log.messages.length > 0, 'a word from the page', 8000).catch(() => undefined);
    const other = await openByClick(windowPageUrl(PAGE, { lang: 'en', theme: 'light', origin: 'https://casino.example' }));
    try {
      await settle();
      // Two pages opened, one word heard: the page's only message, to the origin its address names alone.
      assertEqual(log.messages, ['payment-window-listening'], 'what the stranger heard');
    } finally {
      win.close();
      other.close();
      log.stop();
    }
  }).timeout(20_000);

  it("takes no message from an opaque origin, even when its address names 'null'", async () => {
    const log = heard();
    const landing = `${STRANGER}/test/browser/pages/hostile-landing.html`;
    const target = windowPageUrl(PAGE, { lang: 'en', theme: 'light', origin: 'null' });
    // A sandboxed frame has the opaque origin: it opens the page and posts to it as 'null'; it relays what it hears.
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    frame.style.cssText = 'position:fixed;inset:0 auto auto 0;z-index:2147483647;width:200px;height:80px;border:0';
    frame.srcdoc = `<button id="open" style="width:180px;height:60px">Open</button><script>
      let win;
      document.getElementById('open').onclick = () => {
        win = open(${JSON.stringify(target)}, '_blank');
        parent.postMessage(win ? 'opened' : 'blocked', '*');
        setInterval(() => win.postMessage(JSON.stringify({ type: 'redirect', payload: { url: ${JSON.stringify(landing)} } }), '*', [new MessageChannel().port2]), 100);
      };
      addEventListener('message', (event) => (event.data === 'close' ? win && win.close() : parent.postMessage(event.data, '*')));
    </script>`;
    document.body.append(frame);
    try {
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      await sendMouse({ type: 'click', position: [60, 30] });
      await settle();
      // Else the test proves nothing: the page must have been opened, and posted to.
      assert(log.messages.includes('opened'), `the sandboxed frame opened the page (${JSON.stringify(log.messages)})`);
      assert(!log.messages.includes('hostile-landing-reached'), 'not sent to the stranger');
    } finally {
      frame.contentWindow?.postMessage('close', '*');
      await new Promise((r) => setTimeout(r, 100));
      frame.remove();
      log.stop();
    }
  }).timeout(20_000);

  it("never POSTs a stranger's form to the operator's own site, by message or by its address", async () => {
    const depositId = await openDeposit();
    const forged = { action: `${SANDBOX}/sandbox/pay/${depositId}/decline`, fields: { reason: 'forged' } };
    const byMessage = await openByClick(windowPageUrl(PAGE, { lang: 'en', theme: 'light', origin: STRANGER }));
    const byAddress = await openByClick(`${PAGE}payment-window.html#lang=en&go=${base64Url(JSON.stringify({ type: 'redirect-form-ready', payload: forged }))}`);
    try {
      await postUntilHeard(byMessage, { type: 'redirect-form-ready', payload: forged }, SANDBOX);
      await settle();
      assertEqual(await statusOf(depositId), 0, "the player's deposit is still waiting: no forged decline reached the operator's site");
    } finally {
      byMessage.close();
      byAddress.close();
    }
  }).timeout(20_000);

  it("follows no payment a stranger's page posts until the player presses: no POST to another site, no redirect", async () => {
    const log = heard();
    const depositId = await openDeposit();
    // The sandbox under another name: another site than the page's, so today's rule for forms to its own site does not apply.
    const elsewhere = `http://localhost:${new URL(SANDBOX).port}/sandbox/pay/${depositId}/decline`;
    const landing = `${STRANGER}/test/browser/pages/hostile-landing.html`;
    const byForm = await openByClick(windowPageUrl(PAGE, { lang: 'en', theme: 'light', origin: STRANGER }));
    const byLink = await openByClick(windowPageUrl(PAGE, { lang: 'en', theme: 'light', origin: STRANGER }));
    try {
      await postUntilHeard(byForm, { type: 'redirect-form-ready', payload: { action: elsewhere, fields: { reason: 'forged' } } }, SANDBOX);
      await postUntilHeard(byLink, { type: 'redirect', payload: { url: landing } }, SANDBOX);
      await settle();
      assertEqual(await statusOf(depositId), 0, 'the form was not submitted: the deposit is still waiting');
      assert(!log.messages.includes('hostile-landing-reached'), "not sent to the stranger's page");
    } finally {
      byForm.close();
      byLink.close();
      log.stop();
    }
  }).timeout(20_000);

  it('follows at once the payment of a host page its deployment lists, on another origin', async () => {
    const depositId = await openDeposit();
    // The window page served beside these tests under their other name, 127.0.0.1, lists this page's origin (localhost) as a host page.
    const pageOrigin = `http://127.0.0.1:${location.port}`;
    const win = await openByClick(windowPageUrl(`${pageOrigin}/dist/cashier/static/`, { lang: 'en', theme: 'light', origin: location.origin }));
    try {
      // The provider is another site than the window page's: the sandbox under its localhost name.
      const provider = `http://localhost:${new URL(SANDBOX).port}`;
      await postUntilHeard(win, { type: 'redirect-form-ready', payload: { action: `${provider}/sandbox/pay/${depositId}/decline`, fields: {} } }, pageOrigin);
      for (let tries = 0; tries < 100 && (await statusOf(depositId)) === 0; tries++) await new Promise((r) => setTimeout(r, 100));
      assertEqual(await statusOf(depositId), 2, "the provider's form was POSTed without a press: the deposit was declined there");
    } finally {
      win.close();
    }
  }).timeout(20_000);

  it("sends nobody to a stranger's page through a link to it", async () => {
    const log = heard();
    const landing = `${STRANGER}/test/browser/pages/hostile-landing.html`;
    const win = await openByClick(`${PAGE}payment-window.html#lang=en&go=${base64Url(JSON.stringify({ type: 'redirect', payload: { url: landing } }))}`);
    try {
      await settle();
      assert(!log.messages.includes('hostile-landing-reached'), 'no silent redirect');
    } finally {
      win.close();
      log.stop();
    }
  }).timeout(20_000);
});
