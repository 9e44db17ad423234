import { type PaymentSource, submitHiddenForm } from './paymentSource';
import { isSafeLink } from '../security/safeLink';
import { randomUuid } from '../security/randomUuid';
import type { SliderRequest } from '../captcha/slider';
import {
  type GeetestResult, messageFor, parseGeetestResult, WINDOW_ACK, WINDOW_LISTENING, type WindowEnding, type WindowMessage, type WindowPageParams, windowPageUrl,
} from './window/protocol';

export type { WindowEnding } from './window/protocol';

export interface PaymentWindow {
  /** Points the window at the source; false when the source is unsafe or the window is gone. */
  go(source: PaymentSource): boolean;
  /** The create ended without a payment: the window says why, then closes itself. */
  end(why: WindowEnding): void;
  /** Closes at once (the player went elsewhere in the cashier). */
  close(): void;
  /**
   * Shows the slider captcha in the window, where the player is looking (spec §7 `initGeetest`,
   * `geetestResult`); null when the window has no page of ours to show it (the page shows it then).
   */
  slider(request: SliderRequest, signal: AbortSignal): Promise<GeetestResult | null>;
  readonly blocked: boolean;
}

/** Where the window page is, and its language and theme (the page has its own words in every language). */
export interface WindowPage {
  staticBase: string;
  params: Omit<WindowPageParams, 'go'>;
}

/** A create that ended without a payment: the window explains a failure or a request for fields, and just closes otherwise. */
export function releaseWindow(paymentWindow: PaymentWindow | undefined, why: WindowEnding | 'busy' | 'stale'): void {
  if (why === 'failed' || why === 'more-fields') paymentWindow?.end(why);
  else paymentWindow?.close();
}

/**
 * How often a message is posted until the page answers, and for how long before going direct. A
 * page that missed a message hears the next one this much later, which is the wait the player
 * sees between the deposit's answer and the provider's page (at 100 ms it was most of it).
 */
export const DELIVERY_RETRY_MS = 25;
export const DELIVERY_DEADLINE_MS = 8000;

/**
 * Opens the payment window synchronously inside the click, so popup blockers allow it, before the
 * deposit exists. With `page` it shows the static window page ("Preparing your payment…"), which
 * takes the payment by message once creation answers; without one (or if the page never answers)
 * the window is pointed at the provider directly. The provider's page gets no `opener`, so it
 * cannot reach back into the host: a window without our page loses it at once, and our page cuts
 * it itself once it has said it listens (WINDOW_LISTENING). A window whose page never spoke is
 * sent to the provider only if its link can still be cut from here, and closed otherwise.
 */
export function openPaymentWindow(win: Window = window, page?: WindowPage, lifetime?: AbortSignal): PaymentWindow {
  const name = `payment-cashier-${randomUuid()}`;
  const pageUrl = page ? windowPageUrl(page.staticBase, page.params) : undefined;
  const opened = win.open(pageUrl ?? 'about:blank', name);
  if (opened && !pageUrl) cutOpener(opened);
  /** The window while it is still open. */
  const live = (): Window | undefined => (opened && !opened.closed ? opened : undefined);
  const pageOrigin = pageUrl ? new URL(pageUrl, win.location.href).origin : undefined;
  let stopDelivery: (() => void) | undefined;
  /** Whether the payment reached the window (its page heard it, or the window was pointed at it). */
  let arrived = false;
  const deliver = (message: WindowMessage, fallback: (target: Window) => void, onReply?: (data: unknown) => void) => {
    stopDelivery?.();
    const target = live();
    if (!target) return;
    const reached = () => void (arrived ||= message.type === 'redirect' || message.type === 'redirect-form-ready');
    const direct = () => {
      reached();
      fallback(target);
    };
    if (pageOrigin) stopDelivery = postUntilHeard(win, target, pageOrigin, message, direct, onReply, reached);
    else direct();
  };
  const close = () => {
    stopDelivery?.();
    live()?.close();
  };
  // The element is gone: nothing more is posted or done to the window, and a window still waiting
  // for a payment that can no longer come is closed. One that shows the provider stays for the player.
  lifetime?.addEventListener('abort', () => (arrived ? stopDelivery?.() : close()), { once: true });
  return {
    blocked: !opened,
    go(source) {
      if (!live()) return false;
      if (!isSafeLink(typeof source === 'string' ? source : source.action)) return false;
      deliver(messageFor(source), (target) => {
        // Our page never ran, so its link to this page may still be there: the provider's page
        // gets the window only once it is cut from here, else the window is closed (as below).
        if (pageOrigin && !cutOpener(target)) return target.close();
        try {
          if (typeof source === 'string') target.location.href = source;
          else submitHiddenForm(win.document, source, name);
        } catch {
          // The window shows the browser's own error page (offline, say), which may not be navigated
          // from here: it is closed, and the cashier's page offers the payment page again.
          target.close();
        }
      });
      return true;
    },
    end(why) {
      if (!page) return close();
      deliver({ type: 'failed', payload: { why } }, (target) => target.close());
    },
    close,
    slider(request, signal) {
      return new Promise<GeetestResult | null>((resolve, reject) => {
        if (!live() || !pageOrigin) return resolve(null);
        // A window the player closes mid-slider is the slider closed.
        const watch = win.setInterval(() => {
          if (!live()) done(() => resolve({ error: 'slider-closed', message: 'The payment window was closed during the slider' }));
        }, WINDOW_CLOSED_CHECK_MS);
        const onAbort = () => done(() => reject(signal.reason));
        signal.addEventListener('abort', onAbort);
        let finished = false;
        function done(settle: () => void) {
          if (finished) return;
          finished = true;
          win.clearInterval(watch);
          signal.removeEventListener('abort', onAbort);
          stopDelivery?.();
          settle();
        }
        // The page loads its own slider script: the message names only the captcha and the language.
        deliver({ type: 'initGeetest', payload: { captchaId: request.captchaId, language: request.language } }, () => done(() => resolve(null)), (data) => {
          const answer = parseGeetestResult(data);
          if (answer) done(() => resolve(answer));
        });
      });
    },
  };
}

/**
 * Cuts a window's link to its opener; whether it is cut. Only a window of this page's origin can be
 * cut from here (a fresh one, or one that never left about:blank).
 */
function cutOpener(target: Window): boolean {
  try {
    target.opener = null;
    return target.opener === null;
  } catch {
    return false;
  }
}

/** How often a window showing the slider is checked for having been closed. */
export const WINDOW_CLOSED_CHECK_MS = 500;

/**
 * Posts the message, on a fresh port each time, until the page answers on it: a page still
 * loading misses early messages. If it never answers, `fallback` does the job without it. With
 * `onReply`, the port that was heard stays open for what the page says after its acknowledgement.
 * Returns a function that stops trying (and closes every port).
 */
function postUntilHeard(
  win: Window,
  target: Window,
  origin: string,
  message: WindowMessage,
  fallback: () => void,
  onReply?: (data: unknown) => void,
  onHeard?: () => void,
): () => void {
  let heard = false;
  const text = JSON.stringify(message);
  const started = Date.now();
  const ports: MessagePort[] = [];
  const attempt = () => {
    if (heard || target.closed) return stop();
    if (Date.now() - started >= DELIVERY_DEADLINE_MS) {
      stop();
      fallback();
      return;
    }
    const channel = new MessageChannel();
    ports.push(channel.port1);
    channel.port1.onmessage = (event) => {
      if (event.data !== WINDOW_ACK) return onReply?.(event.data);
      if (heard) return;
      heard = true;
      onHeard?.();
      stopPosting(onReply ? channel.port1 : undefined);
    };
    try {
      target.postMessage(text, origin, [channel.port2]);
    } catch {
      // The window is between documents; the next attempt reaches the page.
    }
  };
  const timer = win.setInterval(attempt, DELIVERY_RETRY_MS);
  // The page says when it listens: posted again at once, whatever the retry's timer (a page behind
  // the window may have its timers slowed to once a second).
  const onListening = (event: MessageEvent) => {
    if (event.source === target && event.origin === origin && event.data === WINDOW_LISTENING) attempt();
  };
  /** No more posting; every port closed but the one kept for a reply. */
  const stopPosting = (kept?: MessagePort) => {
    win.clearInterval(timer);
    win.removeEventListener('message', onListening);
    for (const port of ports.splice(0)) if (port !== kept) port.close();
    if (kept) ports.push(kept);
  };
  const stop = () => stopPosting();
  win.addEventListener('message', onListening);
  attempt();
  return stop;
}
