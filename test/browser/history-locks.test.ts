import {
  $, $$, assert, assertEqual, axeViolations, deposit, field, flowSuite, mountCashier, nextCreated, nextEvent, recordCalls, SANDBOX, text, type, waitFor, waitForList,
} from './helpers.ts';

// DESIGN §2 "History and locks": History in every mode's header when the backend keeps one, the
// player's transactions by day with their statuses kept true (pushed, or asked), Cancel once; and
// a side of the cashier the backend closed, shown with its reason, its end and the operator's link.

const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);
const historyButton = (element: HTMLElement) => $(element, '.header__history');
const rows = (element: HTMLElement) => $$(element, '.history-row');
const row = (element: HTMLElement, name: string) => rows(element).find((r) => r.textContent?.includes(name));
const provider = (depositId: string) => fetch(`${SANDBOX}/sandbox/pay/${depositId}/pay`, { method: 'POST', mode: 'no-cors' });

/** A withdrawal the sandbox never settles (cents `.42`), made as the backend would be asked. */
async function pendingWithdrawal(token: string) {
  const answer = await fetch(`${SANDBOX}/api/payment/withdrawal-create`, {
    method: 'POST',
    headers: { Authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 100.42, currency: 'MXN', paymentType: 'skrill_withdrawal_mx', accountType: 'main', fields: { email: 'ana@example.com' }, idempotencyKey: `history-${Math.random()}` }),
  });
  assert(answer.ok, `the withdrawal was made: ${answer.status}`);
}

async function openHistory(element: HTMLElement) {
  (await waitFor(() => historyButton(element), 'History in the header')).click();
  await waitFor(() => $(element, '.history-filters') && !$(element, '.skeleton-list'), 'the history');
}

describe('the player\'s history', () => {
  flowSuite();

  for (const transport of ['socket', 'http']) {
    it(`shows a deposit made here by day, and keeps its status true (${transport === 'socket' ? 'pushed' : 'Check status'}) over ${transport}`, async () => {
      const token = `history-${transport}-${Math.random()}`;
      const element = mountCashier({ attributes: { token, transport }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(element);
      $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
      const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
      type(field(element, 'Name on the account'), 'Ana Pérez');
      type(input, '150');
      const created = nextCreated(element);
      await deposit(element);
      const { depositId } = await created;
      await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page');
      await openHistory(element);
      assertEqual($(element, 'section.page')?.getAttribute('aria-label'), 'History', 'the page is named');
      assertEqual($$(element, '.history-filters .chip').map((c) => [c.textContent, c.getAttribute('aria-pressed')]), [['All', 'true'], ['Deposits', 'false'], ['Withdrawals', 'false']], 'the filters');
      const today = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
      assertEqual($$(element, '.history-day__heading').map((h) => [h.tagName, h.textContent]), [['H3', today]], 'one day, headed in the player\'s words');
      const shown = row(element, 'CoDi')!;
      assert(shown.textContent!.includes('+MX$150') && shown.textContent!.includes('Pending'), `the deposit, signed, pending: ${shown.textContent}`);
      assert($(element, '.history-list')?.tagName === 'UL', 'a real list');
      assertEqual(await axeViolations(element), [], 'axe on the history');
      await provider(depositId);
      if (transport === 'socket') {
        await waitFor(() => row(element, 'CoDi')?.textContent?.includes('Paid'), 'the pushed status on the row', 15_000);
      } else {
        shown.click();
        await waitFor(() => button(element, 'Check status'), 'the transaction page');
        const page = text(element);
        assert(page.includes(depositId) && page.includes('Transaction ID') && page.includes('CoDi'), `its id and method: ${page}`);
        assertEqual(await axeViolations(element), [], 'axe on the transaction page');
        // The provider settles about 0.3 s after Pay on the sandbox's clock: Check status until it says so.
        for (let tries = 0; !text(element).includes('Paid'); tries++) {
          assert(tries < 50, 'Check status shows it paid');
          button(element, 'Check status')?.click();
          await new Promise((r) => setTimeout(r, 200));
        }
        assert(!button(element, 'Check status'), 'nothing more to check once paid');
        button(element, 'Back')!.click();
        await waitFor(() => row(element, 'CoDi')?.textContent?.includes('Paid'), 'the row says paid too');
        // The deposit's own page, as if just made here: its status and its amount.
        row(element, 'CoDi')!.click();
        (await waitFor(() => button(element, "Open the deposit's page"), 'the way to the deposit\'s page')).click();
        await waitFor(() => text(element).includes('Payment received') && text(element).includes('MX$150'), 'the complete page of that deposit');
      }
    }).timeout(40_000);

    it(`cancels a pending withdrawal once however many presses, over ${transport}`, async () => {
      const token = `history-cancel-${transport}-${Math.random()}`;
      await pendingWithdrawal(token);
      const calls = recordCalls();
      try {
        const element = mountCashier({ attributes: { token, transport, 'initial-path': '/withdrawal' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
        await openHistory(element);
        button(element, 'Withdrawals')!.click();
        await waitFor(() => button(element, 'Withdrawals')?.getAttribute('aria-pressed') === 'true' && row(element, 'Skrill'), 'the withdrawals alone');
        assert(row(element, 'Skrill')!.textContent!.includes('\u2212MX$100.42') && row(element, 'Skrill')!.textContent!.includes('Pending'), 'money out, pending');
        row(element, 'Skrill')!.click();
        const cancel = await waitFor(() => button(element, 'Cancel withdrawal'), 'Cancel on the transaction page');
        assert(!button(element, "Open the deposit's page"), 'a withdrawal cashier has no deposit page to offer');
        cancel.click();
        cancel.click();
        cancel.click();
        await waitFor(() => text(element).includes('The withdrawal is cancelled'), 'the cancel confirmed');
        assert(text(element).includes('Cancelled') && !button(element, 'Cancel withdrawal'), 'the status, and no second Cancel');
        if (transport === 'http') assertEqual(calls.bodies['withdrawal-cancel']?.length, 1, 'one withdrawal-cancel');
        const pending = await fetch(`${SANDBOX}/api/payment/withdrawal-pending`, { headers: { Authorization: token } }).then((r) => r.json());
        assertEqual(pending.withdrawals, [], 'nothing pending at the backend');
      } finally {
        calls.restore();
      }
    }).timeout(30_000);
  }

  it('offers no History to a backend without the call, quietly', async () => {
    const calls = recordCalls();
    try {
      const element = mountCashier({ attributes: { token: `no-history-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(element);
      await waitFor(() => calls.bodies['transactions-history'], 'the history asked once');
      await new Promise((r) => setTimeout(r, 300));
      assert(!historyButton(element), 'no History');
      assert(!$(element, '[part="snackbar"]') && !text(element).includes('error'), 'and no error');
      assertEqual(calls.bodies['transactions-history'], [{ limit: 1 }], 'asked once, one transaction');
    } finally {
      calls.restore();
    }
  });

  it('has an empty state that leads to a deposit, and comes back to the list', async () => {
    const element = mountCashier({ attributes: { token: `history-empty-${Math.random()}`, transport: 'socket' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    await openHistory(element);
    assert(text(element).includes('Nothing here yet'), 'the empty state');
    assertEqual(await axeViolations(element), [], 'axe on the empty history');
    button(element, 'Make a deposit')!.click();
    await waitForList(element);
  });

  for (const transport of ['socket', 'http']) {
    it(`is in the sweepstakes Coin Shop as purchases and redemptions, over ${transport}`, async () => {
      const element = mountCashier({ attributes: { token: `history-sweep-${Math.random()}`, transport, 'widget-view-type': 'sweep' }, user: { paymentGeo: 'MX', currency: 'USD' } });
      await waitFor(() => $(element, '[part="box"]'), 'the Coin Shop');
      await openHistory(element);
      assertEqual($$(element, '.history-filters .chip').map((c) => c.textContent), ['All', 'Purchases', 'Redemptions'], 'the sweepstakes words');
      assert(button(element, 'Buy coins'), 'the empty state leads to the shop');
      button(element, 'Back')!.click();
      await waitFor(() => $(element, '[part="box"]'), 'back in the Coin Shop');
    });

    it(`is in the crypto-balance cashier, outside its tabs, over ${transport}`, async () => {
      const element = mountCashier({
        attributes: { token: `history-balance-${Math.random()}`, transport, 'initial-path': '/cryptobalance' },
        user: { paymentGeo: 'MX', currency: 'MXN', balanceData: { primary: { amount: 500, currency: 'USDT' } } },
      });
      await waitFor(() => $(element, '[role="tablist"]'), 'the tabs');
      await openHistory(element);
      assert(!$(element, '[role="tablist"]'), 'no tabs on the history: it is every wallet\'s');
      button(element, 'Back')!.click();
      await waitFor(() => $(element, '[role="tablist"]'), 'back under the tabs');
    });
  }
});

const REASON_WORDS = {
  selfExcluded: 'You have excluded yourself from play, so deposits are closed.',
  coolingOff: 'You are taking a cooling-off break, so deposits are closed.',
  depositLimitReached: 'You have reached your deposit limit.',
  kycRequired: 'We need to check your identity before you can go on.',
  maintenance: 'The cashier is down for maintenance.',
} as const;

describe('a cashier the backend closed', () => {
  flowSuite();

  for (const [reason, words] of Object.entries(REASON_WORDS)) {
    it(`shows the ${reason} lock in place of the deposit list, with its end and the operator's page, and tells the host`, async () => {
      const element = mountCashier({ attributes: { token: `locked-${reason}-until-url-${Math.random()}`, transport: 'socket' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      const heard = nextEvent<{ reason: string; until?: string }>(element, 'cashier-locked');
      const lock = await waitFor(() => $(element, '.lock'), 'the lock page');
      assert(lock.textContent!.includes(words), `its words: ${lock.textContent}`);
      assert(/Until /.test(lock.textContent!), 'its end');
      const link = $(element, 'a.button') as HTMLAnchorElement | null;
      assertEqual([link?.href, link?.target], ['https://operator.example/responsible-gaming', '_blank'], 'the operator\'s page in a new tab');
      assert(!$(element, '.entries'), 'no methods');
      const event = await heard;
      assert(event.reason === reason && typeof event.until === 'string', `the host heard it: ${JSON.stringify(event)}`);
      assertEqual(await axeViolations(element), [], 'axe on the lock page');
    });
  }

  for (const transport of ['socket', 'http']) {
    it(`leaves withdrawals open under a deposit lock, and deposits under a withdrawal lock, over ${transport}`, async () => {
      const token = `locked-selfExcluded-${transport}-${Math.random()}`;
      const deposits = mountCashier({ attributes: { token, transport }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitFor(() => $(deposits, '.lock'), 'deposits closed');
      assert(text(deposits).includes('You can still withdraw your balance.'), 'says withdrawals stay open');
      const withdrawals = mountCashier({ attributes: { token, transport, 'initial-path': '/withdrawal' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitFor(() => $(withdrawals, '.entries[data-ready="true"]') && $(withdrawals, '.accounts'), 'withdrawals open');
      const other = `locked-withdrawalsLocked-${transport}-${Math.random()}`;
      const closed = mountCashier({ attributes: { token: other, transport, 'initial-path': '/withdrawal' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitFor(() => $(closed, '.lock')?.textContent?.includes('Withdrawals are locked on your account.'), 'withdrawals closed');
      assert(text(closed).includes('You can still make deposits.') && !$(closed, 'a.button'), 'deposits stay open, and no link without one');
      const open = mountCashier({ attributes: { token: other, transport }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(open);
    });

    it(`closes the sweepstakes Coin Shop and keeps Redemption open, over ${transport}`, async () => {
      const token = `locked-coolingOff-${transport}-${Math.random()}`;
      const shop = mountCashier({ attributes: { token, transport, 'widget-view-type': 'sweep' }, user: { paymentGeo: 'MX', currency: 'USD' } });
      await waitFor(() => $(shop, '.lock'), 'the Coin Shop closed');
      const redemption = mountCashier({ attributes: { token, transport, 'widget-view-type': 'sweep', 'initial-path': '/withdrawal' }, user: { paymentGeo: 'MX', currency: 'USD' } });
      await waitFor(() => $(redemption, '.entries') || $(redemption, '.notice'), 'Redemption');
      assert(!$(redemption, '.lock'), 'Redemption open');
    });

    it(`closes the crypto-balance deposit tab, over ${transport}`, async () => {
      const element = mountCashier({
        attributes: { token: `locked-depositLimitReached-${transport}-${Math.random()}`, transport, 'initial-path': '/cryptobalance' },
        user: { paymentGeo: 'MX', currency: 'MXN', balanceData: { primary: { amount: 500, currency: 'USDT' } } },
      });
      await waitFor(() => $(element, '.lock')?.textContent?.includes('You have reached your deposit limit.'), 'the crypto tab closed');
    });
  }

  for (const transport of ['socket', 'http']) {
    it(`shows the lock in place of the form when a create is refused, and keeps the side closed, over ${transport}`, async () => {
      const element = mountCashier({ attributes: { token: `locked-depositLimitReached-create-url-${Math.random()}`, transport }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      const heard = nextEvent<{ reason: string }>(element, 'cashier-locked');
      await waitForList(element);
      $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
      const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
      type(field(element, 'Name on the account'), 'Ana Pérez');
      type(input, '150');
      await deposit(element);
      await waitFor(() => $(element, '.lock')?.textContent?.includes('You have reached your deposit limit.'), 'the lock in place of the form');
      assertEqual((await heard).reason, 'depositLimitReached', 'the host heard it');
      assert(!$(element, '[part="snackbar"]') && !$(element, 'input[inputmode="decimal"]'), 'no error message, no form');
      button(element, 'Back')!.click();
      await waitFor(() => $(element, '.lock') && !$(element, '.header__back'), 'the list is closed too');
    });
  }

  it('offers Try again for maintenance that names no end, and shows the list once it is over', async () => {
    const element = mountCashier({ attributes: { token: `locked-maintenance-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitFor(() => $(element, '.lock'), 'the lock');
    const calls = recordCalls();
    try {
      button(element, 'Try again')!.click();
      await waitFor(() => calls.bodies['methods-payment-v5'], 'the list asked again');
      await waitFor(() => $(element, '.lock'), 'still closed: the backend said so again');
    } finally {
      calls.restore();
    }
  });
});
