import type { FlowTable } from '../../flows/contract/flowTable';
import type { Screen } from '../../routes/types';
import { savingData } from '../../transport/savingData';
import type { Cashier } from '../cashier';
import type { ListEntry } from '../methodList';

/** How many different pages a list loads ahead of the player, its top entries' first. */
export const LOOK_AHEAD_PAGES = 4;

/** How long a look-ahead that waits for an idle main thread (a method page's) waits before it runs anyway. */
export const IDLE_WAIT_MS = 2000;

/** The page a list entry opens (`inGroup`: on a group's page), in this flow table. */
export function pageOf(flows: FlowTable, entry: ListEntry, inGroup = false): Screen | undefined {
  const path = entry.kind === 'group' ? flows.groupPath(entry.group) : flows.methodPath(entry.method, inGroup);
  return flows.routes.find((route) => route.path === path)?.screen;
}

/** The pages the entries open, each once, in the entries' order, at most `count`. */
export function likelyPages(flows: FlowTable, entries: readonly ListEntry[], count = LOOK_AHEAD_PAGES): Screen[] {
  const pages: Screen[] = [];
  for (const entry of entries) {
    const page = pageOf(flows, entry);
    if (page && !pages.includes(page)) pages.push(page);
    if (pages.length === count) break;
  }
  return pages;
}

/** Runs `run` when the main thread is next idle (at the latest after IDLE_WAIT_MS), unless `signal` ends first. */
export function whenIdle(run: () => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    signal.addEventListener('abort', () => cancelIdleCallback(id), { once: true });
  } else {
    // Safari has no idle callback: after the current task, which drew the page.
    const id = setTimeout(run, 1);
    signal.addEventListener('abort', () => clearTimeout(id), { once: true });
  }
}

const runs = new WeakMap<Cashier, AbortController>();

/**
 * A list is on screen: its likely next pages are loaded at once, while the player looks at it, so
 * that the first tap draws its page as fast as a second would. Each is one small file beside the
 * flow table, which the list asked for already (the build's lazy merge): asked for together, most
 * likely first. Never on a metered connection; a newer list (another region) replaces this one's
 * run, and the session's end stops it. Pages load once for every cashier on the page.
 */
export function lookAheadFromList(cashier: Cashier, entries: readonly ListEntry[]): void {
  if (savingData()) return;
  runs.get(cashier)?.abort();
  const run = new AbortController();
  runs.set(cashier, run);
  const signal = AbortSignal.any([run.signal, cashier.sessionSignal()]);
  cashier.loadFlows().then((flows) => {
    if (signal.aborted) return;
    // All at once, most likely first: the browser queues them in this order.
    for (const page of likelyPages(flows, entries)) page.prepare().catch(() => {});
  }, () => {});
}

/** A press on an entry (`inGroup`: on a group's page): its page starts loading before the click lands. */
export function lookAheadFromPress(cashier: Cashier, entry: ListEntry, inGroup = false): void {
  cashier.loadFlows().then((flows) => pageOf(flows, entry, inGroup)?.prepare(), () => {}).catch(() => {});
}
