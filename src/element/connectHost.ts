import type { Cashier } from '../state/cashier';
import { remembered } from '../state/sessionStorage';
import { VERSION } from '../version';
import { parseHandshake } from '../host/handshake';
import { hasNativeBridge } from '../host/channels';
import { readHostMessage, type ReceivedMessage } from '../host/hostMessages';
import { isTrustedOrigin } from '../host/origin';
import { waitForInjectedHandshake } from '../host/webViewHandshake';

export type HandshakeSource = 'attributes' | 'iframe' | 'web-view';

/**
 * Which source the handshake comes from (DESIGN §2): attributes when a token is set; otherwise
 * the parent's `loaded` message when framed; otherwise what a native app injects on `window`.
 */
export function handshakeSourceFor(hasToken: boolean, win: Window): HandshakeSource {
  if (hasToken) return 'attributes';
  return win.parent !== win ? 'iframe' : 'web-view';
}

/**
 * Listens to the host for the element's lifetime: handshake messages, bonus lists and close.
 * Every message is checked for its exact origin and its shape before use. Returns a cleanup.
 */
export function connectHost(cashier: Cashier, win: Window, source: () => HandshakeSource): () => void {
  const { store, notify } = cashier;
  const stop = new AbortController();
  let originReported = false;
  const reportMissingOrigin = () => {
    if (originReported || source() !== 'iframe' || cashier.hostOrigin()) return;
    originReported = true;
    console.error('[payment-cashier] framed without a host origin: set the `host` or `x-origin` attribute.');
  };
  // After this task, so that a page setting `host` right after the element upgrades is heard first.
  const loaded = setTimeout(() => {
    notify('Loaded', { version: VERSION });
    reportMissingOrigin();
  });
  stop.signal.addEventListener('abort', () => clearTimeout(loaded));

  const startFrom = (payload: unknown) => {
    // A web view reloaded mid-session may inject less than before: the session remembers the rest.
    const memory = source() === 'web-view' ? remembered() : {};
    const parsed = parseHandshake(typeof payload === 'string' ? safeJson(payload) : payload, memory);
    if (!parsed.ok) return cashier.fail(parsed.message);
    void cashier.start(parsed.handshake);
  };

  // The parent's `loaded` is answered with ours (the message was already checked to come from there).
  const answerLoaded = () => {
    const origin = cashier.hostOrigin();
    if (origin) win.parent.postMessage({ type: 'Loaded', payload: { version: VERSION } }, origin);
  };

  const handle = (message: ReceivedMessage) => {
    switch (message.type) {
      case 'loaded':
        if (source() !== 'iframe') return;
        answerLoaded();
        return startFrom(message.payload);
      case 'loaded-without-payload':
        if (source() === 'iframe') cashier.fail('Incorrect data from host');
        return;
      case 'bonus-list-fetched':
      case 'bonus-list-updated':
        if (store.handshake) store.handshake.bonusList = message.bonusList;
        return;
      case 'close':
        notify('onClose', {});
    }
  };

  win.addEventListener(
    'message',
    (event: MessageEvent) => {
      const framed = win.parent !== win;
      if (framed && event.source === win.parent) reportMissingOrigin();
      // From the parent frame at the host origin; in a web view, the native side posts as the page itself.
      const trusted = framed
        ? event.source === win.parent && isTrustedOrigin(event.origin, cashier.hostOrigin())
        : event.source === win && event.origin === win.location.origin;
      if (!trusted) return;
      const message = readHostMessage(event.data);
      if (message) handle(message);
    },
    { signal: stop.signal },
  );

  if (source() === 'web-view') {
    // A top-level page without a token may be a package app that sets it later (applyProps then
    // starts the session): from that token on, the wait is over for good. Only a real web view, one
    // with a native bridge, gets the spec's give-up error at 5 s; a plain page is only reminded in
    // the console, so a token set later starts the cashier cleanly.
    const tokenArrived = () => source() !== 'web-view';
    waitForInjectedHandshake(win, stop.signal, tokenArrived).then(
      (payload) => {
        if (source() === 'web-view') startFrom(payload);
      },
      (error: Error) => {
        if (source() !== 'web-view' || stop.signal.aborted) return;
        if (hasNativeBridge(win)) cashier.fail(error.message);
        else console.warn('[payment-cashier] waiting for a token: set the `token` attribute or property to start.');
      },
    );
  }
  return () => stop.abort();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
