// The payment window's own page (`payment-window.html` in the static base): what the player sees
// in the window opened inside the Deposit click until the provider's page takes over. It is served
// from the operator's origin, so it trusts nothing it is given: it shows only its own words, loads
// only the slider script its deployment names, speaks only to the origin in its fragment (never
// `null`), goes only to https addresses (http on the loopback), never POSTs to its own site
// unasked, and asks the player before it follows a payment carried in its own address, or one
// posted by an opener its deployment does not list.
import { submitHiddenForm, type PaymentSource } from '../paymentSource';
import { isSafeLink } from '../../security/safeLink';
import { parseWindowMessage, readWindowPageParams, sourceOf, WINDOW_ACK, WINDOW_LISTENING } from './protocol';
import { windowTextsFor, withHost } from './windowTexts';
import { sliderScriptOf } from './sliderScript';
import { isListedOpener, listedHostOrigins } from './hostOrigins';

/** How long a failure stays readable before the window closes itself. */
export const CLOSE_AFTER_FAILURE_MS = 4000;

/**
 * Whether two addresses are of one site, as far as cookies go: the same host, or the same last two
 * labels of a name (`pay.example.com` and `cdn.example.com`). Two names under a public suffix such
 * as `co.uk` read as one site too, which only means one more tap, never a silent POST.
 */
export function sameSite(a: URL, b: URL): boolean {
  if (a.hostname === b.hostname) return true;
  const site = (host: string) => (/^[\d.]+$|^\[/.test(host) ? host : host.split('.').slice(-2).join('.'));
  return site(a.hostname) === site(b.hostname);
}

/**
 * The window's link to its opener, cut for good (it stays cut when the window goes to the
 * provider): the opener as it was, for the page's one word to it. Null when there was none, or
 * when the link could not be cut (then the page says nothing to it either).
 */
function cutOpener(win: Window): Window | null {
  const opener = win.opener as Window | null;
  try {
    win.opener = null;
  } catch {
    return null;
  }
  return win.opener === null ? opener : null;
}

export function startWindowPage(win: Window = window): void {
  const opener = cutOpener(win);
  const doc = win.document;
  const params = readWindowPageParams(win.location.hash);
  const texts = windowTextsFor(params.lang);
  const status = doc.getElementById('status');
  const show = (text: string, failed = false) => {
    if (status) status.textContent = text;
    doc.title = text;
    doc.documentElement.toggleAttribute('data-failed', failed);
  };
  doc.documentElement.lang = texts.locale;
  doc.documentElement.dir = texts.dir;
  doc.documentElement.dataset.theme = params.theme;
  show(texts.preparing);

  /** Set once the page has a payment to follow: later ones are ignored. */
  let decided = false;
  // The widget sends initGeetest again until it hears from the page: one slider for them all.
  const waiting: MessagePort[] = [];
  const leave = (source: PaymentSource) => {
    if (typeof source === 'string') win.location.replace(source);
    else submitHiddenForm(doc, source, '_self');
  };
  /** Shows where the payment goes and follows it only on the player's press. */
  const offer = (host: string, source: PaymentSource) => {
    show(withHost(texts.leaving, host));
    // The host is isolated from the sentence's direction (an Arabic sentence, a Latin host name).
    const [before = '', after = ''] = texts.leaving.split('{host}');
    const name = doc.createElement('bdi');
    name.textContent = host;
    status?.replaceChildren(before, name, after);
    doc.documentElement.toggleAttribute('data-offer', true);
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'window__continue';
    button.textContent = texts.continue;
    button.addEventListener('click', () => {
      button.disabled = true;
      leave(source);
    }, { once: true });
    doc.querySelector('main')?.append(button);
    button.focus();
  };
  const go = (source: PaymentSource, ask: boolean) => {
    if (decided) return;
    decided = true;
    const target = typeof source === 'string' ? source : source.action;
    let url: URL | undefined;
    try {
      url = isSafeLink(target) ? new URL(target, win.location.href) : undefined;
    } catch {
      url = undefined;
    }
    if (!url) return show(texts.refused, true);
    // A form to our own site would carry the operator's cookies: never sent without the player.
    if (ask || (typeof source !== 'string' && sameSite(url, new URL(win.location.href)))) return offer(url.host, source);
    leave(source);
  };

  if (params.go !== undefined) {
    go(params.go, true);
    return;
  }
  const listed = isListedOpener(params.origin, listedHostOrigins(doc), new URL(win.location.href).origin);
  win.addEventListener('message', (event: MessageEvent) => {
    if (!params.origin || event.origin !== params.origin) return;
    const message = parseWindowMessage(event.data);
    if (!message) return;
    const port = event.ports[0];
    port?.postMessage(WINDOW_ACK);
    if (message.type === 'initGeetest') {
      if (!port) return;
      // Every copy of the request is answered, whichever port the widget kept.
      waiting.push(port);
      if (waiting.length === 1) {
        // The slider's code comes only when a create asks for it; its script is this page's setting.
        const request = { ...message.payload, script: sliderScriptOf(doc) };
        void import('./windowSlider').then(({ solveSlider }) => solveSlider(request)).then((answer) => {
          const reply = JSON.stringify({ type: 'geetestResult', payload: answer });
          for (const each of waiting.splice(0)) each.postMessage(reply);
        });
      }
      return;
    }
    const source = sourceOf(message);
    if (source !== undefined) {
      go(source, !listed);
      return;
    }
    if (message.type === 'failed' && !decided) {
      show(message.payload.why === 'more-fields' ? texts.moreFields : texts.failed, true);
      win.setTimeout(() => win.close(), CLOSE_AFTER_FAILURE_MS);
    }
  });
  if (params.origin) opener?.postMessage(WINDOW_LISTENING, params.origin);
}
