import { runBatch } from './batch';
import { CashierError } from './errors';

/**
 * A file read as text, with no cookies (DESIGN §3: only transport/ touches the network): a
 * currency's icon, an operator's asset. Only pages after the list read one, so it is not in plain.ts,
 * whose catalog read the first screen needs.
 */

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
  return runBatch(async (signal) => {
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
