import {
  $$, assert, cleanup, deposit, field, SANDBOX, type, waitFor,
} from './helpers.ts';

const provider = (depositId: string) => fetch(`${SANDBOX}/sandbox/pay/${depositId}/pay`, { method: 'POST', mode: 'no-cors' });

/** The host page in a frame of this (same-origin) test page, so the test can read it after it navigates. */
function hostFrame(token: string) {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 400px; height: 800px';
  frame.src = `/test/browser/pages/same-tab.html?api=${encodeURIComponent(SANDBOX)}&token=${token}`;
  document.body.append(frame);
  return frame;
}

/** The cashier in the frame, while the frame shows our host page. */
function cashierIn(frame: HTMLIFrameElement): HTMLElement | undefined {
  try {
    return (frame.contentDocument?.querySelector('payment-cashier') as HTMLElement | null) ?? undefined;
  } catch {
    return undefined; // the provider's page, on another origin
  }
}

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

describe('paying in the same tab', () => {
  afterEach(cleanup);

  it("comes back from the provider to the deposit's complete page (returnUrl)", async () => {
    const token = `same-tab-${Math.random()}`;
    const frame = hostFrame(token);
    const element = await waitFor(() => {
      const found = cashierIn(frame);
      return found && $$(found, '.entries[data-ready="true"]').length ? found : undefined;
    }, 'the list in the host page');
    $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
    const input = await waitFor(() => $$(element, 'input[inputmode="decimal"]')[0] as HTMLInputElement | undefined, 'the amount');
    type(input, '150');
    type(field(element, 'Name on the account'), 'Ana Pérez');
    await deposit(element);
    const continueHere = await waitFor(() => $$(element, 'button').find((b) => b.textContent === 'Continue in this tab'), 'Continue in this tab');
    const reference = await waitFor(() => $$(element, '.requisites__text').map((v) => v.textContent ?? '').find((v) => /^[0-9a-f-]{36}$/.test(v)), 'the reference');
    continueHere.click();
    await waitFor(() => !cashierIn(frame), 'the provider in this tab');
    await provider(reference);
    // The provider sends the player back to the returnUrl it got with the create.
    frame.src = `/test/browser/pages/same-tab.html?api=${encodeURIComponent(SANDBOX)}&token=${token}&payment-cashier-return=1`;
    const back = await waitFor(() => {
      const found = cashierIn(frame);
      return found && shadowText(found).includes(reference) ? found : undefined;
    }, "the deposit's complete page after the return");
    await waitFor(() => /Payment received|Payment declined|Waiting/.test(shadowText(back)), 'the status');
    await waitFor(() => shadowText(back).includes('Payment received'), 'the paid result', 15_000);
    assert(!frame.contentWindow!.location.search.includes('payment-cashier-return'), 'the marker left the address');
  }).timeout(30_000);
});
