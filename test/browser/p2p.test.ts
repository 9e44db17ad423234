import {
  $, $$, assert, assertEqual, axeViolations, SANDBOX, deposit, expireSandboxInvoices, flowSuite, mountCashier, nextCreated, nextEvent, text, type, waitFor, waitForList,
} from './helpers.ts';

// P2P: a Kyrgyz player transfers to a card, a bank account or a sealed card; an open
// invoice opens again; Cancel gives it up; an answer that breaks the contract is reported.

const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);
const entry = (element: HTMLElement, name: string) => $$(element, '.entry').find((b) => b.textContent?.includes(name));

async function openMethod(transport: string, method: string, token = `p2p-${transport}-${Math.random()}`, attributes: Record<string, string> = {}) {
  const element = mountCashier({ attributes: { token, transport, ...attributes }, user: { paymentGeo: 'KG', currency: 'KGS' } });
  await waitForList(element);
  entry(element, 'Transfers in Kyrgyzstan')!.click();
  await waitFor(() => entry(element, method), `${method} in the P2P list`);
  entry(element, method)!.click();
  return element;
}

async function invoiceFor(transport: string, method: string, amount: string, token?: string, checkBase = false) {
  const element = await openMethod(transport, method, token);
  const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
  if (checkBase) assertEqual(await axeViolations(element), [], 'axe on the base page');
  type(input, amount);
  const created = nextCreated(element);
  await deposit(element);
  const sent = await created;
  await waitFor(() => $(element, '.requisites'), 'the invoice');
  return { element, depositId: sent.depositId, amount: sent.amount };
}

describe('P2P: an invoice to transfer to', () => {
  flowSuite();

  it("takes the P2P market's amount by the method's own pattern, says its error, and sends the amount among the fields (spec §5, §9)", async () => {
    const element = mountCashier({ attributes: { token: `p2p-market-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'UZ', currency: 'UZS' } });
    await waitForList(element);
    entry(element, 'P2P market')!.click();
    const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
    assertEqual(($$(element, 'input') as HTMLInputElement[]).filter((i) => i.getAttribute('inputmode') !== 'decimal' && i.type !== 'search').length, 0, 'its amount field is the amount input, not drawn twice');
    type(input, '15000.5');
    await deposit(element);
    await waitFor(() => text(element).includes('Enter a whole amount, without cents'), "the method's own error");
    type(input, '15000');
    const created = nextCreated(element);
    await deposit(element);
    await created;
    await waitFor(() => $(element, '.requisites'), 'the invoice (the sandbox refuses it without the amount among the fields)');
  });

  for (const transport of ['socket', 'http']) {
    it(`shows the card to transfer to, and follows Paid to success over ${transport}`, async () => {
      const { element, amount } = await invoiceFor(transport, 'MBank', '1500', undefined, true);
      const shown = text(element);
      assert(shown.includes('4169 5853 1234 5678'), 'the card number in blocks of 4');
      assert(shown.includes('Aidana Sandboxova') && shown.includes('Sandbox Bank') && shown.includes('Visa'), 'holder, bank and payment system');
      assertEqual(amount, '1500', 'the amount typed, sent as typed');
      assert(shown.includes('1500.00'), 'the amount to copy');
      assert($(element, '.annotation--warning svg')?.closest('.annotation--warning')?.textContent?.includes("someone else's card"), "another's card, as a warning");
      assert(/1[45]:\d\d/.test($(element, '[role="timer"]')?.textContent ?? ''), 'the 15-minute countdown');
      assertEqual(await axeViolations(element), [], 'axe on the invoice');
      button(element, 'I have made the transfer')!.click();
      await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
    }).timeout(30_000);
  }

  it('says so when the invoice is cancelled after Paid (cents .13), over socket and http', async () => {
    for (const transport of ['socket', 'http']) {
      const { element } = await invoiceFor(transport, 'MBank', '1500.13');
      button(element, 'I have made the transfer')!.click();
      await waitFor(() => text(element).includes('This invoice was cancelled'), `the cancelled invoice over ${transport}`, 15_000);
      assert(text(element).includes('Payment declined'), 'as a decline');
      element.remove();
    }
  }).timeout(40_000);

  for (const transport of ['socket', 'http']) {
    it(`opens the open invoice again when the player comes back to the method (deposit-check) over ${transport}`, async () => {
      const token = `p2p-resume-${Math.random()}`;
      const { element, depositId } = await invoiceFor(transport, 'MBank', '1500', token);
      element.remove();
      const again = await openMethod(transport, 'MBank', token);
      await waitFor(() => $(again, '.requisites'), 'the same invoice, not the form');
      assert(text(again).includes('4169 5853 1234 5678'), 'its card');
      assert(!$(again, 'input[inputmode="decimal"]'), 'no amount form');
      assert(depositId, 'a deposit was made');
    }).timeout(30_000);
  }

  for (const transport of ['socket', 'http']) {
    it(`sends the create again once when the backend asks for the captcha again (cents .66) over ${transport}`, async () => {
      const { element } = await invoiceFor(transport, 'MBank', '1500.66');
      assert(text(element).includes('4169 5853 1234 5678'), 'the invoice, after one captcha_required');
    }).timeout(30_000);
  }

  it('pays a cross-border fast payment by its unified form, with the countries it takes and the bank\'s instruction', async () => {
    const element = mountCashier({ attributes: { token: `p2p-xb-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'RU', currency: 'RUB' } });
    await waitForList(element);
    entry(element, 'Fast payments (cross-border)')!.click();
    await waitFor(() => entry(element, 'SBP via T-Bank'), 'the cross-border methods');
    entry(element, 'SBP via T-Bank')!.click();
    const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
    assert(['Azerbaijan', 'Kyrgyzstan', 'Kazakhstan', 'Tajikistan', 'Uzbekistan'].every((name) => text(element).includes(name)), 'the five countries');
    assertEqual(await axeViolations(element), [], 'axe on the cross-border base page');
    type(input, '1000');
    await deposit(element);
    await waitFor(() => $(element, '.steps'), 'the unified form\'s steps');
    assert($$(element, '.requisites__row').some((row) => row.textContent?.includes('1000.00')), 'the exact amount to send, to copy');
    assert(button(element, 'How to pay from T-Bank'), 'the T-Bank instruction only');
    assert(!button(element, 'How to pay from Sberbank'), 'not another bank\'s');
    button(element, 'How to pay from T-Bank')!.click();
    await waitFor(() => !button(element, 'How to pay from T-Bank') && $(element, '.steps'), 'the instruction page');
    (await waitFor(() => button(element, 'Back'), 'Back on the instruction page')).click();
    const name = await waitFor(() => $$(element, 'input').find((i) => i.getAttribute('inputmode') !== 'decimal') as HTMLInputElement | undefined, 'the form\'s field');
    type(name, 'Ivan Petrov');
    button(element, 'I have made the transfer')!.click();
    await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
  }).timeout(30_000);

  it('asks which bank a cross-border payment from any bank is paid from, and explains that bank only', async () => {
    const element = mountCashier({ attributes: { token: `p2p-xb-any-${Math.random()}`, transport: 'socket' }, user: { paymentGeo: 'RU', currency: 'RUB' } });
    await waitForList(element);
    entry(element, 'Fast payments (cross-border)')!.click();
    await waitFor(() => entry(element, 'SBP from your bank'), 'the cross-border methods');
    entry(element, 'SBP from your bank')!.click();
    const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
    const group = await waitFor(() => $(element, '[role="radiogroup"]'), 'the bank choice');
    assert(group.textContent!.includes('The bank you will pay from'), 'its label');
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    assertEqual(radios.map((radio) => radio.value), ['t-bank', 'sber', 'gazprom'], 'the three international banks');
    type(input, '1000');
    await deposit(element);
    await waitFor(() => group.getAttribute('aria-invalid') === 'true' && group.textContent!.includes('Fill in this field'), 'the bank is required');
    assertEqual(await axeViolations(element), [], 'axe with the bank choice in error');
    radios[2]!.click();
    await waitFor(() => group.getAttribute('aria-invalid') !== 'true', 'the error gone once chosen');
    await deposit(element);
    await waitFor(() => $(element, '.steps'), 'the unified form\'s steps');
    assert(button(element, 'How to pay from Gazprombank'), 'the chosen bank\'s instruction');
    assert(!button(element, 'How to pay from Sberbank') && !button(element, 'How to pay from T-Bank'), 'no other bank\'s');
  }).timeout(30_000);

  it('transfers to a bank account on Optima Bank', async () => {
    const { element } = await invoiceFor('http', 'Optima Bank', '1500');
    assert(text(element).includes('1091 2345 6789 0123'), 'the account number in blocks of 4');
    assert(text(element).includes('Optima Bank'), 'the bank');
  }).timeout(30_000);

  for (const transport of ['socket', 'http']) {
    it(`draws a sealed card number as an image: no digit of it in the page, Copy still there over ${transport}`, async () => {
      const { element } = await invoiceFor(transport, 'Elcart', '1500');
      const canvas = await waitFor(() => $(element, 'canvas.requisites__drawn') as HTMLCanvasElement | null, 'the drawn number');
      await waitFor(() => canvas.width > 1, 'the number drawn');
      assert(!/4169|5853|1234 ?5678/.test(text(element)), 'the number is not text in the page');
      assert(!/4169/.test(root(element).innerHTML), 'nor in any attribute');
      assert($$(element, 'button').some((b) => b.getAttribute('aria-label') === 'Copy Card number'), 'its copy button');
      assertEqual(await axeViolations(element), [], 'axe with the drawn number');
    }).timeout(30_000);
  }

  for (const transport of ['socket', 'http']) {
    it(`gives the invoice up on Cancel and is back on the form over ${transport}`, async () => {
      const token = `p2p-cancel-${transport}-${Math.random()}`;
      const { element } = await invoiceFor(transport, 'MBank', '1500', token);
      button(element, 'Cancel payment')!.click();
      await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the form again');
      // The backend has it cancelled, so the page's own deposit-check cannot open it again.
      const check = await fetch(`${SANDBOX}/api/payment/deposit-check`, {
        method: 'POST', headers: { 'content-type': 'application/json', Authorization: token }, body: JSON.stringify({ paymentMethod: 'mbank_p2p_kg', selectedCountry: 'KG' }),
      });
      assertEqual(await check.json(), { exists: false }, 'no open invoice left');
      assert($(element, 'input[inputmode="decimal"]'), 'still the form');
    }).timeout(30_000);
  }

  it('sends one cancel for a double click on Cancel', async () => {
    const { element } = await invoiceFor('http', 'MBank', '1500', `p2p-cancel-twice-${Math.random()}`);
    const cancels: string[] = [];
    const observer = new PerformanceObserver((list) => cancels.push(...list.getEntries().map((e) => e.name).filter((name) => name.includes('/deposit-cancel'))));
    observer.observe({ type: 'resource' });
    const cancel = button(element, 'Cancel payment')!;
    cancel.click();
    cancel.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the form again');
    await new Promise((r) => setTimeout(r, 200));
    observer.disconnect();
    assertEqual(cancels.length, 1, 'one deposit-cancel');
  }).timeout(30_000);

  it('asks bKash for the transfer\'s confirmation id before Paid, and checks it (8 to 10 digits)', async () => {
    const element = mountCashier({ attributes: { token: `p2p-bd-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'BD', currency: 'BDT' } });
    await waitForList(element);
    entry(element, 'bKash')!.click();
    const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
    type(input, '1000');
    await deposit(element);
    await waitFor(() => $(element, '.requisites'), 'the invoice');
    assert(text(element).includes('+8801712345678'), 'the wallet phone');
    assert(text(element).includes('enter its transaction ID'), 'the confirmation id warning');
    const id = await waitFor(() => $$(element, 'input').find((i) => i.getAttribute('inputmode') === 'numeric') as HTMLInputElement | undefined, 'the Transaction ID field');
    button(element, 'I have made the transfer')!.click();
    await waitFor(() => text(element).includes('Fill in this field') && $(element, '[aria-invalid="true"]'), 'required');
    type(id, '1234567');
    button(element, 'I have made the transfer')!.click();
    await waitFor(() => text(element).includes('The confirmation ID has 8 to 10 digits'), 'the pattern message');
    assert($(element, '.requisites'), 'still on the invoice');
    assertEqual(await axeViolations(element), [], 'axe with the field in error');
    type(id, '12345678');
    button(element, 'I have made the transfer')!.click();
    await waitFor(() => text(element).includes('Payment received'), 'success', 15_000);
  }).timeout(30_000);

  for (const transport of ['socket', 'http']) {
    it(`once the time is up, hides Paid and Cancel, and ends as expired when the backend says so, over ${transport} (clocks moved on)`, async () => {
      const realNow = Date.now;
      const token = `p2p-expire-${transport}-${Math.random()}`;
      try {
        const { element } = await invoiceFor(transport, 'MBank', '1500', token);
        const later = realNow() + 15 * 60_000;
        Date.now = () => later;
        await waitFor(() => text(element).includes('This invoice has expired'), 'the expired notice', 3000);
        assert(!button(element, 'I have made the transfer') && !button(element, 'Cancel payment'), 'no Paid, no Cancel after expiry');
        assertEqual(await axeViolations(element), [], 'axe on the expired invoice');
        Date.now = realNow;
        assertEqual(await expireSandboxInvoices(token), 1, 'the sandbox expires the invoice');
        await waitFor(() => text(element).includes('Payment declined'), 'AUTO_CANCELED ends the flow', 15_000);
        assert(text(element).includes('This invoice has expired'), 'as an expired invoice');
      } finally {
        Date.now = realNow;
      }
    }).timeout(30_000);
  }

  it('starts from one of the chips, and offers the operator\'s support on Kyrgyz methods', async () => {
    const element = await openMethod('http', 'MBank', undefined, { 'support-url': 'https://support.example/kg' });
    const link = (await waitFor(() => $$(element, 'a').find((a) => a.textContent === 'Contact support'), 'the support button')) as HTMLAnchorElement;
    assertEqual([link.href, link.target, link.rel], ['https://support.example/kg', '_blank', 'noopener noreferrer'], 'a new tab on the support page');
    const input = $(element, 'input[inputmode="decimal"]') as HTMLInputElement;
    const chips = $$(element, '.chip').map((chip) => chip.textContent!.replace(/[^\d]/g, ''));
    const start = await waitFor(() => input.value.replace(/[.,]00$/, '').replace(/[^\d]/g, ''), 'a starting amount');
    assert(chips.length === 5 && chips.includes(start), `the starting amount ${start} is one of the chips ${chips.join(', ')}`);
    assertEqual($$(element, '.chip[aria-pressed="true"]').map((chip) => chip.textContent!.replace(/[^\d]/g, '')), [start], 'and that chip is shown chosen');
    assertEqual(await axeViolations(element), [], 'axe with support');
  }).timeout(30_000);

  it('has no support button without a support page, nor on a method outside Kyrgyzstan', async () => {
    const without = await openMethod('http', 'MBank');
    await waitFor(() => $(without, 'input[inputmode="decimal"]'), 'the amount field');
    assert(!$$(without, 'a').some((a) => a.textContent === 'Contact support'), 'no support page, no button');
    without.remove();
    const bd = mountCashier({ attributes: { token: `p2p-bd-${Math.random()}`, transport: 'http', 'support-url': 'https://support.example' }, user: { paymentGeo: 'BD', currency: 'BDT' } });
    await waitForList(bd);
    entry(bd, 'bKash')!.click();
    await waitFor(() => $(bd, 'input[inputmode="decimal"]'), 'the bKash amount field');
    assert(!$$(bd, 'a').some((a) => a.textContent === 'Contact support'), 'no support on bKash');
  }).timeout(30_000);

  for (const transport of ['socket', 'http']) {
    it(`reports an answer that breaks the P2P contract, and the player reads that the provider is not available over ${transport}`, async () => {
      const element = await openMethod(transport, 'MBank');
      const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
      type(input, '1500.77');
      const invalid = nextEvent<{ message: string }>(element, 'cashier-invalid-p2p-response');
      await deposit(element);
      assert((await invalid).message.length > 0, 'onInvalidP2PResponse with a message');
      await waitFor(() => text(element).includes('The payment provider is not available right now'), 'provider.error');
      assert($(element, 'input[inputmode="decimal"]'), 'the form keeps the player');
    }).timeout(30_000);
  }
});

const root = (element: HTMLElement) => element.shadowRoot!;
