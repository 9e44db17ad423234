import {
  $, $$, assert, assertEqual, axeViolations, flowSuite, mountCashier, SANDBOX, text, waitFor,
} from './helpers.ts';

// Issue 28, the sweepstakes mode: the Coin Shop (boxes, the disclaimer), a box paid with a coin
// (the order, the address asked with the box, the transfer followed), and a closed shop.

const entry = (element: HTMLElement, name: string) => $$(element, '.entry').find((b) => b.textContent?.includes(name));
const tile = (element: HTMLElement, code: string) => $$(element, '.coin').find((b) => b.querySelector('.coin__code')?.textContent === code);
const address = (element: HTMLElement) => $(element, '.crypto-address')?.textContent ?? '';
const send = (to: string, amount: number) =>
  fetch(`${SANDBOX}/sandbox/crypto/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: to, amount }) });
const rows = (element: HTMLElement) =>
  Object.fromEntries($$(element, '.requisites__row').map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));

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
    assertEqual(boxes[0]!.querySelector('.box__coins')!.textContent, '20,000 GC + 3 SC for free', 'gold coins, and sweep coins as a free bonus');
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
  });

  for (const transport of ['socket', 'http']) {
    it(`buys a box with USDT: the order, the address asked with the box, the transfer followed to the end, over ${transport}`, async () => {
      const element = sweepPlayer(transport);
      await shop(element);
      $$(element, '.box')[3]!.click(); // 22,000 GC + 21 SC for $19.99
      await waitFor(() => entry(element, 'Cryptocurrency'), 'the methods that can pay');
      assertEqual($$(element, '.entries .entry').length, 1, 'only what can pay for a box: the coins');
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
      assertEqual(await axeViolations(element), [], 'axe on the address with the order');
      await send(address(element), 19.99);
      await waitFor(() => text(element).includes('Transfer received'), 'the transfer seen', 15_000);
      await waitFor(() => text(element).includes('Payment received'), 'credited', 15_000);
      assertEqual(rows(element).Coins, '22,000 GC + 21 SC for free', 'the complete page says what was bought');
      assertEqual(await axeViolations(element), [], 'axe on the sweep complete page');
    }).timeout(40_000);
  }

  it('shows the empty page when the shop has no boxes (token sweep-closed)', async () => {
    const element = sweepPlayer('http', 'sweep-closed');
    await waitFor(() => text(element).includes('There are no payment methods available for this region'), 'the empty page');
    assert(!$(element, '.box'), 'no box');
  });

  it('opens the shop for a sweep player whatever the page asked (initial-path /withdrawal)', async () => {
    const element = sweepPlayer('http', undefined, { 'initial-path': '/withdrawal' });
    await shop(element);
    assert(!$(element, '.accounts'), 'never the main withdrawals');
  });
});
