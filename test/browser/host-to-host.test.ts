import {
  $, $$, assert, assertEqual, axeViolations, deposit, flowSuite, mountCashier, nextCreated, text, type, waitFor, waitForList,
} from './helpers.ts';

const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);

async function openSpei(transport: string) {
  const element = mountCashier({ attributes: { token: `h2h-${transport}-${Math.random()}`, transport }, user: { paymentGeo: 'MX', currency: 'MXN' } });
  await waitForList(element);
  $$(element, '.entry').find((b) => b.textContent?.includes('SPEI'))!.click();
  const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
  return { element, input };
}

async function invoiceFor(transport: string, amount: string) {
  const { element, input } = await openSpei(transport);
  type(input, amount);
  const created = nextCreated(element);
  await deposit(element);
  const { depositId } = await created;
  await waitFor(() => $(element, '.requisites'), 'the invoice');
  return { element, depositId };
}

describe('host-to-host: a bank transfer invoice', () => {
  flowSuite();

  for (const transport of ['socket', 'http']) {
    it(`shows where to transfer, and follows the deposit to success over ${transport}`, async () => {
      const opened: unknown[] = [];
      const realOpen = window.open;
      window.open = (...args: unknown[]) => (opened.push(args), null);
      try {
        const { element } = await invoiceFor(transport, '1500');
        assertEqual(opened, [], 'no payment window for a bank transfer');
        const shown = text(element);
        assert(shown.includes('SPEI'), 'the payment system');
        assert(shown.includes('6461 8015 7000 0000 04'), 'the CLABE in blocks of 4');
        assert(shown.includes('Pagos Sandbox SA de CV'), 'the holder');
        assert(shown.includes('1500.00'), 'the amount to copy');
        assert(/1[45]:\d\d/.test($(element, '[role="timer"]')?.textContent ?? ''), 'the 15-minute countdown');
        assert($$(element, 'button').some((b) => b.getAttribute('aria-label') === 'Copy CLABE' || /Copy/.test(b.getAttribute('aria-label') ?? '')), 'copy buttons');
        assertEqual(await axeViolations(element), [], 'axe on the invoice');
        button(element, 'I have made the transfer')!.click();
        await waitFor(() => text(element).includes('Waiting for confirmation') || text(element).includes('Payment received'), 'the complete page');
        await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
      } finally {
        window.open = realOpen;
      }
    }).timeout(30_000);
  }

  it("shows a Nigerian virtual account (spec §9 nigerian_virtual_accounts) as an invoice with its countdown, no window opened", async () => {
    const opened: unknown[] = [];
    const realOpen = window.open;
    window.open = (...args: unknown[]) => (opened.push(args), null);
    try {
      const element = mountCashier({ attributes: { token: `virtual-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'NG', currency: 'NGN' } });
      await waitForList(element);
      $$(element, '.entry').find((b) => b.textContent?.includes('Bank transfer'))!.click();
      await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes('Virtual bank account')), 'the group');
      $$(element, '.entry').find((b) => b.textContent?.includes('Virtual bank account'))!.click();
      type(await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount'), '5000');
      await deposit(element);
      await waitFor(() => $(element, '.requisites'), 'the virtual account');
      const shown = text(element);
      assert(shown.includes('9901 2345 67') || shown.includes('9901234567'), `the account number: ${shown}`);
      assert(shown.includes('Sandbox Virtual Bank'), 'its bank');
      assert($(element, '[role="timer"]'), 'the countdown');
      assertEqual(opened, [], 'no payment window');
      assertEqual(await axeViolations(element), [], 'axe on the virtual account');
    } finally {
      window.open = realOpen;
    }
  });

  it('after a decline, Try again returns to the method, and Back from there leaves it', async () => {
    const { element } = await invoiceFor('socket', '1500.13');
    button(element, 'I have made the transfer')!.click();
    await waitFor(() => text(element).includes('Payment declined'), 'the decline', 15_000);
    button(element, 'Try again')!.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the SPEI page again');
    button(element, 'Back')!.click();
    await waitForList(element);
  }).timeout(30_000);

  it('once the time is up, hides Paid and offers a new deposit (the clock moved on, not waited for)', async () => {
    const realNow = Date.now;
    try {
      const { element } = await invoiceFor('socket', '1500');
      const later = realNow() + 15 * 60_000;
      Date.now = () => later;
      await waitFor(() => text(element).includes('This invoice has expired'), 'the expired notice', 3000);
      assert(!button(element, 'I have made the transfer'), 'no Paid after expiry');
      assertEqual(await axeViolations(element), [], 'axe on the expired invoice');
      Date.now = realNow;
      button(element, 'Make a new deposit')!.click();
      await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the SPEI page again');
    } finally {
      Date.now = realNow;
    }
  }).timeout(30_000);
});
