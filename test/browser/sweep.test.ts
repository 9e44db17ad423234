import {
  $, $$, assert, assertEqual, axeViolations, flowSuite, mountCashier, SANDBOX, text, waitFor,
} from './helpers.ts';

// The sweepstakes mode: the Coin Shop (boxes, the disclaimer), a box paid with a coin
// (the order, the address asked with the box, the transfer followed), and a closed shop.

const entry = (element: HTMLElement, name: string) => $$(element, '.entry').find((b) => b.textContent?.includes(name));
const tile = (element: HTMLElement, code: string) => $$(element, '.coin').find((b) => b.querySelector('.coin__code')?.textContent === code);
const address = (element: HTMLElement) => $(element, '.crypto-address')?.textContent ?? '';
const send = (to: string, amount: number) =>
  fetch(`${SANDBOX}/sandbox/crypto/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: to, amount }) });
const rows = (element: HTMLElement) =>
  Object.fromEntries($$(element, '.requisites__row').map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent!.replace(/\u00a0/g, ' ')]));

function sweepPlayer(transport: string, token = `sweep-${transport}-${Math.random()}`, attributes: Record<string, string> = {}) {
  return mountCashier({ attributes: { token, transport, 'widget-view-type': 'sweep', ...attributes }, user: { paymentGeo: 'MX', currency: 'USD' } });
}
const shop = (element: HTMLElement) => waitFor(() => $$(element, '.box').length > 0 && $(element, '.box'), 'the Coin Shop\'s boxes');

describe('the sweepstakes mode: the Coin Shop', () => {
  flowSuite();

  it('shows the boxes as the backend groups them, with their coins, free sweep coins, price and badge, and the disclaimer', async () => {
    const element = sweepPlayer('http');
    await shop(element);
    assertEqual($(element, '.header__title')?.textContent, 'Coin Shop', 'the title');
    assertEqual($$(element, '.boxes__title').map((h) => h.textContent), ['Welcome offer', 'Coin packages'], 'two groups, in order');
    const boxes = $$(element, '.box');
    assertEqual(boxes.length, 6, 'a welcome box and five tiers');
    assertEqual(boxes[0]!.querySelector('.box__coins')!.textContent!.replace(/\u00a0/g, ' '), '20,000 GC + 3 SC for free', 'gold coins, and sweep coins as a free bonus');
    assertEqual(boxes[0]!.querySelector('.box__price')!.textContent, '$2.99', 'its price');
    assertEqual(boxes.map((box) => box.querySelector('.badge')?.textContent ?? null), ['First purchase', null, null, 'Popular', 'Best value', null], 'the badges');
    const disclaimer = $(element, '.disclaimer')!;
    assert(disclaimer.textContent!.startsWith('NO PURCHASE NECESSARY'), 'the disclaimer, first words');
    assert(/no cash value/.test(disclaimer.textContent!) && /not for sale/.test(disclaimer.textContent!), 'what the coins are');
    assert(!disclaimer.querySelector('a'), 'no links the operator did not give');
    assert(!text(element).includes('Payment methods') && !$(element, '.region'), 'none of the main cashier');
    assertEqual(await axeViolations(element), [], 'axe on the Coin Shop');
  });

  it("links the operator's rules and its learn-more page from the disclaimer (schema.meta.assets)", async () => {
    const schema = JSON.stringify({ meta: { assets: { sweepRulesUrl: 'https://casino.example/rules', sweepLearnMoreUrl: 'javascript:alert(1)' } } });
    const element = sweepPlayer('http', undefined, { schema });
    await shop(element);
    const links = $$(element, '.disclaimer a') as HTMLAnchorElement[];
    assertEqual(links.map((a) => [a.textContent, a.href, a.target]), [['Sweepstakes rules', 'https://casino.example/rules', '_blank']], 'the rules; an unsafe link not drawn');
    // The other way round: a safe learn-more page drawn, unsafe rules left out.
    const other = JSON.stringify({ meta: { assets: { sweepRulesUrl: 'data:text/html,<p>rules</p>', sweepLearnMoreUrl: 'https://casino.example/sweeps?from=cashier' } } });
    const second = sweepPlayer('http', undefined, { schema: other });
    await shop(second);
    const learnMore = $$(second, '.disclaimer a') as HTMLAnchorElement[];
    assertEqual(learnMore.map((a) => [a.textContent, a.href, a.target, a.rel]), [['Learn more', 'https://casino.example/sweeps?from=cashier', '_blank', 'noopener noreferrer']], 'the learn-more page; unsafe rules not drawn');
  });

  it('opens one box bought with one coin as the host names them (/form?box=…&method=…), without the shop or a header; a box it does not sell: the shop', async () => {
    const element = sweepPlayer('http', undefined, { 'initial-path': '/form?box=tier-3&method=usdt_trc20' });
    await waitFor(() => address(element), 'the USDT address of the named box');
    await waitFor(() => rows(element)['You send'], 'how much USDT the box costs');
    assertEqual(rows(element)['You send']!.replace(/\s/g, ' '), 'USDT 19.99', 'the tier-3 box, at the sandbox rate');
    assertEqual(rows(element).Coins, '22,000 GC + 21 SC for free', 'the order named');
    assert(!$(element, '.header') && !$(element, '.box'), 'no header, no shop: the host frames it');
    assertEqual(await axeViolations(element), [], 'axe on the sweep form');
    const unsold = sweepPlayer('http', undefined, { 'initial-path': '/form?box=tier-99&method=usdt_trc20' });
    await shop(unsold);
    const unpayable = sweepPlayer('http', undefined, { 'initial-path': '/form?box=tier-3&method=spei_mx' });
    await shop(unpayable);
  });

  for (const transport of ['socket', 'http']) {
    it(`buys a box with USDT: the order, the address asked with the box, the transfer followed to the end, over ${transport}`, async () => {
      const element = sweepPlayer(transport);
      await shop(element);
      $$(element, '.box')[3]!.click(); // 22,000 GC + 21 SC for $19.99
      await waitFor(() => entry(element, 'Cryptocurrency'), 'the methods that can pay');
      assertEqual($$(element, '.entries .entry').length, 1, 'only what can pay for a box: the coins');
      assert(entry(element, 'Cryptocurrency')!.textContent!.includes('7 methods'), 'the group counts its coins');
      assertEqual(rows(element).Price, '$19.99', 'the order beside them');
      assertEqual(await axeViolations(element), [], 'axe on select-method');
      entry(element, 'Cryptocurrency')!.click();
      await waitFor(() => tile(element, 'USDT'), 'the coins');
      assertEqual(rows(element).Coins, '22,000 GC + 21 SC for free', 'the order on the coins page');
      assert($(element, '.disclaimer'), 'and the disclaimer');
      tile(element, 'USDT')!.click();
      await waitFor(() => address(element), 'the USDT address');
      await waitFor(() => rows(element)['You send'], 'how much USDT the box costs');
      assertEqual(rows(element)['You send']!.replace(/\s/g, ' '), 'USDT 19.99', 'at the sandbox rate');
      assert(text(element).replace(/\s/g, ' ').includes('Minimum deposit: USDT 19.99.'), 'the least credited is what the box costs, never more');
      assertEqual(await axeViolations(element), [], 'axe on the address with the order');
      await send(address(element), 19.99);
      await waitFor(() => text(element).includes('Transfer received'), 'the transfer seen', 15_000);
      await waitFor(() => text(element).includes('Payment received'), 'credited', 15_000);
      assertEqual(rows(element).Coins, '22,000 GC + 21 SC for free', 'the complete page says what was bought');
      assertEqual(await axeViolations(element), [], 'axe on the sweep complete page');
    }).timeout(40_000);
  }

  it("is a sweep player's cashier by the player's user.widgetViewType alone, with no widget-view-type", async () => {
    const element = mountCashier({ attributes: { token: `sweep-user-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'USD', widgetViewType: 'sweep' } });
    await shop(element);
    assertEqual($(element, '.header__title')?.textContent, 'Coin Shop', 'the Coin Shop');
    assert($(element, '.disclaimer')?.textContent?.startsWith('NO PURCHASE NECESSARY'), 'and its disclaimer');
    assert(!text(element).includes('Payment methods') && !$(element, '.region'), 'none of the real-money cashier');
  });

  it('shows the empty page when the shop has no boxes (token sweep-closed)', async () => {
    const element = sweepPlayer('http', 'sweep-closed');
    await waitFor(() => text(element).includes('The Coin Shop is not available where you are right now.'), 'the empty page');
    assert(!$(element, '.box') && !text(element).includes('VPN') && !$(element, '.region'), 'no box, and never a VPN or another region to try');
  });

  it('opens the shop on a page the mode has not (initial-path /deposit/region)', async () => {
    const element = sweepPlayer('http', undefined, { 'initial-path': '/deposit/region' });
    await shop(element);
  });
});

const redemption = (element: HTMLElement) => waitFor(() => $(element, '.redeemable') && entry(element, 'USDT'), 'Redemption, with its methods');
const field = (element: HTMLElement, label: string) => {
  const tag = $$(element, 'label').find((l) => l.textContent === label) as HTMLLabelElement | undefined;
  return tag ? (element.shadowRoot!.getElementById(tag.htmlFor) as HTMLInputElement) : null;
};
const typeInto = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('the sweepstakes mode: Redemption', () => {
  flowSuite();

  for (const transport of ['socket', 'http']) {
    it(`redeems sweep coins to USDT: what may be redeemed, convert, the wallet, complete, then pending with Cancel, over ${transport}`, async () => {
      const element = sweepPlayer(transport, undefined, { 'initial-path': '/withdrawal' });
      await redemption(element);
      assertEqual($(element, '.header__title')?.textContent, 'Redemption', 'the title');
      assertEqual($(element, '.redeemable__amount')?.textContent?.replace(/\s/g, ' '), 'SC 100.50', '120.50 SC less 20 still to play');
      assert(/SC 20(\.00)? still to play before you can redeem them/.test(text(element).replace(/\s/g, ' ')), 'what is still to play, said apart');
      assert(!$(element, '.box') && !$(element, '.accounts'), 'neither the shop nor the main withdrawals');
      assertEqual(await axeViolations(element), [], 'axe on Redemption');
      entry(element, 'USDT')!.click();
      const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the convert page');
      assert(text(element).includes('From SC 1.00 to SC 100.50'.replace(/ /g, '\u00a0')) || /From SC.1(\.00)? to SC.100\.50/.test(text(element)), `at most what may be redeemed: ${text(element)}`);
      typeInto(amount, '50');
      await waitFor(() => /About USDT.50/.test($(element, '.redeem-worth')?.textContent ?? ''), 'what 50 SC are worth in USDT now');
      typeInto(amount, '200');
      amount.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      $(element, 'button[type="submit"]')!.click();
      await waitFor(() => /The maximum amount is SC.100\.50/.test(text(element)), 'no more than may be redeemed');
      typeInto(amount, '50');
      typeInto(field(element, 'USDT address (TRC-20)')!, 'not-an-address');
      $(element, 'button[type="submit"]')!.click();
      await waitFor(() => $(element, '.field__error:not(:empty)'), "the wallet's format checked");
      assert(!text(element).includes('Redemption requested'), 'nothing redeemed with a wrong address');
      typeInto(field(element, 'USDT address (TRC-20)')!, `T${'A'.repeat(33)}`);
      assertEqual(await axeViolations(element), [], 'axe on convert');
      $(element, 'button[type="submit"]')!.click();
      await waitFor(() => text(element).includes('Redemption requested'), 'the complete page');
      const summary = rows(element);
      assertEqual([summary.Amount?.replace(/\s/g, ' '), summary.Payout?.replace(/\s/g, ' ')], ['SC 50', 'USDT 50'], `the coins and the payout: ${JSON.stringify(summary)}`);
      assert('Redemption reference' in summary && text(element).includes('Redemption details'), 'a redemption\'s own words');
      assertEqual(await axeViolations(element), [], 'axe on the redemption complete page');
      $$(element, 'button').find((b) => b.textContent === 'Back to Redemption')!.click();
      const cancel = await waitFor(() => $(element, '.pending__cancel'), 'the redemption pending, with Cancel');
      await waitFor(() => $(element, '.redeemable__amount')?.textContent?.replace(/\s/g, ' ') === 'SC 50.50', 'what may be redeemed now, less the 50 redeemed');
      assert(text(element).includes('Pending redemptions') && cancel.textContent === 'Cancel redemption' && !text(element).includes('withdrawal'), 'spoken of as redemptions');
      assert(($(element, '.pending__amount')?.textContent ?? '').includes('50'), 'its amount');
      cancel.click();
      await waitFor(() => $(element, '.pending__confirm .button--danger'), 'asked first');
      $(element, '.pending__confirm .button--danger')!.click();
      await waitFor(() => text(element).includes('Redemption cancelled'), 'cancelled');
      await waitFor(() => $(element, '.redeemable__amount')?.textContent?.replace(/\s/g, ' ') === 'SC 100.50', 'and back on what may be redeemed');
    }).timeout(40_000);
  }

  it("opens a crypto group on Redemption's own coins page, and a coin from there on its convert page", async () => {
    const element = sweepPlayer('http', undefined, { 'initial-path': '/withdrawal' });
    await redemption(element);
    const group = await waitFor(() => entry(element, 'Cryptocurrency'), 'the crypto group on Redemption');
    assert(!entry(element, 'E-wallets') && !entry(element, 'Bank card'), 'coins only');
    group.click();
    await waitFor(() => tile(element, 'USDC') && tile(element, 'ETH'), "the group's coins");
    assertEqual($(element, '.page__heading')?.textContent, 'Cryptocurrency', "the group's page, under Back");
    assertEqual(await axeViolations(element), [], "axe on Redemption's coins page");
    tile(element, 'USDC')!.click();
    const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, "USDC's convert page");
    assert(field(element, 'USDC address (ERC-20)'), 'the wallet on its network');
    typeInto(amount, '10');
    await waitFor(() => /About USDC.10/.test($(element, '.redeem-worth')?.textContent ?? ''), 'what 10 SC are worth in USDC now');
    $$(element, 'button').find((b) => b.textContent === 'Back')!.click();
    await waitFor(() => tile(element, 'USDC'), 'Back: the coins page');
  });

  it('offers no redemption while the playthrough cannot be known (token sweep-playthrough-down…), and Try again asks again', async () => {
    const asked: string[] = [];
    const observer = new PerformanceObserver((list) => asked.push(...list.getEntries().map((e) => e.name).filter((name) => name.includes('/sweepstake-recoup-sum'))));
    observer.observe({ type: 'resource' });
    const element = sweepPlayer('http', `sweep-playthrough-down-${Math.random()}`, { 'initial-path': '/withdrawal' });
    const unknown = "We could not check how many Sweeps Coins you still have to play, so redeeming is not available right now.";
    const alert = await waitFor(() => $$(element, '[role="alert"]').find((a) => a.textContent?.includes(unknown)), 'Redeem said unavailable');
    assert(!$(element, '.redeemable__amount') && !entry(element, 'USDT'), 'neither an amount to redeem nor a method to redeem to');
    assertEqual(await axeViolations(element), [], 'axe on Redemption unavailable');
    await waitFor(() => asked.length > 0, 'the playthrough asked');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = asked.length;
    alert.querySelector('button')!.click();
    await waitFor(() => asked.length === before + 1, `asked again on Try again (${asked.length} after ${before})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert(text(element).includes(unknown) && !$(element, '.redeemable__amount'), 'still unavailable, the call being still down');
    observer.disconnect();
  });

  it('reads a playthrough answered ACTIVE as active (token sweep-playthrough-upper…)', async () => {
    const element = sweepPlayer('http', `sweep-playthrough-upper-${Math.random()}`, { 'initial-path': '/withdrawal' });
    await redemption(element);
    assertEqual($(element, '.redeemable__amount')?.textContent?.replace(/\s/g, ' '), 'SC 100.50', '120.50 SC less 20 still to play, not the whole balance');
    assert(/SC 20(\.00)? still to play before you can redeem them/.test(text(element).replace(/\s/g, ' ')), 'what is still to play, said apart');
  });

  it('sends a redemption refused until the player is verified (token kyc) to the identity check', async () => {
    const element = sweepPlayer('http', `kyc-sweep-${Math.random().toString(36).slice(2)}`, { 'initial-path': '/withdrawal' });
    await redemption(element);
    entry(element, 'USDT')!.click();
    typeInto(await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'convert'), '10');
    typeInto(field(element, 'USDT address (TRC-20)')!, `T${'B'.repeat(33)}`);
    $(element, 'button[type="submit"]')!.click();
    await waitFor(() => text(element).includes('Verify your identity'), 'the identity check page');
  });
});
