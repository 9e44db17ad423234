import { BACK_SETTLES_MS, guardHistory } from '../../src/host/deviceBack.ts';
import { $$, assert, assertEqual, cleanup, defineElement, mountCashier, SANDBOX, waitFor, waitForList } from './helpers.ts';

/** A cashier alone in a frame (its own document): the host page of the same-tab test. */
function framedCashier(extra = '') {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 400px; height: 700px';
  frame.src = `/test/browser/pages/same-tab.html?api=${encodeURIComponent(SANDBOX)}&token=back-${Math.random()}${extra}`;
  document.body.append(frame);
  return frame;
}

const inFrame = (frame: HTMLIFrameElement) => frame.contentDocument?.querySelector('payment-cashier') as HTMLElement | null;
const onGroupPage = (element: HTMLElement) => $$(element, '.entry').some((b) => b.textContent?.includes('Mastercard'));

describe("the device's Back", () => {
  before(defineElement);
  afterEach(cleanup);

  it('a cashier reopened at once is not closed by the Back the closed one asked for', async () => {
    // The browser does history.back() later: a guard pushed before it lands took it for the player's.
    // First in the file: a frame removed by an earlier test leaves Firefox's joint history moving.
    const frame = document.createElement('iframe');
    frame.src = '/test/browser/pages/blank.html';
    await new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      document.body.append(frame);
    });
    const win = frame.contentWindow!;
    const closed = guardHistory(win, () => 'stayed');
    closed();
    const backs: string[] = [];
    const reopened = guardHistory(win, () => (backs.push('back'), 'stayed'));
    await waitFor(() => (win.history.state as { paymentCashierBack?: string } | null)?.paymentCashierBack, "the reopened cashier's entry");
    await new Promise((resolve) => setTimeout(resolve, BACK_SETTLES_MS / 2));
    assertEqual(backs, [], 'no Back for the reopened cashier');
    win.history.back();
    await waitFor(() => backs.length === 1, "the player's Back caught by the reopened cashier");
    reopened();
    frame.remove();
  });

  it('a frame removed at once with its cashier leaves the host page where it is', async () => {
    // Firefox's history spans the frames: a Back asked for by the leaving cashier, with its frame
    // gone in the same task, stepped this page back (the runner saw it navigate to about:blank).
    // An entry of this page's own on top, so that a Back taken from it shows in its address.
    history.pushState(null, '', '#frames-come-and-go');
    const here = location.href;
    for (let round = 0; round < 6; round += 1) {
      const frame = document.createElement('iframe');
      frame.src = '/test/browser/pages/blank.html';
      await new Promise((resolve) => {
        frame.addEventListener('load', resolve, { once: true });
        document.body.append(frame);
      });
      const release = guardHistory(frame.contentWindow!, () => 'stayed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      frame.remove();
      await new Promise((resolve) => setTimeout(resolve, 500));
      assertEqual([location.href, round], [here, round], 'this page stayed where it was');
    }
  });

  it('steps back inside a framed cashier, and on the list tells the host', async () => {
    const frame = framedCashier();
    const element = await waitFor(() => {
      const found = inFrame(frame);
      return found && $$(found, '.entries[data-ready="true"]').length ? found : undefined;
    }, 'the list in the frame');
    const events: string[] = [];
    for (const name of ['cashier-go-back', 'cashier-close']) element.addEventListener(name, () => events.push(name));
    $$(element, '.entry').find((b) => b.textContent?.includes('Bank cards'))!.click();
    await waitFor(() => onGroupPage(element), 'the group page');
    frame.contentWindow!.history.back();
    await waitFor(() => !onGroupPage(element) && $$(element, '.entry').some((b) => b.textContent?.includes('Bank cards')), 'the list again');
    assertEqual(events, [], 'the host hears nothing yet');
    frame.contentWindow!.history.back();
    await waitFor(() => events.length === 2, 'Back on the list told the host');
    assertEqual(events, ['cashier-go-back', 'cashier-close'], 'onGoBack, then onClose (spec §2)');
  }).timeout(20_000);

  it("leaves a host page's history alone unless the host opts in", async () => {
    const ours = () => !!(history.state as { paymentCashierBack?: string } | null)?.paymentCashierBack;
    // Firefox settles the joint history of the previous test's removed frame some time after it goes.
    let before = -1;
    while (before !== history.length) {
      before = history.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const element = mountCashier({ attributes: { token: `back-host-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    assert(!ours() && history.length === before, `no entry pushed on a host page (${before} entries before, ${history.length} now)`);
    element.remove();
    const optedIn = mountCashier({ attributes: { token: `back-opt-${Math.random()}`, transport: 'http', 'device-back': 'true' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(optedIn);
    // The back controls attach once the list has its data (their code loads then).
    await waitFor(() => ours(), 'an entry of the cashier on top when opted in');
    optedIn.remove();
    await waitFor(() => !ours(), 'its entry taken away with it');
  }).timeout(20_000);
});
