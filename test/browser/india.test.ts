import { $, $$, assert, assertEqual, axeViolations, deposit, flowSuite, mountCashier, nextCreated, text, type, waitFor, waitForList } from './helpers.ts';

// India: UPI prepares (deposit-prepare), is created, and is paid in the player's UPI
// app from the invoice's QR code and requisites.

const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);
const entry = (element: HTMLElement, name: string) => $$(element, '.entry').find((b) => b.textContent?.includes(name));

describe('India: prepare, then the UPI invoice', () => {
  flowSuite();

  for (const transport of ['socket', 'http']) {
    it(`shows the QR code and the UPI id, and follows Paid to success over ${transport}`, async () => {
      const opened: unknown[] = [];
      const realOpen = window.open;
      window.open = (...args: unknown[]) => (opened.push(args), null);
      try {
        const element = mountCashier({ attributes: { token: `india-${transport}-${Math.random()}`, transport }, user: { paymentGeo: 'IN', currency: 'INR' } });
        await waitForList(element);
        entry(element, 'UPI and wallets')!.click();
        await waitFor(() => entry(element, 'Paytm'), 'the group\'s methods');
        $$(element, '.entry').find((b) => b.querySelector('.entry__name')?.textContent === 'UPI')!.click();
        const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
        assertEqual(await axeViolations(element), [], 'axe on the base page');
        type(input, '1000');
        const created = nextCreated(element);
        await deposit(element);
        await created;
        await waitFor(() => $(element, '.qr-payment svg, .qr-payment canvas, .qr-payment img'), 'the QR code');
        assertEqual(opened, [], 'no payment window');
        const shown = text(element);
        assert(shown.includes('UPI ID') && shown.includes('sandbox.payments@upi'), 'the UPI id, labelled');
        assert(shown.includes('Sandbox Bank of India'), 'its bank');
        assert(shown.includes('1000.00'), 'the amount to pay');
        assert($(element, '[role="timer"]'), 'the countdown');
        assertEqual(await axeViolations(element), [], 'axe on the invoice');
        button(element, 'I have made the transfer')!.click();
        await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
      } finally {
        window.open = realOpen;
      }
    }).timeout(30_000);
  }

  it('opens an Indian wallet that needs no preparation on the India page too, and pays it on the provider\'s page (spec §2)', async () => {
    const element = mountCashier({ attributes: { token: `india-wallet-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'IN', currency: 'INR' } });
    await waitForList(element);
    entry(element, 'UPI and wallets')!.click();
    await waitFor(() => entry(element, 'Paytm'), 'the group\'s methods');
    entry(element, 'Paytm')!.click();
    const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
    assertEqual($(element, 'h2')?.textContent, 'Paytm', 'the wallet\'s own page');
    type(input, '1000');
    const created = nextCreated(element);
    await deposit(element);
    await created;
    await waitFor(() => text(element).includes('Waiting for your payment'), 'the provider\'s page, followed on the complete page');
    assert(!$(element, '.qr-payment'), 'no invoice');
  });
});
