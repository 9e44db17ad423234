import { $, $$, assert, assertEqual, axeViolations, cleanup, defineElement, mountCashier, type, waitFor, waitForList } from './helpers.ts';

describe('the video instruction page', () => {
  before(defineElement);
  afterEach(cleanup);

  it('plays the method video guide in the widget, and Back returns to the form as it was', async () => {
    const element = mountCashier({ attributes: { token: `video-${Math.random()}` }, user: { paymentGeo: 'CO', currency: 'COP' } });
    await waitForList(element);
    $$(element, '.entry').find((b) => b.textContent?.includes('Colombian banks') || b.classList.contains('entry--group'))!.click();
    (await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes('Nequi')), 'the group page')).click();
    const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the Nequi form');
    // The player's own amount (a prefilled one may still be on its way in a slower engine).
    type(amount, '30000');
    // Read afresh: in WebKit the field was once drawn anew just after it first showed (the amount kept).
    const typed = await waitFor(() => {
      const input = $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null;
      return input?.value.replace(/\D/g, '').startsWith('30000') ? input : null;
    }, 'the typed amount');
    const before = typed.value;
    $$(element, 'button').find((b) => b.textContent === 'How to pay: video guide')!.click();
    const video = (await waitFor(() => $(element, 'video'), 'the video')) as HTMLVideoElement;
    assert(video.src.endsWith('/sandbox/video/guide.webm'), 'the guide from the backend');
    assert(video.controls, 'with controls');
    const served = await fetch(video.src);
    assertEqual(served.headers.get('content-type'), 'video/webm', 'a video the browser can play');
    const link = $$(element, 'a').find((a) => a.getAttribute('target') === '_blank') as HTMLAnchorElement | undefined;
    assertEqual(link?.rel, 'noopener noreferrer', 'the same guide in a new tab, without opener');
    assertEqual(await axeViolations(element), [], 'axe on the video page');
    $$(element, 'button').find((b) => b.textContent === 'Back')!.click();
    const again = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the Nequi form again');
    assertEqual(again.value, before, 'the amount kept');
  });
});
