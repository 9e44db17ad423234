import {
  $, $$, assert, assertEqual, axeViolations, field, flowSuite, mountCashier, SANDBOX, text, type, waitFor,
} from './helpers.ts';

// Withdrawals: the list with the accounts, a method's amount within the balance, the
// confirm page, one withdrawal per intent, the complete page, pending withdrawals and their cancel.

const entry = (element: HTMLElement, name: string) => $$(element, '.entry').find((b) => b.textContent?.includes(name));
const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);

async function withdrawalList(transport: string, geo = 'MX', currency = 'MXN', token = `withdraw-${transport}-${Math.random()}`) {
  const element = mountCashier({ attributes: { token, transport, 'initial-path': '/withdrawal' }, user: { paymentGeo: geo, currency } });
  await waitFor(() => $(element, '.entries[data-ready="true"]') && $(element, '.accounts'), 'the withdrawal list with the accounts');
  return element;
}

async function cardForm(element: HTMLElement, amount: string) {
  entry(element, 'Bank card')!.click();
  const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
  type(input, amount);
  type(field(element, 'Card number'), '4169585312345678');
  type(field(element, 'Name on the card'), 'Ana Pérez');
  return input;
}

describe('withdrawals', () => {
  flowSuite();

  for (const transport of ['socket', 'http']) {
    it(`goes from the list to confirm to complete over ${transport}, the balance following`, async () => {
      const element = await withdrawalList(transport);
      const list = text(element);
      assert(list.includes('Withdrawals') && list.includes('Main account') && list.includes('Additional account'), 'the title and both accounts');
      assert(list.includes('MX$5,000') && list.includes('MX$4,000'), 'the main balance and what may be withdrawn');
      assertEqual(await axeViolations(element), [], 'axe on the list');
      await cardForm(element, '1000');
      await waitFor(() => text(element).includes('Card issued by Sandbox Bank'), 'the bank of the card (bank-get)');
      assert(text(element).includes('From MX$50 to MX$4,000'), `the limit is the withdrawable balance: ${text(element)}`);
      assertEqual(await axeViolations(element), [], 'axe on the amount page');
      button(element, 'Continue')!.click();
      await waitFor(() => button(element, 'Confirm withdrawal'), 'the confirm page');
      const summary = text(element);
      assert(summary.includes('•••• 5678') && !summary.includes('4169585312345678'), 'the card masked');
      assert(summary.includes('MX$1,000') && summary.includes('Main account') && summary.includes('Ana Pérez'), 'amount, account, holder');
      // What the player will receive, before they confirm: the card's 1 % fee and the amount less it.
      assert(summary.includes('FeeMX$10') && summary.includes('You receiveMX$990'), `the fee and the net amount before Confirm: ${summary}`);
      assert($(element, 'section.page')?.getAttribute('aria-label') === 'Confirm your withdrawal' && summary.includes('Confirm your withdrawal'), 'the page\'s own title');
      // A detail is one line where it fits (they were about 80 px each).
      const rowHeights = $$(element, '.requisites__row').map((row) => row.getBoundingClientRect().height);
      assert(rowHeights.every((height) => height <= 46), `compact rows (${rowHeights.map(Math.round).join(', ')} px)`);
      assertEqual(await axeViolations(element), [], 'axe on the confirm page');
      button(element, 'Confirm withdrawal')!.click();
      await waitFor(() => text(element).includes('Withdrawal requested'), 'the complete page');
      const done = text(element);
      assert(done.includes('MX$10') && done.includes('MX$990'), 'the fee and the net amount');
      assertEqual(await axeViolations(element), [], 'axe on the complete page');
      button(element, 'Back to withdrawals')!.click();
      await waitFor(() => text(element).includes('Pending withdrawals'), 'the pending withdrawal on the list');
      assert(text(element).includes('MX$4,000') && text(element).includes('MX$3,000'), 'the balance after the withdrawal');
    });
  }

  it('refuses an amount above the balance in the form; the other account has its own limit', async () => {
    const element = await withdrawalList('http');
    const input = await cardForm(element, '4500');
    button(element, 'Continue')!.click();
    await waitFor(() => text(element).includes('The maximum amount is MX$4,000'), 'the form says the most that can be withdrawn');
    assert(!button(element, 'Confirm withdrawal'), 'still on the form');
    // The other account holds less: choosing it lowers the limit.
    ($$(element, 'input[type="radio"]').find((r) => (r as HTMLInputElement).value === 'additional') as HTMLInputElement).click();
    await waitFor(() => text(element).includes('From MX$50 to MX$1,000'), 'the additional account’s limit');
    type(input, '900');
    button(element, 'Continue')!.click();
    await waitFor(() => text(element).includes('Additional account') && button(element, 'Confirm withdrawal'), 'confirm, from the additional account');
  });

  for (const transport of ['socket', 'http']) {
    it(`says when the provider declines (cents .13) and keeps the confirm page to try again over ${transport}`, async () => {
      const element = await withdrawalList(transport);
      await cardForm(element, '100.13');
      button(element, 'Continue')!.click();
      (await waitFor(() => button(element, 'Confirm withdrawal'), 'confirm')).click();
      await waitFor(() => text(element).includes('The payment provider declined this withdrawal'), 'the refusal said');
      assert(button(element, 'Confirm withdrawal'), 'still on the confirm page');
      button(element, 'Edit')!.click();
      await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'back to the form, as it was');
      assertEqual(($(element, 'input[inputmode="decimal"]') as HTMLInputElement).value.replace(/,/g, ''), '100.13', 'the amount kept');
    });

    it(`makes one withdrawal for a double click over ${transport}`, async () => {
      const element = await withdrawalList(transport);
      await cardForm(element, '700');
      button(element, 'Continue')!.click();
      const confirm = await waitFor(() => button(element, 'Confirm withdrawal'), 'confirm');
      confirm.click();
      confirm.click();
      await waitFor(() => text(element).includes('Withdrawal requested'), 'complete');
      button(element, 'Back to withdrawals')!.click();
      await waitFor(() => $$(element, '.pending__item').length > 0, 'the pending list');
      assertEqual($$(element, '.pending__item').length, 1, 'one pending withdrawal');
    });

    it(`cancels a pending withdrawal after asking, and the amount is back on the balance over ${transport}`, async () => {
      const element = await withdrawalList(transport);
      await cardForm(element, '1500');
      button(element, 'Continue')!.click();
      (await waitFor(() => button(element, 'Confirm withdrawal'), 'confirm')).click();
      await waitFor(() => button(element, 'Back to withdrawals'), 'complete');
      button(element, 'Back to withdrawals')!.click();
      const cancel = await waitFor(() => $(element, '.pending__cancel'), 'the pending withdrawal');
      assert(text(element).includes('MX$3,500'), 'the balance without it');
      // One line, at the row's end, whatever the details beside it.
      const [row, box] = [cancel.closest('.pending__item')!.getBoundingClientRect(), cancel.getBoundingClientRect()];
      assert(box.height <= 48 && Math.abs(row.right - box.right - 17) <= 1, `Cancel on one line at the row's end (${box.height} px high, ${row.right - box.right} px in)`);
      const account = $(element, '.accounts .account')!;
      assert(getComputedStyle(account).borderTopWidth === '0px' && getComputedStyle(account).cursor !== 'pointer', 'the balances are not drawn as tappable cards');
      cancel.click();
      await waitFor(() => text(element).includes('The amount goes back to your balance'), 'asked first');
      assertEqual(await axeViolations(element), [], 'axe with the question');
      $(element, '.pending__confirm .button--danger')!.click();
      await waitFor(() => text(element).includes('Withdrawal cancelled'), 'cancelled');
      assert(!$(element, '.pending__item'), 'no longer pending');
      assert(text(element).includes('MX$5,000'), 'the balance back');
    });
  }

  it('chooses a Nigerian bank from a searchable list, then the account number', async () => {
    const element = await withdrawalList('http', 'NG', 'NGN');
    entry(element, 'Bank transfer')!.click();
    const search = await waitFor(() => $(element, 'input[type="search"]') as HTMLInputElement | null, 'the bank search');
    type(search, 'guaranty');
    await waitFor(() => $$(element, '.entry').length === 1, 'one bank found');
    assertEqual(await axeViolations(element), [], 'axe on the bank list');
    $$(element, '.entry')[0]!.click();
    await waitFor(() => text(element).includes('Bank: Guaranty Trust Bank'), 'the bank chosen');
    assertEqual(await axeViolations(element), [], 'axe on the account number page');
    type($(element, 'input[inputmode="decimal"]') as HTMLInputElement, '50000');
    type(field(element, 'Account number (NUBAN)'), '0123456789');
    button(element, 'Continue')!.click();
    await waitFor(() => button(element, 'Confirm withdrawal'), 'confirm');
    assert(text(element).includes('Guaranty Trust Bank') && text(element).includes('•••• 6789'), 'the bank by name, the account masked');
    assert(text(element).includes('FeeNo fee') && /You receive(NGN\s?|₦)50,000/.test(text(element)), 'a bank transfer charges nothing: the whole amount arrives');
  });

  it('opens the withdrawal list for a withdrawal page with nothing chosen (initial-path=/withdrawal/confirm), never a blank cashier', async () => {
    const element = mountCashier({ attributes: { token: `withdraw-confirm-${Math.random()}`, transport: 'http', 'initial-path': '/withdrawal/confirm' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitFor(() => $(element, '.entries[data-ready="true"]') && $(element, '.accounts'), 'the withdrawal list');
  });

  it('makes one withdrawal when the gateway times out after it was made: Confirm again gets it back, with the same key', async () => {
    const element = await withdrawalList('http');
    entry(element, 'Bank card')!.click();
    type(await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field'), '1000');
    type(field(element, 'Card number'), '4169585312345678');
    type(field(element, 'Name on the card'), 'gateway-timeout');
    button(element, 'Continue')!.click();
    (await waitFor(() => button(element, 'Confirm withdrawal'), 'the confirm page')).click();
    await waitFor(() => $(element, '.snackbar'), 'the 504 said');
    assert(button(element, 'Confirm withdrawal'), 'still on the confirm page');
    button(element, 'Confirm withdrawal')!.click();
    await waitFor(() => text(element).includes('Withdrawal requested'), 'the complete page, with the withdrawal made the first time');
    button(element, 'Back to withdrawals')!.click();
    await waitFor(() => text(element).includes('Pending withdrawals'), 'the pending list');
    assertEqual($$(element, '.pending__item').length, 1, 'one withdrawal');
    assert(text(element).includes('MX$3,000'), 'taken from the balance once');
  });

  it('shows the empty page for a region without withdrawal methods (AQ)', async () => {
    const element = mountCashier({ attributes: { token: `withdraw-aq-${Math.random()}`, transport: 'http', 'initial-path': '/withdrawal' }, user: { paymentGeo: 'AQ', currency: 'USD' } });
    await waitFor(() => text(element).includes('There are no payment methods available for this region'), 'the empty page');
    assert(text(element).includes('Withdrawals'), 'titled for a withdrawal');
    assertEqual(await axeViolations(element), [], 'axe on the empty page');
  });

  it('switches between Deposit and Withdraw when the host changes initial-path', async () => {
    const element = mountCashier({ attributes: { token: `switch-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitFor(() => text(element).includes('Payment methods') && $(element, '.entries[data-ready="true"]'), 'the deposit list');
    element.setAttribute('initial-path', '/withdrawal');
    await waitFor(() => text(element).includes('Withdrawals') && $(element, '.accounts'), 'the withdrawal list');
    element.initialPath = '/deposit';
    await waitFor(() => text(element).includes('Payment methods') && !$(element, '.accounts'), 'the deposit list again');
  });

  for (const transport of ['socket', 'http']) {
    it(`takes a withdrawal off the pending list when the backend settles it over ${transport}`, async () => {
      const element = await withdrawalList(transport);
      await cardForm(element, '800');
      button(element, 'Continue')!.click();
      (await waitFor(() => button(element, 'Confirm withdrawal'), 'confirm')).click();
      (await waitFor(() => button(element, 'Back to withdrawals'), 'complete')).click();
      await waitFor(() => $(element, '.pending__item'), 'pending');
      // The sandbox settles it 30 s later on its clock (3 s in the suite): pushed, or polled every 5 s (50 ms here).
      // It says what became of it for a moment (6 s, 1.5 s here), then leaves.
      const real = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => real(handler, ms === 6000 ? 1500 : ms, ...rest)) as typeof window.setTimeout;
      try {
        const settled = await waitFor(() => $(element, '.pending__item--paid'), 'settled, shown as paid out', 15_000);
        assertEqual(settled.querySelector('[role="status"]')?.textContent, 'Paid out', 'its outcome, announced');
        assert(!settled.querySelector('button'), 'nothing left to cancel');
        await waitFor(() => !$(element, '.pending__item'), 'then off the list', 5_000);
      } finally {
        window.setTimeout = real;
      }
    }).timeout(25_000);
  }

  it("opens a method's video guide on the withdrawal's instruction page, and Back returns to the method", async () => {
    const element = await withdrawalList('http');
    entry(element, 'E-wallets')!.click();
    (await waitFor(() => entry(element, 'Mobile wallet'), 'the wallet in its group')).click();
    (await waitFor(() => button(element, 'How to withdraw: video guide'), 'the guide button')).click();
    await waitFor(() => $(element, 'video'), 'the video');
    assertEqual(await axeViolations(element), [], 'axe on the instruction page');
    $(element, '.header__back')!.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'back on the method');
  });

  it('changes region on the region page: the list of that region, with its banks; the group page lists its methods', async () => {
    const element = await withdrawalList('socket');
    $(element, '.region--button')!.click();
    const nigeria = await waitFor(() => $$(element, '.entry').find((b) => b.textContent?.includes('Nigeria')), 'Nigeria among the regions');
    assertEqual(await axeViolations(element), [], 'axe on the region page');
    nigeria.click();
    await waitFor(() => entry(element, 'Bank transfer') && $(element, '.accounts'), 'the Nigerian withdrawal list');
    entry(element, 'E-wallets')!.click();
    await waitFor(() => entry(element, 'Skrill'), 'the group page');
    assertEqual(await axeViolations(element), [], 'axe on the group page');
  });

  it('lets nothing more out of an emptied account: the warning shows and Continue does nothing', async () => {
    const element = await withdrawalList('http');
    entry(element, 'Bank card')!.click();
    const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
    ($$(element, 'input[type="radio"]').find((r) => (r as HTMLInputElement).value === 'additional') as HTMLInputElement).click();
    await waitFor(() => text(element).includes('From MX$50 to MX$1,000'), 'the additional account chosen');
    type(input, '1000');
    type(field(element, 'Card number'), '4169585312345678');
    type(field(element, 'Name on the card'), 'Ana Pérez');
    button(element, 'Continue')!.click();
    (await waitFor(() => button(element, 'Confirm withdrawal'), 'confirm')).click();
    (await waitFor(() => button(element, 'Back to withdrawals'), 'complete')).click();
    (await waitFor(() => entry(element, 'Bank card'), 'the list')).click();
    const again = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
    ($$(element, 'input[type="radio"]').find((r) => (r as HTMLInputElement).value === 'additional') as HTMLInputElement).click();
    await waitFor(() => text(element).includes('This account holds less than the minimum'), 'the warning');
    type(again, '100');
    button(element, 'Continue')!.click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert(!button(element, 'Confirm withdrawal'), 'still on the form');
  });

  it('asks the player to prove who they are when the backend requires it (token kyc), then makes the withdrawal with the details kept', async () => {
    const token = `kyc-${Math.random().toString(36).slice(2)}`;
    const element = await withdrawalList('http', 'MX', 'MXN', token);
    await cardForm(element, '1000');
    button(element, 'Continue')!.click();
    (await waitFor(() => button(element, 'Confirm withdrawal'), 'confirm')).click();
    await waitFor(() => text(element).includes('Verify your identity'), 'the identity check page');
    const check = $$(element, 'a').find((a) => a.textContent === 'Open the identity check') as HTMLAnchorElement;
    assertEqual([check.target, check.rel], ['_blank', 'noopener noreferrer'], "the operator's check, in a new tab");
    assert(check.href.startsWith(`${SANDBOX}/sandbox/verify/`) && !check.href.includes(token), "the check's address names no token");
    assert(!text(element).includes('Withdrawal requested'), 'nothing made');
    assertEqual(await axeViolations(element), [], 'axe on the identity check page');
    await fetch(check.href, { method: 'POST', mode: 'no-cors' });
    button(element, 'I have verified: try again')!.click();
    (await waitFor(() => button(element, 'Confirm withdrawal'), 'the confirm page again, its details kept')).click();
    await waitFor(() => text(element).includes('Withdrawal requested'), 'the withdrawal made once verified');
  });
});
