import type { SliderRequest, SliderResult } from '../../captcha/slider';
import type { PaymentSource } from '../paymentSource';

/**
 * Spec §7 "messages to a payment window": the widget posts JSON text to the window page
 * (`payment-window.html` in the static base) once the deposit answers: where to go (`redirect`
 * for a URL, `redirect-form-ready` for a form to POST), or why there is nothing to pay
 * (`failed`, by reason: the page has its own words for each). The page acknowledges on the
 * message's port, so the widget knows it was heard. Before the create, a method with the slider
 * captcha shows it in the window the player is looking at (`initGeetest`: the captcha id and
 * language only; the script is the page's own setting, never the message's); the page answers
 * `geetestResult` on the same port.
 */
export type WindowMessage =
  | { type: 'redirect'; payload: { url: string } }
  | { type: 'redirect-form-ready'; payload: { action: string; fields: Record<string, string> } }
  | { type: 'failed'; payload: { why: WindowEnding } }
  | { type: 'initGeetest'; payload: WindowSliderRequest };

/** Why a window opened in the click has nothing to pay: the page says which before it closes. */
export type WindowEnding = 'failed' | 'more-fields';

/** What the window page's slider needs from the widget. */
export type WindowSliderRequest = Omit<SliderRequest, 'script'>;

/** The slider's outcome in the window: its result, unavailable (the create goes on with a bypass), or a captcha error. */
export type GeetestResult =
  | { result: SliderResult }
  | { unavailable: 'slider-script' | 'slider-network'; message: string }
  | { error: string; message: string };

export const WINDOW_ACK = 'received';

/**
 * The page's one word to the window that opened it, once it listens (posted to the origin in its
 * fragment alone, carrying nothing else): the widget then posts at once rather than at its next
 * retry, which a page behind the window runs late (Firefox runs a background tab's timers once a
 * second, which was a second between the deposit's answer and the provider's page).
 */
export const WINDOW_LISTENING = 'payment-window-listening';

/** How the page looks and whom it listens to, carried in its URL's fragment (never sent to a server). */
export interface WindowPageParams {
  /** The player's language: the page shows its own texts in it. */
  lang: string;
  theme: 'light' | 'dark';
  /** The only origin whose messages the page takes: the page holding the widget. */
  origin: string;
  /** A payment to perform once the player confirms, without messages (a native app's external browser). */
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

/** JSON text from another window, parsed; undefined for anything else. */
function fromJsonText(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return undefined;
  }
}

/** A message as the page receives it (JSON text from another window): the documented shapes only. */
export function parseWindowMessage(data: unknown): WindowMessage | undefined {
  const parsed = fromJsonText(data);
  if (!isRecord(parsed) || !isRecord(parsed.payload)) return undefined;
  const { type, payload } = parsed;
  if (type === 'redirect' && typeof payload.url === 'string') return { type, payload: { url: payload.url } };
  if (type === 'redirect-form-ready' && typeof payload.action === 'string' && isStringRecord(payload.fields)) {
    return { type, payload: { action: payload.action, fields: { ...payload.fields } } };
  }
  if (type === 'failed' && (payload.why === 'failed' || payload.why === 'more-fields')) return { type, payload: { why: payload.why } };
  if (type === 'initGeetest' && typeof payload.captchaId === 'string' && typeof payload.language === 'string') {
    return { type, payload: { captchaId: payload.captchaId, language: payload.language } };
  }
  return undefined;
}

const SLIDER_RESULT_FIELDS = ['lot_number', 'captcha_output', 'pass_token', 'gen_time'] as const;

/** The page's `geetestResult` as the widget receives it (`{ type: 'geetestResult', payload }` text): the documented shapes only. */
export function parseGeetestResult(data: unknown): GeetestResult | undefined {
  const parsed = fromJsonText(data);
  if (!isRecord(parsed) || parsed.type !== 'geetestResult' || !isRecord(parsed.payload)) return undefined;
  const { result, unavailable, error, message } = parsed.payload;
  if (isRecord(result) && SLIDER_RESULT_FIELDS.every((field) => typeof result[field] === 'string')) {
    const [lot_number, captcha_output, pass_token, gen_time] = SLIDER_RESULT_FIELDS.map((field) => result[field] as string);
    return { result: { lot_number: lot_number!, captcha_output: captcha_output!, pass_token: pass_token!, gen_time: gen_time! } };
  }
  const said = typeof message === 'string' ? message : '';
  if (unavailable === 'slider-script' || unavailable === 'slider-network') return { unavailable, message: said };
  if (typeof error === 'string') return { error, message: said };
  return undefined;
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)));

/** The window page's address: the static base's page with its parameters in the fragment. */
export function windowPageUrl(staticBase: string, params: WindowPageParams): string {
  const query = new URLSearchParams({ lang: params.lang, theme: params.theme, origin: params.origin });
  if (params.go !== undefined) query.set('go', toBase64Url(JSON.stringify(messageFor(params.go))));
  return `${staticBase}payment-window.html#${query.toString()}`;
}

/**
 * The origin the page may listen to: an http(s) origin written exactly as browsers write one. An
 * opaque origin (`null`, a sandboxed frame or a data: page) and anything else is nobody.
 */
export function listenedOrigin(value: string | null): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : '';
  } catch {
    return '';
  }
}

/** The page's reading of its own fragment; defaults keep it readable when opened bare. */
export function readWindowPageParams(hash: string): WindowPageParams {
  const query = new URLSearchParams(hash.replace(/^#/, ''));
  const params: WindowPageParams = {
    lang: query.get('lang') || 'en',
    theme: query.get('theme') === 'dark' ? 'dark' : 'light',
    origin: listenedOrigin(query.get('origin')),
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
