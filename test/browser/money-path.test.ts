import { executeServerCommand } from '@web/test-runner-commands';
import {
  $, $$, assert, assertEqual, axeViolations, deposit, fakeWindows, field, flowSuite, itExceptIn, mountCashier, nextCreated, nextEvent, recordCalls, SANDBOX, text, type, waitFor, waitForList, depositButton, readyDepositButton,
} from './helpers.ts';

/** Plays the provider: the test cannot click inside the payment window, so it presses Pay or Decline by POST. */
const provider = (depositId: string, choice: 'pay' | 'decline') =>
  fetch(`${SANDBOX}/sandbox/pay/${depositId}/${choice}`, { method: 'POST', mode: 'no-cors' });

async function openCodi(transport: string, token = `money-${transport}-${Math.random()}`) {
  const element = mountCashier({ attributes: { token, transport }, user: { paymentGeo: 'MX', currency: 'MXN' } });
  await waitForList(element);
  $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
  const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
  type(field(element, 'Name on the account'), 'Ana Pérez');
  return { element, input };
}

/** Waits until the sandbox has settled the deposit (its clock runs ten times faster in tests). */
async function settled(token: string, depositId: string) {
  for (let tries = 0; tries < 100; tries++) {
    const answer = await fetch(`${SANDBOX}/api/banking/deposit-status?depositId=${depositId}`, { headers: { Authorization: token } }).then((r) => r.json());
    if (answer.status === 1) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${depositId} was not settled`);
}

describe('the money path: amount, Deposit, payment, status', () => {
  flowSuite();
  // The test page cannot be a player's click, so the browser blocks the payment window; that path is the one tested.

  for (const transport of ['socket', 'http']) {
    it(`pays and watches the deposit settle over ${transport}`, async () => {
      const { element, input } = await openCodi(transport);
      assert(text(element).includes('From MX$50 to MX$50,000') || text(element).includes('From $50'), 'the limits hint');
      assertEqual(await axeViolations(element), [], 'axe on the redirect page');
      // The method's name is the page's one heading, visible and as large as a page title.
      assertEqual($$(element, 'h2, h3').map((h) => [h.tagName, h.textContent]), [['H2', 'CoDi']], 'the headings');
      const heading = $(element, 'h2')!;
      assert(!heading.classList.contains('visually-hidden') && parseFloat(getComputedStyle(heading).fontSize) > 20, 'a visible title');
      type(input, '150');
      const created = nextCreated(element);
      await deposit(element);
      const { depositId } = await created;
      await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page');
      const details = text(element);
      assert(details.includes('Deposit details') && details.includes('150') && details.includes('CoDi'), 'the amount and method beside the status');
      assert(details.includes(depositId), "the deposit's reference, for support");
      assertEqual(await axeViolations(element), [], 'axe on the complete page');
      await provider(depositId, 'pay');
      await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
      const icon = $(element, '.status--success .status__icon svg')!;
      assert(icon?.getAttribute('aria-hidden') === 'true' && icon.getAttribute('stroke') === 'currentColor', 'the status icon is inline SVG');
      assert($$(element, 'button').some((b) => b.textContent === 'Close'), 'a Close button');
    }).timeout(30_000);
  }

  it('hands the payment page of a method the operator opens itself to the host, and opens no window (external-redirect-methods)', async () => {
    const { windows, restore } = fakeWindows();
    try {
      const token = `money-external-${Math.random()}`;
      const element = mountCashier({ attributes: { token, transport: 'socket', 'external-redirect-methods': 'astropay_mx, codi_mx' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(element);
      $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
      const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
      type(field(element, 'Name on the account'), 'Ana Pérez');
      type(input, '150');
      const handed = nextEvent<{ url: string; paymentMethod: string }>(element, 'cashier-external-redirect-event');
      const created = nextCreated(element);
      await deposit(element);
      const { depositId } = await created;
      const { url, paymentMethod } = await handed;
      assertEqual(paymentMethod, 'codi_mx', 'the method');
      assert(new URL(url).pathname === `/sandbox/pay/${depositId}`, `the provider's page of this deposit: ${url}`);
      assertEqual(windows.length, 0, 'no payment window opened');
      await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page, waiting');
      await provider(depositId, 'pay');
      await waitFor(() => text(element).includes('Payment received'), 'paid where the host showed it', 15_000);
    } finally {
      restore();
    }
  }).timeout(30_000);

  it("says the method takes no deposit in the player's currency, instead of a form that could only fail (spec §8)", async () => {
    const element = mountCashier({ attributes: { token: `money-usd-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'USD' } });
    await waitForList(element);
    $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
    const notice = await waitFor(() => $(element, '.notice--error'), 'the notice');
    assertEqual(notice.querySelector('.notice__title')?.textContent, 'Deposit in USD is currently unavailable', 'the currency named');
    assertEqual(notice.querySelector('.notice__text')?.textContent, 'Use crypto or choose another currency', 'what to do');
    assert(!$(element, 'input[inputmode="decimal"]') && !depositButton(element), 'no amount, no Deposit');
    assertEqual(await axeViolations(element), [], 'axe on the notice');
    $$(element, 'button').find((b) => b.textContent === 'Choose another method')!.click();
    await waitForList(element);
  });

  it("opens one method's form at /form?method=…, with neither the list, Back nor Close, and pays from there (spec §2)", async () => {
    const element = mountCashier({ attributes: { token: `money-form-${Math.random()}`, transport: 'http', 'initial-path': '/form?method=codi_mx' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the form');
    assertEqual($(element, 'h2')?.textContent, 'CoDi', "the method's page");
    assert(!$(element, '.header') && !$(element, '.entries'), 'no header (no Close, no Back), no list');
    assertEqual(await axeViolations(element), [], 'axe on the form');
    type(input, '150');
    type(field(element, 'Name on the account'), 'Ana Pérez');
    const created = nextCreated(element);
    await deposit(element);
    await created;
    await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page');
  });

  it("keeps /form's frame for a coin: its address is shown where it was asked for, still with no header", async () => {
    const element = mountCashier({ attributes: { token: `money-form-coin-${Math.random()}`, transport: 'http', 'initial-path': '/form?method=usdt_trc20' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitFor(() => $(element, '.crypto-address')?.textContent, 'the USDT address');
    assert(!$(element, '.header') && !$(element, '.entries'), 'no header (no Close, no Back), no list, once the address is made');
  });

  it('shows the list when /form names a method the list does not have', async () => {
    const element = mountCashier({ attributes: { token: `money-form-${Math.random()}`, transport: 'http', 'initial-path': '/form?method=nope' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
  });

  it('offers a new deposit after success where the host shows no Close (closing-button="false"): no button that does nothing', async () => {
    const element = mountCashier({ attributes: { token: `money-noclose-${Math.random()}`, transport: 'socket', 'closing-button': 'false' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
    type(await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field'), '150');
    type(field(element, 'Name on the account'), 'Ana Pérez');
    const created = nextCreated(element);
    await deposit(element);
    await provider((await created).depositId, 'pay');
    await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
    assert(!$$(element, 'button').some((b) => b.textContent === 'Close'), 'no Close');
    $$(element, 'button').find((b) => b.textContent === 'Make a new deposit')!.click();
    await waitForList(element);
  }).timeout(30_000);

  it('shows a decline and returns to pay again', async () => {
    const { element, input } = await openCodi('socket');
    type(input, '113.13');
    const created = nextCreated(element);
    await deposit(element);
    const { depositId } = await created;
    await provider(depositId, 'pay');
    await waitFor(() => text(element).includes('Payment declined'), 'the decline', 15_000);
    assert($(element, '.status--decline .status__icon svg.icon'), 'the decline icon is inline SVG');
    ($$(element, 'button').find((b) => b.textContent === 'Try again'))!.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the redirect page again');
  }).timeout(30_000);

  it('turns a payment left pending (.42) into accepted when the 60 s wait ends', async () => {
    // Timers of a minute or more are held back and fired on demand, so the suite does not wait a minute.
    const realSetTimeout = window.setTimeout;
    const held: (() => void)[] = [];
    window.setTimeout = ((handler: () => void, ms?: number) =>
      (ms ?? 0) >= 60_000 ? (held.push(handler), 0) : realSetTimeout(handler, ms)) as typeof window.setTimeout;
    try {
      const { element, input } = await openCodi('http');
      type(input, '200.42');
      const created = nextCreated(element);
      await deposit(element);
      const { depositId } = await created;
      await provider(depositId, 'pay');
      await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page');
      // Polls come every 50 ms here (fastStatusPolling): a few have answered 'waiting' by now.
      await new Promise((r) => realSetTimeout(r, 300));
      assert(text(element).includes('Waiting for your payment'), 'still waiting after a poll');
      assertEqual(held.length, 1, 'the complete page holds one 60 s timer');
      held.forEach((fire) => fire());
      await waitFor(() => text(element).includes('Waiting for confirmation'), 'accepted');
      assert($$(element, 'button').some((b) => b.textContent === 'Close'), 'a Close button');
    } finally {
      window.setTimeout = realSetTimeout;
    }
  }).timeout(30_000);

  it('still shows the status when the socket dropped while the provider decided', async () => {
    const token = `drop-${Math.random()}`;
    const { element, input } = await openCodi('socket', token);
    type(input, '150');
    const created = nextCreated(element);
    await deposit(element);
    const { depositId } = await created;
    await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page');
    await executeServerCommand('sandbox-drop-sockets', { token });
    await provider(depositId, 'decline');
    await waitFor(() => text(element).includes('Payment declined'), 'the status after reconnecting', 15_000);
  }).timeout(30_000);

  it('goes on with the token the backend pushes (login.token): a reconnection and the calls after it use it (spec §4)', async () => {
    const token = `renewing-${Math.random()}`;
    const { element, input } = await openCodi('socket', token);
    const expired: unknown[] = [];
    element.addEventListener('cashier-token-expired', (event) => expired.push(event));
    // Renewed: the sandbox counts no socket as the old token any more (the socket goes on as the new one).
    for (let tries = 0; (await executeServerCommand('sandbox-sockets', { token })) !== 0; tries++) {
      assert(tries < 100, 'the token renewed within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await executeServerCommand('sandbox-drop-sockets', { token });
    type(input, '150');
    const created = nextCreated(element);
    await deposit(element);
    await created;
    await waitFor(() => text(element).includes('Waiting for your payment'), 'a deposit made after reconnecting');
    assertEqual(expired.length, 0, 'no call went out with the old, expired token');
  }).timeout(30_000);

  it('keeps the renewed token through a session restart (a user update), and tells the host which token it is', async () => {
    const token = `renewing-${Math.random()}`;
    const user = { paymentGeo: 'MX', currency: 'MXN' };
    const element = mountCashier({ attributes: { token, transport: 'socket' }, user });
    const renewed: string[] = [];
    const expired: unknown[] = [];
    element.addEventListener('cashier-token-renewed', (event) => renewed.push((event as CustomEvent<{ token: string }>).detail.token));
    element.addEventListener('cashier-token-expired', (event) => expired.push(event));
    await waitForList(element);
    await waitFor(() => renewed.length > 0, 'the renewed token, told to the host', 5000);
    // A host updating the player (the crypto balance, README) restarts the session: not with the expired token.
    element.user = { ...user, balanceData: { primary: { amount: 1, currency: 'USDT' } } };
    await waitForList(element);
    await new Promise((resolve) => setTimeout(resolve, 600));
    assertEqual(expired.length, 0, 'no call went out with the old, expired token');
    assert(Number(await executeServerCommand('sandbox-sockets', { token: renewed[0] })) >= 1, 'the new session connected as the renewed token');
  }).timeout(30_000);

  it('makes one deposit for a double click', async () => {
    const { element, input } = await openCodi('socket');
    type(input, '200');
    let creates = 0;
    element.addEventListener('cashier-create-transaction', () => creates++);
    const deposit = await readyDepositButton(element);
    deposit.click();
    deposit.click();
    await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page');
    await new Promise((r) => setTimeout(r, 300));
    assertEqual(creates, 1, 'deposits created');
  });

  for (const when of ['after it saw the payment', 'removed before the payment was made']) {
    it(`gives a second element a new deposit when the player repeats a paid one (the first element ${when})`, async () => {
      const token = `repeat-${Math.random()}`;
      const first = await openCodi('socket', token);
      type(first.input, '100');
      const created = nextCreated(first.element);
      await deposit(first.element);
      const { depositId } = await created;
      if (when.startsWith('removed')) first.element.remove();
      await provider(depositId, 'pay');
      if (!when.startsWith('removed')) await waitFor(() => text(first.element).includes('Payment received'), 'success', 15_000);
      else await settled(token, depositId);
      first.element.remove();
      // The host opens the cashier again; the player makes the same deposit once more.
      const second = await openCodi('socket', token);
      type(second.input, '100');
      // The list this element showed first was the one kept from the first: Deposit waits for the fresh one.
      await waitFor(() => depositButton(second.element), 'Deposit, once the fresh list has come');
      const again = nextCreated(second.element);
      await deposit(second.element);
      const repeated = await again;
      assert(repeated.depositId !== depositId, 'a new deposit, not the paid one replayed');
      await waitFor(() => text(second.element).includes('Waiting for your payment'), 'the new deposit waits for its payment');
      assert(!text(second.element).includes('Payment received'), 'no success that did not happen');
    }).timeout(30_000);
  }

  for (const transport of ['socket', 'http']) {
    it(`asks for the fields the backend requires (a field value "more"), then completes the deposit it left open (${transport})`, async () => {
      const calls = recordCalls();
      try {
        const { element, input } = await openCodi(transport);
        type(input, '150');
        type(field(element, 'Name on the account'), 'more');
        await deposit(element);
        const extra = await waitFor(() => $$(element, 'label').find((l) => l.textContent === 'Document number'), 'the extra field');
        assert(extra, 'the extra field is shown');
        assert($(element, '.annotation[role="status"]')?.textContent?.includes('A few more details are needed'), 'announced');
        assert(element.shadowRoot!.activeElement === field(element, 'Document number'), 'the new field has the focus');
        await deposit(element);
        await waitFor(() => text(element).includes('Fill in this field'), 'the empty extra field is reported');
        type(field(element, 'Document number'), '12345678');
        const created = nextCreated(element);
        await deposit(element);
        const { depositId } = await created;
        await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page');
        if (transport === 'http') {
          const creates = calls.bodies['deposit-create'] as { depositId?: string }[];
          assertEqual(creates.map((body) => body.depositId), [undefined, depositId], 'the repeated create names the deposit left open, and that is the one made');
        }
      } finally {
        calls.restore();
      }
    });
  }

  it('rotates the information messages while creation runs, then goes to the error page past 30 s (a field value "slow")', async () => {
    // A fake clock for the page: timers of 3 s or more wait to be fired, and firing one moves time on.
    const realSetTimeout = window.setTimeout;
    const realNow = performance.now.bind(performance);
    let moved = 0;
    const held: { ms: number; fire: () => void }[] = [];
    window.setTimeout = ((handler: () => void, ms?: number) =>
      (ms ?? 0) >= 3000 ? (held.push({ ms: ms!, fire: handler }), 0) : realSetTimeout(handler, ms)) as typeof window.setTimeout;
    performance.now = () => realNow() + moved;
    // A timer of about `ms`: the messages count from their own start, on a clock that runs on in real
    // time too (up to 2 s of it in a slow engine on a busy machine).
    const near = (timer: { ms: number }, ms: number) => timer.ms <= ms && timer.ms > ms - 2000;
    const fireNext = (ms: number) => {
      const index = held.findIndex((timer) => near(timer, ms));
      assert(index >= 0, `a ${ms} ms timer`);
      const [timer] = held.splice(index, 1);
      moved += timer!.ms;
      timer!.fire();
    };
    try {
      const { element, input } = await openCodi('http');
      type(input, '150');
      type(field(element, 'Name on the account'), 'slow');
      held.length = 0;
      await deposit(element);
      // While creation runs, the information messages start after 3 s and change every 6 s (group a by default).
      const info = () => $(element, '.info-message')?.textContent ?? '';
      await waitFor(() => held.some((timer) => near(timer, 3000)), 'the 3 s delay of the messages');
      assertEqual(info(), '', 'no message in the first 3 s');
      fireNext(3000);
      const first = await waitFor(() => info(), 'the first information message');
      assert(first.includes('protected'), `group a's first message, got ${first}`);
      await waitFor(() => held.some((timer) => near(timer, 6000)), 'the next change in 6 s');
      fireNext(6000);
      await waitFor(() => info() !== first && info(), 'the next information message');
      fireNext(30_000);
      await waitFor(() => text(element).includes('No answer in time'), 'the error page');
      ($$(element, 'button').find((b) => b.textContent === 'Try again'))!.click();
      await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'back on the redirect page');
    } finally {
      window.setTimeout = realSetTimeout;
      performance.now = realNow;
    }
  });

  it('refuses a javascript: payment source and says so', async () => {
    const { element, input } = await openCodi('socket');
    type(input, '150');
    type(field(element, 'Name on the account'), 'unsafe-link');
    let alerted = false;
    const original = window.alert;
    window.alert = () => (alerted = true);
    let created = 0;
    element.addEventListener('cashier-create-transaction', () => (created += 1));
    await deposit(element);
    await waitFor(() => text(element).includes('was not safe to open'), 'the refusal');
    window.alert = original;
    assert(!alerted, 'nothing ran');
    assertEqual(created, 0, 'the host hears of no deposit it cannot be paid');
    assertEqual(location.protocol, 'http:', 'this page did not navigate');
  });

  it('shows a merchant error in the snackbar as sanitised HTML, kept until dismissed since it holds a link', async () => {
    const { element, input } = await openCodi('socket');
    type(input, '150');
    type(field(element, 'Name on the account'), 'merchant-html');
    await deposit(element);
    const snackbar = await waitFor(() => $(element, '.snackbar'), 'the snackbar');
    assert(snackbar.textContent?.includes('Declined by the bank'), 'the server text');
    assert(snackbar.querySelector('b'), 'its formatting kept');
    assert(!snackbar.querySelector('script, img'), 'no script or image left');
    assertEqual(snackbar.querySelector('a')?.getAttribute('rel'), 'noopener noreferrer', 'the link has no opener');
    assertEqual((window as unknown as { __xss?: number }).__xss, undefined, 'nothing ran');
    assertEqual(await axeViolations(element), [], 'axe with the snackbar');
    // The suite runs 5 s timers in 50 ms (fastStatusPolling): the snackbar's own 5 s has long passed.
    await new Promise((r) => setTimeout(r, 300));
    assert($(element, '.snackbar'), 'a message with a link stays');
    ($(element, '.snackbar__close') as HTMLButtonElement).click();
    await waitFor(() => !$(element, '.snackbar'), 'dismissed');
    assert($(element, 'input[inputmode="decimal"]'), 'still on the redirect page');
  });

  it('keeps the player on the page with the limit message for an amount below the minimum', async () => {
    const { element, input } = await openCodi('socket');
    type(input, '10');
    await deposit(element);
    await waitFor(() => text(element).includes('The minimum amount is'), 'the min message');
    assert($(element, 'input[aria-invalid="true"]'), 'the field is marked invalid');
    assert($(element, '[role="alert"]')?.textContent?.includes('minimum'), 'announced to screen readers');
  });
});

describe('a pasted amount (spec §5)', () => {
  flowSuite();

  // Shown plain while edited, grouped the locale's way once left: either way the same amount.
  const amountOf = (input: HTMLInputElement) => input.value.replace(/,/g, '');

  itExceptIn(['firefox'], 'Firefox gives a paste event made by a script no clipboard data', 'reads "1,000.50" as 1000.50, pasted', async () => {
    const { input } = await openCodi('socket');
    input.focus();
    const data = new DataTransfer();
    data.setData('text/plain', '1,000.50');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await waitFor(() => amountOf(input) === '1000.50', `the pasted amount (shows ${input.value})`);
  });

  it('reads "2,500.75" as 2500.75, inserted from a phone keyboard\'s clipboard strip or dropped in', async () => {
    const { input } = await openCodi('socket');
    input.focus();
    // The strip (or a drop) inserts without a paste event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '2,500.75');
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: '2,500.75' }));
    await waitFor(() => amountOf(input) === '2500.75', `the inserted amount (shows ${input.value})`);
  });
});

describe('while no result has come', () => {
  flowSuite();

  it('offers the payment page again and another method, and says nothing untrue', async () => {
    const { windows, restore } = fakeWindows();
    try {
      const { element, input } = await openCodi('socket');
      type(input, '150');
      const created = nextCreated(element);
      await deposit(element);
      const { depositId } = await created;
      await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page');
      assert(windows[0]!.location.href.endsWith(`/sandbox/pay/${depositId}`), 'the provider in the first window');
      $$(element, 'button').find((b) => b.textContent === 'Open the payment page again')!.click();
      assertEqual(windows.length, 2, 'a second window');
      assert(windows[1]!.location.href.endsWith(`/sandbox/pay/${depositId}`), 'pointed at the same payment');
      assertEqual(await axeViolations(element), [], 'axe while waiting');
      $$(element, 'button').find((b) => b.textContent === 'Choose another method')!.click();
      await waitForList(element);
    } finally {
      restore();
    }
  });
});
