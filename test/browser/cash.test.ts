import {
  $, $$, assert, assertEqual, axeViolations, cleanup, defineElement, deposit, fakeWindows, field, mountCashier, nextCreated, SANDBOX, text, type, waitFor, waitForList } from './helpers.ts';

/** Plays the agent: the test cannot click inside the agent's tab, so it presses Mark as paid by POST. */
const markPaid = (agentLink: string) => fetch(`${agentLink}/paid`, { method: 'POST', mode: 'no-cors' });

async function openCash(transport: string, user: Record<string, unknown>, path: string[]) {
  const element = mountCashier({ attributes: { token: `cash-${transport}-${Math.random()}`, transport }, user });
  await waitForList(element);
  for (const entry of path) {
    const button = await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes(entry)), entry);
    button.click();
  }
  const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
  return { element, input };
}

const openOxxo = (transport: string) => openCash(transport, { paymentGeo: 'MX', currency: 'MXN' }, ['OXXO cash']);

describe('the cash flow: amount, Deposit, the agent in a new tab, the agent confirms', () => {
  let stub: ReturnType<typeof fakeWindows>;
  before(defineElement);
  beforeEach(() => (stub = fakeWindows()));
  afterEach(() => {
    stub.restore();
    cleanup();
  });

  for (const transport of ['socket', 'http']) {
    it(`opens the agent contact in a new tab and shows success once the agent marks it paid, over ${transport}`, async () => {
      const { element, input } = await openOxxo(transport);
      assert(text(element).includes('OXXO cash'), 'the method name');
      assert(text(element).includes('opens in a new tab'), 'the cash hint');
      assertEqual(await axeViolations(element), [], 'axe on the cash page');
      type(input, '500');
      const created = nextCreated(element);
      await deposit(element);
      const { depositId } = await created;
      const agentLink = `${SANDBOX}/sandbox/agent/${depositId}`;
      await waitFor(() => $(element, '.cash-agent'), 'the agent page');
      assertEqual(stub.windows.length, 1, 'one tab opened by the click');
      assertEqual(stub.windows[0]!.opener, null, 'the tab cannot reach back into the page');
      await waitFor(() => stub.windows[0]!.location.href === agentLink, `the tab at the agent link, got ${stub.windows[0]!.location.href}`);
      assert(!stub.windows[0]!.closed, 'the tab stays open');
      assert(text(element).includes('MX$500') || text(element).includes('$500'), 'the amount to hand over');
      // A voucher, as Adyen gives one: the amount and the reference to copy, the time left to pay.
      const voucher = Object.fromEntries($$(element, '.requisites__row').map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
      assertEqual([voucher.Amount, voucher['Deposit reference']], ['500.00', depositId], `the voucher: ${JSON.stringify(voucher)}`);
      assert(/^(23:59:\d\d|24:00:00)$/.test($(element, '[role="timer"]')?.textContent?.replace(/[^\d:]/g, '') ?? ''), 'a day to pay it');
      const link = $$(element, 'a').find((a) => a.textContent === 'Contact an agent') as HTMLAnchorElement | undefined;
      assertEqual(link?.href, agentLink, 'the agent link drawn on the page');
      assertEqual([link?.target, link?.rel], ['_blank', 'noopener noreferrer'], 'the link opens a new tab without opener');
      assertEqual(await axeViolations(element), [], 'axe on the agent page');
      await markPaid(agentLink);
      await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
      assert($$(element, 'button').some((b) => b.textContent === 'Close'), 'a Close button');
    }).timeout(30_000);
  }

  it('Done goes to the complete page, which still follows the deposit to its outcome', async () => {
    const { element, input } = await openOxxo('socket');
    type(input, '113.13');
    const created = nextCreated(element);
    await deposit(element);
    const { depositId } = await created;
    const done = await waitFor(() => $$(element, 'button').find((b) => b.textContent === 'Done'), 'Done');
    done.click();
    await waitFor(() => text(element).includes('Waiting for confirmation'), 'the complete page');
    await markPaid(`${SANDBOX}/sandbox/agent/${depositId}`);
    await waitFor(() => text(element).includes('Payment declined'), 'the decline (cents .13)', 15_000);
    ($$(element, 'button').find((b) => b.textContent === 'Try again'))!.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]') && text(element).includes('OXXO cash'), 'the cash page again');
  }).timeout(30_000);

  it('keeps the agent link on the page when the browser blocks the tab', async () => {
    stub.restore();
    const original = window.open;
    window.open = (() => null) as typeof window.open;
    try {
      const { element, input } = await openOxxo('http');
      type(input, '500');
      await deposit(element);
      await waitFor(() => text(element).includes('The new tab did not open'), 'the blocked note');
      assert($$(element, 'a').some((a) => a.textContent === 'Contact an agent' && (a as HTMLAnchorElement).href.includes('/sandbox/agent/')), 'the agent link');
    } finally {
      window.open = original;
    }
  });

  it('refuses a javascript: agent link, closes the tab and keeps the player on the cash page; Back returns to the group', async () => {
    const { element, input } = await openCash('socket', { paymentGeo: 'UA', currency: 'UAH' }, ['Cash in Ukraine', 'Cash agent']);
    type(input, '500');
    type(field(element, 'Your full name'), 'unsafe-link');
    let alerted = false;
    const original = window.alert;
    window.alert = () => (alerted = true);
    try {
      await deposit(element);
      await waitFor(() => text(element).includes('was not safe to open'), 'the refusal');
    } finally {
      window.alert = original;
    }
    assert(!alerted, 'nothing ran');
    assertEqual(stub.windows.length, 1, 'the click opened one tab');
    assert(stub.windows[0]!.closed, 'the tab is closed');
    assert(stub.windows[0]!.location.href.includes('/payment-window.html#'), `the tab was never pointed at the link (${stub.windows[0]!.location.href})`);
    assert(!$(element, '.cash-agent'), 'no agent page');
    assert(!$$(element, 'a').some((a) => a.getAttribute('href')?.toLowerCase().includes('javascript')), 'no javascript: link drawn');
    assertEqual(location.protocol, 'http:', 'this page did not navigate');
    assertEqual(await axeViolations(element), [], 'axe with the refusal');
    $(element, '.header__back')!.click();
    await waitFor(() => $$(element, '.entry').some((b) => b.textContent?.includes('Cash agent')) && !$(element, 'input[inputmode="decimal"]'), 'the group page');
  });
});
