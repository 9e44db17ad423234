/**
 * The requests that are no backend call (DESIGN §3: only transport/ touches the network): a static
 * file read as JSON (a catalog), and a POST that outlives the page (the close beacon, analytics).
 * (A file read as text, an icon or an operator's asset, is textFile.ts; a prefetch, prefetch.ts.)
 * Neither sends cookies.
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
