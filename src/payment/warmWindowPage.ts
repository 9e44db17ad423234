import { prefetch } from '../transport/prefetch';
import type { WindowContext } from './windowPageFor';

/** What the payment window's page loads before it can take a payment (the build names them: esbuild.mjs). */
declare const __WINDOW_PAGE_FILES__: readonly string[] | undefined;
const WINDOW_PAGE_FILES = typeof __WINDOW_PAGE_FILES__ === 'undefined' ? [] : __WINDOW_PAGE_FILES__;

const prefetched = new Set<string>();

/**
 * A page whose Deposit opens the payment window is shown: the window page's files are prefetched
 * now, once for every cashier on the page, so that the window takes the payment without waiting
 * for them, when the window's page is on the page's own host.
 */
export function warmWindowPage(cashier: WindowContext, win: Window = window): void {
  const folder = new URL(cashier.deployment.staticBase, win.location.href);
  // Browsers keep what a page fetches for that page's site alone (a partitioned cache): a window
  // page served from another host would ask for every file again, so hints would only cost bytes
  // (and, in Firefox, a report under a strict default-src). Only a static folder on the page's own
  // host is warmed (a subdomain, though the same site, is left out: no list of sites is shipped).
  if (folder.protocol !== win.location.protocol || folder.hostname !== win.location.hostname) return;
  const base = folder.href;
  for (const file of WINDOW_PAGE_FILES) {
    const url = base + file;
    if (prefetched.has(url)) continue;
    prefetched.add(url);
    prefetch(url, cashier.lifetime, win.document);
  }
}
