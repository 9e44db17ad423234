import {
  $, $$, assert, assertEqual, axeViolations, deposit, fakeWindows, flowSuite, mountCashier, recordCalls, SANDBOX, text, type, waitFor, waitForList,
} from './helpers.ts';

// Bonuses: the carousel for the bonus experiment's group_b only, the choice and its
// activation in the create request, expiry on a moved clock, and the details page.

const GROUP_B = JSON.stringify([{ key: 'bonus', group: 'group_b' }]);
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const bonusList = () => [
  { id: 101, type: 'deposit', currency: 'MXN', content: { title: '100% up to MX$5,000', subtitle: 'On your next deposit' }, mustAccruedBefore: inHours(50), depositBonusData: { minDeposit: 500, maxBonusAmount: 5000, payoutMultiplier: 2, wagerMultiplier: 35 } },
  { id: 102, type: 'freespin', currency: 'MXN', content: { title: '50 free spins' }, mustAccruedBefore: inHours(1), freespinBonusData: { minDeposit: 200, maxSpinWin: 100, count: 50, wagerMultiplier: 40, gamesContent: [{ nameEn: 'Book of Sandbox' }] } },
  { id: 103, type: 'deposit', currency: 'MXN', content: { title: 'Weekend reload' }, depositBonusData: { minDeposit: 1000 } },
];

const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);

async function openCodi(experiments = GROUP_B, bonuses: unknown = bonusList(), bonusId?: string) {
  const element = mountCashier({
    attributes: { token: `bonus-${Math.random()}`, transport: 'http', experiments, 'bonus-list': JSON.stringify(bonuses), ...(bonusId ? { 'bonus-id': bonusId } : {}) },
    user: { paymentGeo: 'MX', currency: 'MXN' },
  });
  await waitForList(element);
  $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
  await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the CoDi page');
  return element;
}

describe('Bonuses: the carousel, the choice and its activation', () => {
  flowSuite();

  it('shows the carousel above the list too, and a choice made there holds on the method\'s page', async () => {
    const element = mountCashier({
      attributes: { token: `bonus-list-${Math.random()}`, transport: 'http', experiments: GROUP_B, 'bonus-list': JSON.stringify(bonusList()) },
      user: { paymentGeo: 'MX', currency: 'MXN' },
    });
    await waitForList(element);
    await waitFor(() => $$(element, '.bonus-card').length === 3, 'the carousel on the list');
    assert(!text(element).includes('Deposit at least'), 'nothing said of a deposit on the list');
    ($$(element, '.bonus-card')[2]!.querySelector('input') as HTMLInputElement).click();
    assertEqual(await axeViolations(element), [], 'axe on the list with the carousel');
    $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the CoDi page');
    const checked = await waitFor(() => $$(element, '.bonus-card').find((card) => (card.querySelector('input') as HTMLInputElement).checked), 'a chosen card');
    assert(checked.textContent!.includes('Weekend reload'), 'the choice made on the list');
  });

  it('marks the crypto group with the 5% instant bonus only when the schema allows it, for group_b', async () => {
    for (const [schema, experiments, shown] of [
      [{ meta: { isCryptoBonusAvailable: true } }, GROUP_B, true],
      [{ meta: { isCryptoBonusAvailable: false } }, GROUP_B, false],
      [{ meta: { isCryptoBonusAvailable: true } }, JSON.stringify([{ key: 'bonus', group: 'group_a' }]), false],
    ] as const) {
      const element = mountCashier({
        attributes: { token: `crypto-bonus-${Math.random()}`, transport: 'http', experiments, schema: JSON.stringify(schema) },
        user: { paymentGeo: 'MX', currency: 'MXN' },
      });
      await waitForList(element);
      const crypto = $$(element, '.entry').find((b) => b.textContent?.includes('Cryptocurrency'))!;
      if (shown) await waitFor(() => crypto.textContent!.includes('5% bonus, instant'), 'the crypto bonus badge');
      else {
        // Past the crypto tiles and back: the pages past the first screen (and any badge) have loaded.
        crypto.click();
        await waitFor(() => $(element, '.coin'), 'the coins');
        $$(element, 'button').find((b) => b.textContent === 'Back')!.click();
        await waitForList(element);
        const again = $$(element, '.entry').find((b) => b.textContent?.includes('Cryptocurrency'))!;
        assert(!again.textContent!.includes('5%'), `no badge for ${JSON.stringify(schema)} ${experiments}`);
      }
      assert(!$$(element, '.entry').some((b) => !b.textContent!.includes('Cryptocurrency') && b.textContent!.includes('5%')), 'on the crypto group only');
      element.remove();
    }
  });

  it('shows no carousel outside the bonus experiment\'s group_b', async () => {
    const element = await openCodi(JSON.stringify([{ key: 'bonus', group: 'group_a' }]));
    assert(!$(element, '.bonus-carousel'), 'no carousel for group_a');
    $$(element, 'button').find((b) => b.textContent === 'Back')!.click();
    await waitForList(element);
    assert(!$(element, '.bonus-carousel'), 'nor on the list');
  });

  it('offers the bonuses, preselects the host\'s bonus-id, and says what the chosen one needs of the amount', async () => {
    const element = await openCodi(GROUP_B, bonusList(), '102');
    const cards = await waitFor(() => ($$(element, '.bonus-card').length === 3 ? $$(element, '.bonus-card') : null), 'three bonus cards');
    assert(cards[0]!.classList.contains('bonus-card--pink') || cards[0]!.className.includes('bonus-card--'), 'a theme colour');
    assert(cards[1]!.classList.contains('bonus-card--freespin'), 'freespins have their own colour');
    assert((cards[1]!.querySelector('input') as HTMLInputElement).checked, 'bonus-id 102 preselected');
    assert(/Ends in (0|1):\d\d:\d\d/.test(cards[1]!.textContent!), `the expiry countdown: ${cards[1]!.textContent}`);
    type($(element, 'input[inputmode="decimal"]') as HTMLInputElement, '150');
    await waitFor(() => text(element).includes('Deposit at least MX$200 to get the chosen bonus.'), 'the minimum it needs');
    type($(element, 'input[inputmode="decimal"]') as HTMLInputElement, '250');
    await waitFor(() => text(element).includes('The chosen bonus will be added to this deposit.'), 'activated');
    assertEqual(await axeViolations(element), [], 'axe with the carousel');
  });

  it('sends isActivatedBonus and bonusId with the create', async () => {
    const { windows, restore: restoreWindows } = fakeWindows();
    const calls = recordCalls();
    try {
      const element = await openCodi();
      await waitFor(() => $$(element, '.bonus-card').length === 3, 'the cards');
      ($$(element, '.bonus-card')[0]!.querySelector('input') as HTMLInputElement).click();
      type($(element, 'input[inputmode="decimal"]') as HTMLInputElement, '600');
      type(($$(element, 'input') as HTMLInputElement[]).find((i) => i.getAttribute('inputmode') !== 'decimal' && i.type === 'text')!, 'Ana Lopez');
      await deposit(element);
      await waitFor(() => calls.bodies['deposit-create']?.length === 1, 'the create');
      const first = calls.bodies['deposit-create']![0] as { isActivatedBonus: boolean; bonusId?: number };
      assertEqual([first.isActivatedBonus, first.bonusId], [true, 101], 'the chosen bonus, activated');
      await waitFor(() => windows.length === 1, 'the payment window');
      button(element, 'Choose another method')?.click();
    } finally {
      calls.restore();
      restoreWindows();
    }
  });

  it('sends no bonus with the switch off, nor below the chosen bonus\'s minimum', async () => {
    const { restore: restoreWindows } = fakeWindows();
    const calls = recordCalls();
    try {
      for (const [amount, off] of [['600', true], ['300', false]] as const) {
        const element = await openCodi();
        await waitFor(() => $$(element, '.bonus-card').length === 3, 'the cards');
        if (off) ($(element, 'input[role="switch"]') as HTMLInputElement).click();
        type($(element, 'input[inputmode="decimal"]') as HTMLInputElement, amount);
        type(($$(element, 'input') as HTMLInputElement[]).find((i) => i.getAttribute('inputmode') !== 'decimal' && i.type === 'text')!, 'Ana Lopez');
        if (off) await waitFor(() => text(element).includes('No bonus with this deposit.'), 'said off');
        await deposit(element);
        await waitFor(() => calls.bodies['deposit-create']?.length === (off ? 1 : 2), 'the create');
        const body = calls.bodies['deposit-create']!.at(-1) as { isActivatedBonus: boolean; bonusId?: number };
        assertEqual([body.isActivatedBonus, body.bonusId], [false, undefined], `no bonus (${off ? 'switched off' : 'below 500'})`);
        element.remove();
      }
    } finally {
      calls.restore();
      restoreWindows();
    }
  });

  it('drops a bonus when it expires and passes the choice to the next (the clock moved on)', async () => {
    const realNow = Date.now;
    try {
      const element = await openCodi(GROUP_B, bonusList(), '102');
      await waitFor(() => $$(element, '.bonus-card').length === 3, 'the cards');
      const later = realNow() + 2 * 3_600_000;
      Date.now = () => later;
      await waitFor(() => $$(element, '.bonus-card').length === 2, 'the freespins gone', 3000);
      const checked = $$(element, '.bonus-card').find((card) => (card.querySelector('input') as HTMLInputElement).checked);
      assert(checked?.textContent?.includes('Weekend reload'), 'the next bonus is the chosen one');
    } finally {
      Date.now = realNow;
    }
  });

  it('shows a bonus\'s terms on its details page', async () => {
    const element = await openCodi();
    await waitFor(() => $$(element, '.bonus-card').length === 3, 'the cards');
    ($$(element, '.bonus-card')[1]!.querySelector('.bonus-card__details') as HTMLButtonElement).click();
    await waitFor(() => text(element).includes('Maximum win per spin'), 'the freespin terms');
    assert(text(element).includes('Book of Sandbox') && text(element).includes('×40'), 'games and wagering');
    assertEqual(await axeViolations(element), [], 'axe on the details');
    button(element, 'Back')!.click();
    await waitFor(() => $(element, '.bonus-carousel'), 'back to the deposit page');
  });

  it('takes a new bonus list from the parent frame (bonus-list-updated), and bonus-list-fetched only when it succeeded', async () => {
    const iframe = document.createElement('iframe');
    iframe.style.width = '400px';
    iframe.style.height = '700px';
    iframe.srcdoc = `<script type="module" src="/dist/cashier/static/payment-cashier.js"></script>
<payment-cashier host="${location.origin}" api-url="${SANDBOX}" static-base="${SANDBOX}/cashier/static/"></payment-cashier>`;
    await new Promise((resolve) => {
      iframe.addEventListener('load', resolve, { once: true });
      document.body.append(iframe);
    });
    try {
      const post = (message: unknown) => iframe.contentWindow!.postMessage(JSON.stringify(message), location.origin);
      const framed = () => iframe.contentDocument!.querySelector('payment-cashier') as HTMLElement;
      await waitFor(() => framed()?.shadowRoot, 'the framed element');
      post({ type: 'loaded', payload: { token: `framed-bonus-${Math.random()}`, transport: 'http', user: { paymentGeo: 'MX', currency: 'MXN' }, experiments: [{ key: 'bonus', group: 'group_b' }], bonusList: [] } });
      await waitForList(framed());
      $$(framed(), '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
      await waitFor(() => $(framed(), 'input[inputmode="decimal"]'), 'the CoDi page');
      assert(!$(framed(), '.bonus-card'), 'no bonus yet');
      post({ type: 'bonus-list-updated', payload: bonusList() });
      await waitFor(() => $$(framed(), '.bonus-card').length === 3, 'the updated list');
      // Every count of cards the page shows from here on: a failed fetch must never be one of them.
      const seen: number[] = [];
      const watch = new MutationObserver(() => seen.push($$(framed(), '.bonus-card').length));
      watch.observe(framed().shadowRoot!, { childList: true, subtree: true });
      post({ type: 'bonus-list-fetched', payload: { success: false, bonusList: bonusList().slice(0, 1) } });
      post({ type: 'bonus-list-fetched', payload: { success: true, bonusList: bonusList().slice(0, 2) } });
      await waitFor(() => $$(framed(), '.bonus-card').length === 2, 'a successful fetch');
      watch.disconnect();
      assert(!seen.includes(1), `the failed fetch was ignored (${seen.join(', ')})`);
    } finally {
      iframe.remove();
    }
  });
});

