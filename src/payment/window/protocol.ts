import type { PaymentSource } from '../paymentSource';

/**
 * Spec §7 "messages to a payment window": the widget posts JSON text to the window page
 * (`payment-window.html` in the static base) once the deposit answers: where to go (`redirect`
 * for a URL, `redirect-form-ready` for a form to POST), or why there is nothing to pay
 * (`failed`). The page acknowledges on the message's port, so the widget knows it was heard.
 */
export type WindowMessage =
  | { type: 'redirect'; payload: { url: string } }
  | { type: 'redirect-form-ready'; payload: { action: string; fields: Record<string, string> } }
  | { type: 'failed'; payload: { text: string } };

export const WINDOW_ACK = 'received';

/** What the page shows and whom it listens to, carried in its URL's fragment (never sent to a server). */
export interface WindowPageParams {
  /** "Preparing your payment…" in the player's language. */
  text: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  theme: 'light' | 'dark';
  /** The only origin whose messages the page takes: the page holding the widget. */
  origin: string;
  /** A payment to perform at once, without messages (a native app's external browser). */
  go?: PaymentSource;
}

export function messageFor(source: PaymentSource): WindowMessage {
  return typeof source === 'string'
    ? { type: 'redirect', payload: { url: source } }
    : { type: 'redirect-form-ready', payload: { action: source.action, fields: source.fields } };
}

export function sourceOf(message: WindowMessage): PaymentSource | undefined {
  if (message.type === 'redirect') return message.payload.url;
  if (message.type === 'redirect-form-ready') return message.payload;
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

/** A message as the page receives it (JSON text from another window): the documented shapes only. */
export function parseWindowMessage(data: unknown): WindowMessage | undefined {
  let parsed: unknown;
  try {
    parsed = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !isRecord(parsed.payload)) return undefined;
  const { type, payload } = parsed;
  if (type === 'redirect' && typeof payload.url === 'string') return { type, payload: { url: payload.url } };
  if (type === 'redirect-form-ready' && typeof payload.action === 'string' && isStringRecord(payload.fields)) {
    return { type, payload: { action: payload.action, fields: { ...payload.fields } } };
  }
  if (type === 'failed' && typeof payload.text === 'string') return { type, payload: { text: payload.text } };
  return undefined;
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)));

/** The window page's address: the static base's page with its parameters in the fragment. */
export function windowPageUrl(staticBase: string, params: WindowPageParams): string {
  const query = new URLSearchParams({ text: params.text, lang: params.lang, dir: params.dir, theme: params.theme, origin: params.origin });
  if (params.go !== undefined) query.set('go', toBase64Url(JSON.stringify(messageFor(params.go))));
  return `${staticBase}payment-window.html#${query.toString()}`;
}

/** The page's reading of its own fragment; defaults keep it readable when opened bare. */
export function readWindowPageParams(hash: string): WindowPageParams {
  const query = new URLSearchParams(hash.replace(/^#/, ''));
  const params: WindowPageParams = {
    text: query.get('text') || 'Preparing your payment…',
    lang: query.get('lang') || 'en',
    dir: query.get('dir') === 'rtl' ? 'rtl' : 'ltr',
    theme: query.get('theme') === 'dark' ? 'dark' : 'light',
    origin: query.get('origin') ?? '',
  };
  const go = query.get('go');
  if (go) {
    try {
      const message = parseWindowMessage(fromBase64Url(go));
      const source = message && sourceOf(message);
      if (source !== undefined) params.go = source;
    } catch {
      // An unreadable payment is no payment: the page stays on its text.
    }
  }
  return params;
}
