import { $, $$, assert, assertEqual, flowSuite, itExceptIn, mountCashier, root, waitFor, waitForList } from './helpers.ts';

// What the player will likely open next is loaded ahead of them. The list's pages load
// while the list is looked at, so the first tap draws its page with no spinner; a Deposit page
// prefetches the payment window's page, once for every cashier on the page.

const loaded = (pattern: RegExp, initiator?: string) =>
  performance.getEntriesByType('resource').filter((entry) => pattern.test(entry.name) && (!initiator || (entry as PerformanceResourceTiming).initiatorType === initiator));
/** The static folder on the test page's own host, as the window page must be for its files to be warmed. */
const OWN_STATIC = { 'static-base': `${location.origin}/dist/cashier/static/` };
const entry = (element: HTMLElement, name: string) => $$(element, 'button.entry').find((b) => b.textContent?.includes(name));

/** Resolves once the page has fetched nothing new for a while (what was loaded ahead has come). */
async function networkQuiet(quietMs = 400) {
  let count = -1;
  while (count !== performance.getEntriesByType('resource').length) {
    count = performance.getEntriesByType('resource').length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

/** Taps the entry and resolves once `drawn` shows, with whether a spinner (a page still loading) showed before it. */
function tapWatchingForSpinner(element: HTMLElement, name: string, drawn: string): Promise<boolean> {
  return new Promise((resolve) => {
    let spinner = false;
    const observer = new MutationObserver(() => {
      spinner ||= root(element).querySelector('.loader') !== null;
      if (!root(element).querySelector(drawn)) return;
      observer.disconnect();
      resolve(spinner);
    });
    observer.observe(root(element), { subtree: true, childList: true });
    const button = entry(element, name)!;
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    button.click();
  });
}

describe('pages loaded ahead of the player', () => {
  flowSuite();

  it("loads the list's likely pages once it is shown, so the first tap draws its page with no spinner", async () => {
    const element = mountCashier({ attributes: { token: `ahead-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    assertEqual(loaded(/chunks\/RedirectPage-/).length, 0, 'nothing ahead before the list');
    await waitForList(element);
    await waitFor(() => loaded(/chunks\/RedirectPage-/).length > 0, 'the redirect page loaded while the list is looked at', 5000);
    assert(!$(element, '.amount-field, input[inputmode="decimal"]'), 'no page was opened for it');
    await networkQuiet();
    const spinner = await tapWatchingForSpinner(element, 'CoDi', 'input[inputmode="decimal"]');
    assertEqual(spinner, false, 'the amount page drawn at once');
  });

  itExceptIn(['webkit'], 'WebKit has no prefetch', "prefetches the payment window's page while a Deposit page is shown, once for two cashiers", async () => {
    const user = { paymentGeo: 'MX', currency: 'MXN' };
    const elements = [0, 1].map((i) => mountCashier({ attributes: { token: `window-ahead-${i}-${Math.random()}`, transport: 'http', ...OWN_STATIC }, user }));
    for (const element of elements) {
      await waitForList(element);
      entry(element, 'CoDi')!.click();
      await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the amount page');
    }
    // Only the hints fetch these files on this page (Firefox names their initiator "other", Chromium "link").
    await waitFor(() => loaded(/chunks\/payment-window-\w+\.js$/).length > 0, 'the window page prefetched', 5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts = [/payment-window\.html$/, /chunks\/payment-window-\w+\.css$/, /chunks\/payment-window-\w+\.js$/].map((file) => loaded(file).length);
    assertEqual(counts, [1, 1, 1], 'each of its files once');
    assert(loaded(/chunks\/window-chunk-/).length === 1, "and the script's chunk");
    assertEqual(document.head.querySelectorAll('link[rel="prefetch"]').length, 0, 'the hints leave the head once fetched');
  });

  it('leaves no hint in the head once the Deposit page has been looked at, in an engine with prefetch or without', async () => {
    const element = mountCashier({ attributes: { token: `window-hints-${Math.random()}`, transport: 'http', ...OWN_STATIC }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    entry(element, 'CoDi')!.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the amount page');
    await networkQuiet();
    assertEqual(document.head.querySelectorAll('link[rel="prefetch"]').length, 0, 'no hint left behind');
  });
});
