import { sendKeys } from '@web/test-runner-commands';
import {
  $, $$, assert, assertEqual, axeViolations, deposit, field, flowSuite, mountCashier, nextCreated, recordCalls, SANDBOX, text, type, waitFor,
} from './helpers.ts';

// The crypto-balance cashier: the Crypto and Fiat tabs, each keeping its place; coins
// paid on the crypto tab, a card on the fiat tab; withdrawals to an address of the right network.

const entry = (element: HTMLElement, name: string) => $$(element, '.entry').find((b) => b.textContent?.includes(name));
const tile = (element: HTMLElement, code: string) => $$(element, '.coin').find((b) => b.querySelector('.coin__code')?.textContent === code);
const tab = (element: HTMLElement, name: string) => $$(element, '[role="tab"]').find((b) => b.textContent === name);
const selectedTab = (element: HTMLElement) => $(element, '[role="tab"][aria-selected="true"]')?.textContent;
const address = (element: HTMLElement) => $(element, '.crypto-address')?.textContent ?? '';
const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);
const flat = (value: string) => value.replace(/\s/g, ' ');
const send = (to: string, amount: number) =>
  fetch(`${SANDBOX}/sandbox/crypto/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: to, amount }) });
const provider = (depositId: string) => fetch(`${SANDBOX}/sandbox/pay/${depositId}/pay`, { method: 'POST', mode: 'no-cors' });

/** The sandbox's crypto-balance player, 500 USDT on their balance, with the currencies the host heard. */
function balancePlayer(transport: string, path = '/cryptobalance') {
  const token = `crypto-balance-${transport}-${Math.random()}`;
  const element = mountCashier({
    attributes: { token, transport, 'initial-path': path },
    user: { paymentGeo: 'MX', currency: 'MXN', balanceData: { primary: { amount: 500, currency: 'USDT' } } },
  });
  const currencies: string[] = [];
  element.addEventListener('cashier-currency-change', (event) => currencies.push((event as CustomEvent<{ currency: string }>).detail.currency));
  return { element, currencies };
}
const coins = (element: HTMLElement) => waitFor(() => tile(element, 'USDT'), 'the coins of the crypto tab');
const fiatList = (element: HTMLElement) => waitFor(() => $(element, '.entries[data-ready="true"]') && entry(element, 'Bank cards'), 'the fiat list');

describe('the crypto-balance cashier: deposits', () => {
  flowSuite();

  for (const transport of ['socket', 'http']) {
    it(`pays USDT on the crypto tab and a card on the fiat tab, each tab keeping its place, over ${transport}`, async () => {
      // Wraps the page's fetch to read the http creates; it passes every call through, so a failure before the restore harms no other test.
      const calls = recordCalls();
      const { element, currencies } = balancePlayer(transport);
      await coins(element);
      const tablist = $(element, '[role="tablist"]')!;
      assertEqual(tablist.getAttribute('aria-label'), 'Currency', 'the tabs are named');
      assertEqual($$(element, '[role="tab"]').map((b) => [b.textContent, b.getAttribute('aria-selected')]), [['Crypto', 'true'], ['Fiat', 'false']], 'Crypto first, chosen');
      assertEqual($(element, '[role="tabpanel"]')?.getAttribute('aria-labelledby'), tab(element, 'Crypto')!.id, 'the page is the tab\'s panel');
      assertEqual(flat($(element, '.balance')!.textContent!), 'Balance: USDT 500', 'the balance from the handshake, in the tab\'s coin');
      assert(!entry(element, 'Bank cards') && !$(element, '.region'), 'only coins on the crypto tab');
      assertEqual(await axeViolations(element), [], 'axe on the crypto tab');

      tile(element, 'USDT')!.click();
      await waitFor(() => address(element), 'the USDT address');
      const usdt = address(element);
      assertEqual(selectedTab(element), 'Crypto', 'the tabs stay above the address');
      assertEqual(await axeViolations(element), [], 'axe on the address under the tabs');

      tab(element, 'Fiat')!.click();
      await fiatList(element);
      await waitFor(() => $(element, '.balance__worth'), 'the balance in pesos');
      assertEqual(flat($(element, '.balance__worth')!.textContent!), "About MX$10,000 at today's rate", 'the coin said in the tab\'s currency, marked approximate');
      assert(!tile(element, 'USDT'), 'no coins on the fiat tab');
      entry(element, 'Bank cards')!.click();
      await waitFor(() => entry(element, 'Visa'), 'the cards');
      entry(element, 'Visa')!.click();
      const amount = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount');
      type(amount, '150');

      tab(element, 'Crypto')!.click();
      await waitFor(() => address(element), 'the crypto tab where it was left');
      assertEqual(address(element), usdt, 'the same address: no second deposit made for coming back');
      await send(usdt, 12);
      await waitFor(() => text(element).includes('Payment received'), 'the USDT credited', 15_000);
      assertEqual(selectedTab(element), 'Crypto', 'the complete page is the crypto tab\'s');

      tab(element, 'Fiat')!.click();
      const again = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the fiat tab where it was left');
      assertEqual(again.value, '150', 'the amount typed before');
      assertEqual($(element, 'h2')?.textContent, 'Visa', 'the card\'s page');
      const created = nextCreated(element);
      await deposit(element);
      const { depositId, currency } = await created;
      assertEqual(currency, 'MXN', 'the card pays in pesos');
      await waitFor(() => text(element).includes('Waiting for your payment'), 'the card\'s complete page');
      await provider(depositId);
      await waitFor(() => text(element).includes('Payment received'), 'the card paid', 15_000);
      assertEqual(currencies, ['MXN', 'USDT', 'MXN'], 'onCurrencyChange at each tab, none for the coin the tab is in');

      tab(element, 'Crypto')!.click();
      await waitFor(() => text(element).includes('Payment received') && selectedTab(element) === 'Crypto', 'the crypto tab still on its outcome');
      assert(text(element).includes('USDT'), 'its USDT deposit');
      if (transport === 'http') {
        const creates = calls.bodies['deposit-create'] as { currency: string; wallet?: string }[];
        assertEqual(creates.map((body) => [body.currency, body.wallet]), [['USDT', 'crypto'], ['MXN', 'fiat']], 'each deposit names the wallet it credits, its tab\'s');
      }
      calls.restore();
    }).timeout(45_000);
  }

  it('moves between the tabs by keyboard: arrows, Home and End choose, and the focus stays on the tab', async () => {
    const { element } = balancePlayer('http');
    await coins(element);
    tab(element, 'Crypto')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await fiatList(element);
    assertEqual(selectedTab(element), 'Fiat', 'ArrowRight chose Fiat');
    assert(element.shadowRoot!.activeElement === tab(element, 'Fiat'), `the focus on the chosen tab, not ${element.shadowRoot!.activeElement?.outerHTML.slice(0, 120)}`);
    assertEqual($$(element, '[role="tab"]').map((b) => b.tabIndex), [-1, 0], 'only the chosen tab in the tab order');
    await sendKeys({ press: 'ArrowRight' });
    await coins(element);
    assertEqual(selectedTab(element), 'Crypto', 'ArrowRight wraps to Crypto');
    await sendKeys({ press: 'End' });
    await fiatList(element);
    assert(element.shadowRoot!.activeElement === tab(element, 'Fiat'), 'End: the last tab, focused');
    await sendKeys({ press: 'Home' });
    await coins(element);
    assert(element.shadowRoot!.activeElement === tab(element, 'Crypto'), 'Home: the first tab, focused');
    await sendKeys({ press: 'ArrowLeft' });
    await fiatList(element);
    assertEqual(selectedTab(element), 'Fiat', 'ArrowLeft wraps to Fiat');
    await sendKeys({ press: 'Tab' });
    assert(element.shadowRoot!.activeElement !== tab(element, 'Crypto'), 'Tab leaves the tabs, not to the other tab');
  });

  it('tells the host the coin the player chose (onCurrencyChange), once for each change', async () => {
    const { element, currencies } = balancePlayer('http');
    await coins(element);
    tile(element, 'BTC')!.click();
    await waitFor(() => address(element), 'the BTC address');
    assertEqual(currencies, ['BTC'], 'a coin other than the tab\'s');
    $(element, '.header__back')!.click();
    await coins(element);
    tile(element, 'BTC')!.click();
    await waitFor(() => address(element), 'BTC again');
    assertEqual(currencies, ['BTC'], 'the same coin again is no change');
    tab(element, 'Fiat')!.click();
    await fiatList(element);
    tab(element, 'Crypto')!.click();
    await waitFor(() => address(element), 'back on BTC');
    assertEqual(currencies, ['BTC', 'MXN', 'BTC'], 'a tab says the currency the player transacts in there');
  });

  it('sends onCurrencyChange on every channel: the element, a parent frame, a native app', async () => {
    const iframe = document.createElement('iframe');
    iframe.style.cssText = 'width: 400px; height: 700px; border: 0';
    const fromFrame: { type?: string; payload?: { currency?: string } }[] = [];
    const listen = (event: MessageEvent) => event.source === iframe.contentWindow && fromFrame.push(event.data);
    window.addEventListener('message', listen);
    const bridge = window as unknown as { ReactNativeWebView?: { postMessage(text: string): void } };
    const fromApp: { type: string; payload: { currency?: string } }[] = [];
    bridge.ReactNativeWebView = { postMessage: (message) => fromApp.push(JSON.parse(message)) };
    try {
      await new Promise((resolve) => {
        iframe.addEventListener('load', resolve, { once: true });
        iframe.src = `/test/browser/pages/frame-late-host.html?api=${encodeURIComponent(SANDBOX)}&path=/cryptobalance`;
        document.body.append(iframe);
      });
      const framed = await waitFor(() => iframe.contentDocument!.querySelector('payment-cashier') as HTMLElement | null, 'the framed element');
      const user = { paymentGeo: 'MX', currency: 'MXN', balanceData: { primary: { amount: 500, currency: 'USDT' } } };
      iframe.contentWindow!.postMessage(JSON.stringify({ type: 'loaded', payload: { token: `crypto-balance-framed-${Math.random()}`, user } }), location.origin);
      await coins(framed);
      tab(framed, 'Fiat')!.click();
      await waitFor(() => fromFrame.some((m) => m.type === 'onCurrencyChange'), 'the parent frame told');
      assertEqual(fromFrame.filter((m) => m.type === 'onCurrencyChange').map((m) => m.payload!.currency), ['MXN'], 'to the parent frame');

      const { element, currencies } = balancePlayer('http');
      await coins(element);
      tab(element, 'Fiat')!.click();
      await waitFor(() => currencies.length > 0, 'the element\'s event');
      assertEqual(currencies, ['MXN'], 'as a DOM event');
      assertEqual(fromApp.filter((m) => m.type === 'onCurrencyChange').map((m) => m.payload.currency), ['MXN'], 'to the app');
    } finally {
      delete bridge.ReactNativeWebView;
      window.removeEventListener('message', listen);
      iframe.remove();
    }
  });

  it('opens where its path says: the fiat tab\'s region page; a page that needs a choice goes to its tab\'s list', async () => {
    const region = balancePlayer('http', '/cryptobalance/deposit/fiat/region').element;
    await waitFor(() => text(region).includes('Region') && selectedTab(region) === 'Fiat', 'the fiat tab\'s region page');
    const address = balancePlayer('http', '/cryptobalance/deposit/crypto/crypto/address').element;
    await coins(address);
    assertEqual(selectedTab(address), 'Crypto', 'nothing chosen: the crypto tab\'s coins');
    const guide = balancePlayer('http', '/cryptobalance/video-instruction').element;
    await coins(guide);
  });

  it("plays a fiat method's video guide on the tree's video instruction page, which the tab keeps as its place", async () => {
    const element = mountCashier({
      attributes: { token: `crypto-balance-video-${Math.random()}`, transport: 'http', 'initial-path': '/cryptobalance/deposit/fiat' },
      user: { paymentGeo: 'CO', currency: 'COP', balanceData: { primary: { amount: 500, currency: 'USDT' } } },
    });
    (await waitFor(() => $(element, '.entries[data-ready="true"]') && entry(element, 'Colombian banks'), 'the fiat list')).click();
    (await waitFor(() => entry(element, 'Nequi'), 'the group page')).click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the Nequi form');
    (await waitFor(() => button(element, 'How to pay: video guide'), 'the guide button')).click();
    const video = (await waitFor(() => $(element, 'video'), 'the video instruction page')) as HTMLVideoElement;
    assert(video.src.endsWith('/sandbox/video/guide.webm'), "Nequi's guide");
    assertEqual(selectedTab(element), 'Fiat', 'under the fiat tab');
    // The crypto tab has its own place; back on the fiat tab, the guide is where the player left it.
    tab(element, 'Crypto')!.click();
    // (The sandbox has no coins for Colombia: the crypto tab says so.)
    await waitFor(() => selectedTab(element) === 'Crypto' && !$(element, 'video') && text(element).includes('no payment methods available for this region'), 'the crypto tab');
    tab(element, 'Fiat')!.click();
    await waitFor(() => $(element, 'video'), 'the video page again, the fiat tab\'s place');
    button(element, 'Back')!.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'Back: the Nequi form');
  });
});

describe('the crypto-balance cashier: withdrawals', () => {
  flowSuite();

  for (const transport of ['socket', 'http']) {
    it(`withdraws USDT to an ERC-20 address, an address of another network stopped, its minimum and fee shown, over ${transport}`, async () => {
      const { element } = balancePlayer(transport, '/cryptobalance/withdrawal');
      await waitFor(() => $(element, '.entries[data-ready="true"]') && entry(element, 'USDT (ERC-20)'), 'the crypto tab\'s withdrawals');
      assertEqual(selectedTab(element), 'Crypto', 'the crypto tab');
      assert(!entry(element, 'Bank card'), 'only coins');
      assert(flat(text(element)).includes('USDT 500'), 'the USDT account');
      assertEqual(await axeViolations(element), [], 'axe on the withdrawal list under the tabs');
      entry(element, 'USDT (ERC-20)')!.click();
      const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
      assert(flat(text(element)).includes('From USDT 15 to USDT 400'), `the network's minimum: ${text(element)}`);
      type(input, '100');
      type(field(element, 'USDT address (ERC-20)'), `T${'A'.repeat(33)}`);
      button(element, 'Continue')!.click();
      const warning = await waitFor(() => $$(element, '[role="alert"]').find((alert) => alert.textContent?.includes('not an address on ERC-20')), 'the warning');
      assert(warning.textContent!.includes('lost'), 'what it would cost');
      assert(!text(element).includes('You receive'), 'never sent on to confirm');
      assertEqual(await axeViolations(element), [], 'axe with the warning');
      type(field(element, 'USDT address (ERC-20)'), `0x${'ab'.repeat(20)}`);
      button(element, 'Continue')!.click();
      await waitFor(() => text(element).includes('You receive'), 'the confirm page');
      const summary = flat(text(element));
      assert(summary.includes('FeeUSDT 3') && summary.includes('You receiveUSDT 97'), `the network's fixed fee: ${summary}`);
      button(element, 'Confirm withdrawal')!.click();
      await waitFor(() => $(element, '.status--success'), 'the withdrawal requested');

      tab(element, 'Fiat')!.click();
      await waitFor(() => entry(element, 'Bank card'), 'the fiat tab\'s withdrawals');
      assert(!entry(element, 'USDT (ERC-20)'), 'no coins there');
      await waitFor(() => flat(text(element)).includes('MX$5,000'), 'the peso account');
    }).timeout(30_000);
  }
});
