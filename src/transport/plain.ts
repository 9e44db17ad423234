/**
 * The requests that are no backend call (DESIGN §3: only transport/ touches the network): a static
 * file read as JSON (a catalog) or as text (an icon), and a POST that outlives the page (the close
 * beacon, analytics).
 * Neither sends cookies. (A prefetch of a static file is prefetch.ts.)
 */

/** GETs a JSON file; rejects on a failed answer. */
export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** GETs a text file (an icon); the status always, the text only from an OK answer. */
export async function getText(url: string, signal?: AbortSignal): Promise<{ status: number; text: string | null }> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  return { status: response.status, text: response.ok ? await response.text() : null };
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
