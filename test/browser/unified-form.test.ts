import {
  $, $$, assert, assertEqual, axeViolations, deposit, field, flowSuite, mountCashier, nextCreated, text, type, waitFor, waitForList,
} from './helpers.ts';

const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);

/** RU → the fast-payment method, whose answer is always a unified form. */
async function unifiedFormFor(transport: string) {
  const element = mountCashier({ attributes: { token: `unified-${transport}-${Math.random()}`, transport }, user: { paymentGeo: 'RU', currency: 'RUB' } });
  await waitForList(element);
  $$(element, '.entry').find((b) => b.textContent?.includes('Faster Payments System'))!.click();
  const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
  type(input, '1000');
  const created = nextCreated(element);
  await deposit(element);
  await created;
  await waitFor(() => $(element, '.requisites'), 'the unified form');
  return element;
}

describe('the unified form', () => {
  flowSuite();

  for (const transport of ['socket', 'http']) {
    it(`shows the instruction, requisites and fields, checks them, and Paid follows the deposit over ${transport}`, async () => {
      const element = await unifiedFormFor(transport);
      const shown = text(element);
      assert(shown.includes('Open your bank app'), 'the server steps');
      assert(shown.includes('+7 900 123-45-67'), 'the phone to pay to');
      assert(shown.includes('Transfer exactly') && /1[,\u00a0\u202f ]?000/.test(shown), 'the amount to send, said');
      assert($$(element, '.requisites__row').some((row) => row.textContent?.includes('1000.00')), 'and given as a line to copy');
      assert(/\b(10:00|9:5\d|09:5\d)\b/.test($(element, '[role="timer"]')?.textContent ?? ''), 'the 600 s countdown');
      assertEqual(await axeViolations(element), [], 'axe on the unified form');
      button(element, 'I have made the transfer')!.click();
      await waitFor(() => $(element, '[role="alert"]'), 'the field error');
      assert(!text(element).includes('Payment received'), 'not paid with a field missing');
      type(field(element, 'Name on your bank account'), 'Ivan Petrov');
      button(element, 'I have made the transfer')!.click();
      await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
    }).timeout(30_000);
  }

  it('explains paying from each bank, and Back returns to the form', async () => {
    const element = await unifiedFormFor('socket');
    button(element, 'How to pay from T-Bank')!.click();
    await waitFor(() => text(element).includes('Paying from T-Bank'), 'the instruction page');
    assertEqual($$(element, '.steps__item').length, 5, 'five steps');
    assertEqual(await axeViolations(element), [], 'axe on the instruction page');
    button(element, 'Back')!.click();
    await waitFor(() => $(element, '.requisites'), 'the unified form again');
  }).timeout(30_000);

  it('cancels the payment and returns to the method', async () => {
    const element = await unifiedFormFor('http');
    button(element, 'Cancel payment')!.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the method page again');
  }).timeout(30_000);

  it('turns any redirect method into a unified form with the value unified, and expires it', async () => {
    const realNow = Date.now;
    try {
      const element = mountCashier({ attributes: { token: `unified-codi-${Math.random()}` }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(element);
      $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
      const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
      type(field(element, 'Name on the account'), 'unified');
      type(input, '150');
      await deposit(element);
      await waitFor(() => $(element, '.requisites'), 'the unified form');
      const later = realNow() + 11 * 60_000;
      Date.now = () => later;
      await waitFor(() => text(element).includes('This invoice has expired'), 'the expired notice', 3000);
      assert(!button(element, 'I have made the transfer'), 'no Paid after expiry');
      assert(!button(element, 'Cancel payment'), 'no Cancel after expiry');
    } finally {
      Date.now = realNow;
    }
  }).timeout(30_000);
});
