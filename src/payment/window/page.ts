// The payment window's own page (`payment-window.html` in the static base): what the player sees
// in the window opened inside the Deposit click until the provider's page takes over. It is
// static and speaks only to the page named in its fragment; see ./protocol.ts.
import { submitHiddenForm, type PaymentSource } from '../paymentSource';
import { isSafeLink } from '../../security/safeLink';
import { parseWindowMessage, readWindowPageParams, sourceOf, WINDOW_ACK } from './protocol';

/** How long a failure stays readable before the window closes itself. */
export const CLOSE_AFTER_FAILURE_MS = 4000;

export function startWindowPage(win: Window = window): void {
  const doc = win.document;
  const params = readWindowPageParams(win.location.hash);
  const status = doc.getElementById('status');
  const show = (text: string, failed = false) => {
    if (status) status.textContent = text;
    doc.title = text;
    doc.documentElement.toggleAttribute('data-failed', failed);
  };
  doc.documentElement.lang = params.lang;
  doc.documentElement.dir = params.dir;
  doc.documentElement.dataset.theme = params.theme;
  show(params.text);

  let leaving = false;
  // The widget sends initGeetest again until it hears from the page: one slider for them all.
  const waiting: MessagePort[] = [];
  const go = (source: PaymentSource): boolean => {
    if (leaving) return true;
    const url = typeof source === 'string' ? source : source.action;
    if (!isSafeLink(url)) return false;
    leaving = true;
    if (typeof source === 'string') win.location.replace(source);
    else submitHiddenForm(doc, source, '_self');
    return true;
  };

  if (params.go !== undefined) {
    go(params.go);
    return;
  }
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
        // The slider's code comes only when a create asks for it.
        void import('./windowSlider').then(({ solveSlider }) => solveSlider(message.payload)).then((answer) => {
          const reply = JSON.stringify({ type: 'geetestResult', payload: answer });
          for (const each of waiting.splice(0)) each.postMessage(reply);
        });
      }
      return;
    }
    const source = sourceOf(message);
    if (source !== undefined) {
      go(source);
      return;
    }
    if (message.type === 'failed' && !leaving) {
      show(message.payload.text, true);
      win.setTimeout(() => win.close(), CLOSE_AFTER_FAILURE_MS);
    }
  });
}

