import {
  $, $$, assert, assertEqual, axeViolations, deposit, field, flowSuite, mountCashier, nextCreated, text, type, waitFor, waitForList,
} from './helpers.ts';

const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);
const labels = (element: HTMLElement) => $$(element, 'label').map((l) => l.textContent);

async function openMethod(geo: string, currency: string, name: string, transport = 'socket') {
  const element = mountCashier({ attributes: { token: `qr-${geo}-${Math.random()}`, transport }, user: { paymentGeo: geo, currency } });
  await waitForList(element);
  $$(element, '.entry').find((b) => b.textContent?.includes(name))!.click();
  const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
  return { element, input };
}

async function chooseKeyType(element: HTMLElement, label: string) {
  (field(element, 'Pix key type') as unknown as HTMLButtonElement).click();
  const option = await waitFor(() => $$(element, '[role="option"]').find((o) => o.textContent === label), `the ${label} option`);
  option.click();
  await waitFor(() => $$(element, '[role="listbox"]').length === 0, 'the list closed');
}

describe('Pix: the key-type rule, then the QR code and Paid', () => {
  flowSuite();

  it('shows cpf and the chosen key field with its own rule, switching with the type', async () => {
    const { element } = await openMethod('BR', 'BRL', 'Pix');
    assertEqual(labels(element).filter((l) => l !== 'Amount, BRL' && !l?.startsWith('Amount')), ['Pix key type'], 'only the key type before a choice');
    await chooseKeyType(element, 'E-mail');
    assert(labels(element).includes('Your CPF') && labels(element).includes('Pix key: e-mail'), 'cpf and the e-mail key');
    type(field(element, 'Pix key: e-mail'), 'not-an-email');
    await deposit(element);
    await waitFor(() => text(element).includes('Enter an e-mail address'), "the e-mail key's own error");
    await chooseKeyType(element, 'CPF');
    assert(!labels(element).includes('Pix key: e-mail'), 'the CPF is the key: no second field');
    assertEqual(await axeViolations(element), [], 'axe on the Pix form');
  });

  for (const transport of ['socket', 'http']) {
    it(`pays by QR code or the code to copy, then follows the deposit over ${transport}`, async () => {
      const { element, input } = await openMethod('BR', 'BRL', 'Pix', transport);
      type(input, '100');
      await chooseKeyType(element, 'E-mail');
      type(field(element, 'Your CPF'), '12345678901');
      type(field(element, 'Pix key: e-mail'), 'ana@example.com');
      const created = nextCreated(element);
      await deposit(element);
      await created;
      const qr = await waitFor(() => $(element, '[role="img"] path'), 'the QR code drawn');
      assert((qr.getAttribute('d') ?? '').length > 100, 'a QR code with modules');
      assert(text(element).includes('000201'), 'the Pix code to copy');
      assertEqual(await axeViolations(element), [], 'axe on the Pix page');
      button(element, 'I have made the transfer')!.click();
      await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
    }).timeout(30_000);
  }
});

describe('Eazype: a UPI QR code or pay button, and Paid', () => {
  flowSuite();

  for (const transport of ['socket', 'http']) {
    it(`shows the UPI QR code and a pay button that opens the UPI app, then Paid, over ${transport}`, async () => {
      const { element, input } = await openMethod('IN', 'INR', 'Eazype', transport);
      type(input, '500');
      await deposit(element);
      await waitFor(() => $(element, '[role="img"] path'), 'the QR code drawn');
      const pay = $$(element, 'a').find((a) => a.textContent === 'Pay with a UPI app') as HTMLAnchorElement | undefined;
      assert(pay?.href.startsWith('upi://pay?'), 'the pay button opens the UPI app');
      assertEqual(pay?.rel, 'noopener noreferrer', 'without opener');
      assertEqual(await axeViolations(element), [], 'axe on the Eazype page');
      button(element, 'I have made the transfer')!.click();
      await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
    }).timeout(30_000);
  }
});
