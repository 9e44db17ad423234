/**
 * The requests that are no backend call (DESIGN §3: only transport/ touches the network): a static
 * file read as JSON (a catalog), a POST that outlives the page (the close beacon, analytics), and a
 * prefetch of a static file (the payment window's page). The first two send no cookies.
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

/**
 * Has the browser fetch a file a page the player is likely to open next will ask for (the payment
 * window's page and script), as a prefetch: at the lowest priority, and kept for that next page
 * for a few minutes even when the file is served \`no-cache\`. The hint goes in the document's
 * head (a shadow root's links fetch nothing) and leaves it once fetched, or when \`signal\` ends.
 */
export function prefetch(url: string, signal: AbortSignal, doc: Document = document): void {
  if (signal.aborted) return;
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  // A page to be opened in a window is a document, which the browser keeps for that navigation.
  if (/\.html$/.test(new URL(url).pathname)) link.as = 'document';
  link.href = url;
  const done = () => link.remove();
  link.addEventListener('load', done, { once: true });
  link.addEventListener('error', done, { once: true });
  signal.addEventListener('abort', done, { once: true });
  doc.head.append(link);
}
