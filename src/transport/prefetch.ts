// A request that is no backend call (DESIGN §3: only transport/ touches the network), kept apart
// from plain.ts: only the lazily loaded pages use it.

/**
 * Has the browser fetch a file a page the player is likely to open next will ask for (the payment
 * window's page and script), as a prefetch: at the lowest priority, and kept in the browser's
 * cache for that next page when the file is served cacheable (one served `no-cache` is fetched
 * again, and no browser hands a prefetched document to a new window, which asks for it again).
 * The hint goes in the document's head (a shadow root's links fetch nothing) and leaves it once
 * fetched, or when `signal` ends. An engine without prefetch (WebKit) gets no hint: one it does not
 * take never loads nor fails, and would stay in the host's head as long as the element.
 */
export function prefetch(url: string, signal: AbortSignal, doc: Document = document): void {
  if (signal.aborted) return;
  const link = doc.createElement('link');
  if (!link.relList.supports('prefetch')) return;
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
