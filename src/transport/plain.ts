import { withCallTimeout } from './callTimeout';
import { CashierError } from './errors';

/**
 * The requests that are no backend call (DESIGN §3: only transport/ touches the network): a static
 * file read as JSON (a catalog) or as text (a currency's icon, an operator's asset), and a POST that
 * outlives the page (the close beacon, analytics). None sends cookies. (A prefetch is prefetch.ts.)
 */

/** GETs a JSON file; rejects on a failed answer. */
export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** POSTs JSON and forgets it: a lost request is acceptable to its callers, so it never throws. */
export function postAndForget(url: string, body: unknown, options: { headers?: Record<string, string>; keepalive?: boolean } = {}): void {
  fetch(url, {
    method: 'POST',
    headers: options.headers ?? { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: options.keepalive ?? false,
    credentials: 'omit',
  }).catch(() => {
    // Analytics and the page's last word must never disturb a payment.
  });
}

/** How long a file may take, its answer and its body together: past this, a hanging host is given up on. */
export const TEXT_FILE_TIMEOUT_MS = 10_000;

export interface TextFile {
  status: number;
  /** The answer's Content-Type, if it said one. */
  type: string | null;
  /** The body, for an OK answer; null for any other. */
  text: string | null;
}

/** The file is larger than its reader takes. */
export const tooLarge = (maxBytes: number): CashierError => new CashierError('invalid-response', `The file is larger than ${maxBytes} bytes`, { code: 'file.tooLarge' });

/**
 * Reads `url` as text, at most `maxBytes` of it and for at most `timeoutMs`: a Content-Length
 * above the cap is refused before the body is read, and the body is read as it streams and
 * dropped as soon as it passes the cap. Rejects with a timeout (kind 'timeout'), a file too large
 * (code 'file.tooLarge'), or the network's failure; `signal` ends it early (the cashier removed).
 */
export function getText(url: string, options: { signal?: AbortSignal; maxBytes: number; timeoutMs?: number }): Promise<TextFile> {
  const { maxBytes, timeoutMs = TEXT_FILE_TIMEOUT_MS } = options;
  return withCallTimeout(async (signal) => {
    const response = await fetch(url, { signal, credentials: 'omit' });
    const type = response.headers.get('content-type');
    if (!response.ok) {
      void response.body?.cancel().catch(() => {});
      return { status: response.status, type, text: null };
    }
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      void response.body?.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    return { status: response.status, type, text: await readCapped(response, maxBytes) };
  }, options.signal, timeoutMs);
}

/** The body as text, stopping past `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
    return new TextDecoder().decode(bytes);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let read = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    read += value.byteLength;
    if (read > maxBytes) {
      void reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
}
