import {
  $, $$, assert, assertEqual, axeViolations, cleanup, defineElement, deposit, field, mountCashier, nextCreated, recordCalls, text, type, waitFor, waitForList,
} from './helpers.ts';

const key = (target: HTMLElement, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const listboxes = (element: HTMLElement) => $$(element, '[role="listbox"]');
const dropdownButton = (element: HTMLElement, label: string) => field(element, label) as unknown as HTMLButtonElement;

/** Colombia's PSE, inside the colombian_banks group: bank (10, searchable), document type (4), number, phone. */
async function openPse(transport = 'socket', token = `fields-${Math.random()}`) {
  const element = mountCashier({ attributes: { token, transport }, user: { paymentGeo: 'CO', currency: 'COP' } });
  await waitForList(element);
  $$(element, '.entry').find((b) => b.textContent?.includes('Colombian banks'))!.click();
  (await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes('PSE')), 'the group page')).click();
  const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the redirect page');
  return { element, amount };
}

describe('server-driven fields: dropdowns, phone with prefix, masks', () => {
  before(defineElement);
  afterEach(cleanup);

  it('picks from a searchable dropdown and a short one, one open at a time', async () => {
    const { element } = await openPse();
    assert(text(element).includes('credited on the next working day'), 'the annotation banner');
    const bank = dropdownButton(element, 'Your bank');
    bank.click();
    const search = await waitFor(() => $(element, '.dropdown__popup input[type="search"]') as HTMLInputElement | null, 'a search box above five banks');
    assert(element.shadowRoot!.activeElement === search, 'focus moves to the search box');
    assertEqual(await axeViolations(element), [], 'axe with the dropdown open');
    type(search, 'itau');
    await waitFor(() => $$(element, '[role="option"]').length === 1, 'one bank left');
    key(search, 'Enter');
    await waitFor(() => bank.textContent === 'Itaú', 'the chosen bank shown');
    assertEqual(listboxes(element).length, 0, 'the list closed');

    const documentType = dropdownButton(element, 'Document type');
    bank.click();
    await waitFor(() => listboxes(element).length === 1, 'the bank list open');
    documentType.click();
    await waitFor(() => $(element, '.dropdown__popup [role="listbox"][tabindex="0"]'), 'the document list open');
    assertEqual(listboxes(element).length, 1, 'opening one dropdown closed the other');
    assert(!$(element, '.dropdown__popup input[type="search"]'), 'no search box for four items');
    const list = listboxes(element)[0]!;
    key(list, 'ArrowDown');
    await waitFor(() => $(element, '.dropdown__option--active')?.textContent === 'Cédula de extranjería', 'the second option active');
    key(list, 'Enter');
    await waitFor(() => documentType.textContent === 'Cédula de extranjería', 'the second document type chosen by keyboard');

    documentType.click();
    const open = await waitFor(() => listboxes(element)[0], 'the list open again');
    assert(key(open, 'Escape').defaultPrevented, 'Escape handled by the dropdown');
    await waitFor(() => listboxes(element).length === 0, 'Escape closed the list');
    assert($(element, 'input[inputmode="decimal"]'), 'and did not leave the page');

    documentType.click();
    await waitFor(() => listboxes(element).length === 1, 'the list open');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => listboxes(element).length === 0, 'a press on the host page closed it');
    documentType.click();
    await waitFor(() => listboxes(element).length === 1, 'the list open');
    $(element, '.field__label')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => listboxes(element).length === 0, 'a press elsewhere in the widget closed it');

    documentType.click();
    const again = await waitFor(() => listboxes(element)[0], 'the list open once more');
    key(again, 'n');
    await waitFor(() => $(element, '.dropdown__option--active')?.textContent === 'NIT', 'type-ahead to the option starting with n');
  });

  it('keeps the phone prefix locked, formats the number and switches country', async () => {
    const { element } = await openPse();
    const phone = field(element, 'Phone number');
    assertEqual(phone.value, '+57 ', 'the player country prefix');
    assert(key(phone, '+').defaultPrevented, '+ cannot be typed');
    phone.setSelectionRange(4, 4);
    assert(key(phone, 'Backspace').defaultPrevented, 'Backspace does not reach into the prefix');
    type(phone, '+57 3001234567');
    assertEqual(phone.value, '+57 300 1234567', 'formatted like the example');
    type(phone, '+57 3001234+567');
    assertEqual(phone.value, '+57 300 1234567', 'a + inside is dropped');
    assert(text(element).includes('For example'), 'the example format as a hint');

    ($(element, '.phone__country button') as HTMLButtonElement).click();
    const search = await waitFor(() => $(element, '.dropdown__popup input[type="search"]') as HTMLInputElement | null, 'the country list');
    type(search, 'Mexico');
    await waitFor(() => $$(element, '[role="option"]').some((o) => o.textContent?.includes('+52')), 'Mexico with its prefix');
    key(search, 'Enter');
    await waitFor(() => phone.value.startsWith('+52 '), 'the new prefix');
    assertEqual(phone.value.replace(/\D/g, ''), '523001234567', 'the digits typed so far kept');
  });

  it('shows every problem on submit, announced, and pays once all are filled', async () => {
    const { element, amount } = await openPse('http');
    await deposit(element);
    await waitFor(() => $$(element, '[aria-invalid="true"]').length >= 4, 'errors on the amount and the empty fields');
    const errors = $$(element, '.field__error[role="alert"]').filter((e) => e.textContent);
    assert(errors.length >= 4, `announced errors, got ${errors.length}`);
    assertEqual(await axeViolations(element), [], 'axe with every error shown');

    type(amount, '20000');
    dropdownButton(element, 'Your bank').click();
    await waitFor(() => listboxes(element).length === 1, 'the bank list');
    $$(element, '[role="option"]').find((o) => o.textContent === 'Bancolombia')!.click();
    dropdownButton(element, 'Document type').click();
    await waitFor(() => listboxes(element).length === 1, 'the document list');
    $$(element, '[role="option"]')[0]!.click();
    const documentNumber = field(element, 'Document number');
    assertEqual(documentNumber.getAttribute('aria-invalid'), 'true', 'the empty number shows its error after submit');
    documentNumber.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => documentNumber.getAttribute('aria-invalid') === null, 'focusing the field clears its error');
    type(field(element, 'Document number'), '12345');
    field(element, 'Document number').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await waitFor(() => text(element).includes('6 to 10 digits'), "the failed validation entry's message, a catalog key, translated");
    // The optional reference: empty is fine; a wrong value says the server's own words.
    const reference = field(element, 'Reference for your bank (optional)');
    assertEqual(reference.getAttribute('aria-invalid'), null, 'an empty optional field is no problem, even after submit');
    type(reference, 'ref <script>');
    reference.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await waitFor(() => text(element).includes('Use letters, digits and spaces only (up to 30).'), "the entry's message as the server wrote it");
    type(reference, '');
    const failures: unknown[] = [];
    element.addEventListener('cashier-analytics-event', (event) => failures.push((event as CustomEvent).detail));
    await deposit(element);
    await waitFor(() => failures.length, 'a validation analytics event');
    assert(
      JSON.stringify(failures).includes('"error_type":"regex_error"') && JSON.stringify(failures).includes('document_number'),
      `regex_error for the document number, got ${JSON.stringify(failures)}`,
    );
    type(field(element, 'Document number'), '1234567');
    type(field(element, 'Phone number'), '+57 3001234567');
    const created = nextCreated(element);
    await deposit(element);
    await created;
    await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page');
  });

  it('goes back from a grouped method to its group, and a method with a prefilled amount shows it', async () => {
    const { element } = await openPse();
    ($$(element, 'button').find((b) => b.textContent?.includes('Back')) as HTMLButtonElement).click();
    const nequi = await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes('Nequi')), 'the group page');
    nequi.click();
    const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'Nequi');
    await waitFor(() => amount.value === '20,000.00', 'the prefilled amount with the currency decimals, grouped for reading');
    amount.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => amount.value === '20000.00', 'plain while edited');
  });

  it('shows a disabled field as read-only and sends its value, keeps advanced fields behind More options, and sends a field under its alias (spec §3)', async () => {
    const calls = recordCalls();
    try {
      const element = mountCashier({ attributes: { token: `wire-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'US', currency: 'USD' } });
      await waitForList(element);
      $$(element, '.entry').find((b) => b.textContent?.includes('Bank wire'))!.click();
      const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the wire form');
      const purpose = field(element, 'Purpose of the transfer') as HTMLInputElement;
      assert(purpose.readOnly && purpose.value === 'Deposit to your account', `the purpose shown read-only, got ${purpose.value}`);
      const more = $$(element, 'button').find((b) => b.textContent === 'More options')!;
      assertEqual(more.getAttribute('aria-expanded'), 'false', 'More options starts closed');
      const panel = element.shadowRoot!.getElementById(more.getAttribute('aria-controls')!)!;
      assert(panel.hidden, 'the advanced fields are hidden');
      assertEqual(await axeViolations(element), [], 'axe with More options closed');
      more.click();
      await waitFor(() => !panel.hidden && more.getAttribute('aria-expanded') === 'true', 'More options opens');
      type(amount, '100');
      type(field(element, 'Bank name'), 'Chase');
      dropdownButton(element, 'Country of your bank').click();
      await waitFor(() => listboxes(element).length === 1, 'the country list');
      $$(element, '[role="option"]')[0]!.click();
      type(field(element, 'Intermediary bank SWIFT (optional)'), 'xx');
      type(field(element, 'Reference for the beneficiary (optional)'), 'INV 2026/11');
      more.click();
      await waitFor(() => panel.hidden, 'closed again');
      await deposit(element);
      // The SWIFT code fails its pattern: its error is not left out of sight.
      await waitFor(() => !panel.hidden && more.getAttribute('aria-expanded') === 'true', 'More options opens itself on an error inside');
      await waitFor(() => field(element, 'Intermediary bank SWIFT (optional)').getAttribute('aria-invalid') === 'true', 'the SWIFT error');
      assertEqual(await axeViolations(element), [], 'axe with More options open and an error');
      // The player may close it still; the next Deposit opens it again, as the error stands.
      more.click();
      await waitFor(() => panel.hidden && more.getAttribute('aria-expanded') === 'false', 'closed by the player');
      await deposit(element);
      await waitFor(() => !panel.hidden, 'opened again by the next Deposit');
      type(field(element, 'Intermediary bank SWIFT (optional)'), 'chasus33');
      const created = nextCreated(element);
      await deposit(element);
      await created;
      const body = (calls.bodies['deposit-create'] as { fields: Record<string, string> }[]).at(-1)!;
      assertEqual(body.fields.wire_purpose, 'account_deposit', "the disabled field's own value sent");
      assertEqual(body.fields.remittance_information, 'INV 2026/11', 'the reference sent under its alias');
      assert(!('beneficiary_reference' in body.fields), 'and not under its name');
      assertEqual(body.fields.intermediary_swift, 'CHASUS33', 'the advanced field sent, upper case');
    } finally {
      calls.restore();
    }
  });

  it('types through a server mask in upper case (WebMoney purse) and names currencies', async () => {
    const element = mountCashier({ attributes: { token: `mask-${Math.random()}` }, user: { paymentGeo: 'RU', currency: 'RUB' } });
    await waitForList(element);
    $$(element, '.entry').find((b) => b.textContent?.includes('E-wallets'))?.click();
    (await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes('WebMoney')), 'WebMoney')).click();
    await waitFor(() => text(element).includes('Purse number'), 'the purse field');
    const purse = field(element, 'Purse number, e.g. Z123456789012');
    type(purse, 'z12345678901299');
    assertEqual(purse.value, 'Z123456789012', 'upper case, the mask length');
    dropdownButton(element, 'Wallet currency').click();
    await waitFor(() => $$(element, '[role="option"]').some((o) => o.textContent?.includes('US Dollar')), 'the currency named');
  });
});

describe('card numbers (checkLuhn)', () => {
  before(defineElement);
  afterEach(cleanup);

  it('types a card number in blocks of four and refuses one failing the Luhn sum', async () => {
    const element = mountCashier({ attributes: { token: `luhn-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    $$(element, '.entry').find((b) => b.textContent?.includes('Bank cards'))!.click();
    (await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes('Any card')), 'the card group')).click();
    const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount');
    type(amount, '150');
    const card = field(element, 'Card number');
    assertEqual([card.inputMode, card.autocomplete], ['numeric', 'cc-number'], 'a number pad and the card autofill');
    type(card, '4111111111111112');
    assertEqual(card.value, '4111 1111 1111 1112', 'blocks of four');
    await deposit(element);
    await waitFor(() => card.getAttribute('aria-invalid') === 'true', 'the Luhn failure shown');
    assert(text(element).includes('This card number is not valid'), 'the message says the number is wrong');
    type(card, '4111111111111111');
    const created = nextCreated(element);
    await deposit(element);
    await created;
  });
});

describe('one deposit per intent across tabs', () => {
  before(defineElement);
  afterEach(cleanup);

  it('two cashiers of one player paying the same intent get one deposit', async () => {
    const token = `tabs-${Math.random()}`;
    const open = async () => {
      const element = mountCashier({ attributes: { token, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(element);
      $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
      const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
      type(field(element, 'Name on the account'), 'Ana Pérez');
      type(amount, '150');
      return element;
    };
    const [first, second] = [await open(), await open()];
    const told: string[] = [];
    for (const element of [first, second]) element.addEventListener('cashier-create-transaction', (event) => told.push((event as CustomEvent<{ depositId: string }>).detail.depositId));
    const calls = recordCalls();
    // The ledger shares a key only while its create is in flight: both creates are held until both
    // were sent, so the second press finds the first in flight whatever the engine's pace (a slow
    // Firefox once pressed the second after the first was answered, and rightly made a new intent).
    const recorded = window.fetch;
    let bothSent!: () => void;
    const both = new Promise<void>((resolve) => (bothSent = resolve));
    let creates = 0;
    window.fetch = async (input, init) => {
      const answer = recorded(input, init);
      if (!String(input instanceof Request ? input.url : input).includes('/deposit-create')) return answer;
      if (++creates === 2) bothSent();
      await both;
      return answer;
    };
    try {
      await deposit(first);
      await deposit(second);
      for (const element of [first, second]) await waitFor(() => text(element).includes('Waiting for your payment'), 'each cashier follows the deposit');
      const keys = (calls.bodies['deposit-create'] ?? []).map((body) => (body as { idempotencyKey: string }).idempotencyKey);
      assertEqual(keys.length, 2, 'both pressed Deposit');
      assertEqual(keys[1], keys[0], 'the second cashier sent the first one\'s key: the backend answers the first deposit');
      await new Promise((resolve) => setTimeout(resolve, 300));
      assertEqual(told.length, 1, `the host heard of one deposit, once (${told.join(', ')})`);
    } finally {
      calls.restore();
    }
  });
});
