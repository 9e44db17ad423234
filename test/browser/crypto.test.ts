import {
  $, $$, assert, assertEqual, axeViolations, flowSuite, mountCashier, SANDBOX, text, waitFor, waitForList,
} from './helpers.ts';

// Crypto: a coin's tiles, its address per network (the QR code once there is one), a
// network that cannot issue one, and a transfer from the sandbox wallet followed block by block.

const entry = (element: HTMLElement, name: string) => $$(element, '.entry').find((b) => b.textContent?.includes(name));
const tile = (element: HTMLElement, code: string) => $$(element, '.coin').find((b) => b.querySelector('.coin__code')?.textContent === code);
const networkButton = (element: HTMLElement) => $(element, 'button[aria-haspopup="listbox"]') as HTMLButtonElement;
const address = (element: HTMLElement) => $(element, '.crypto-address')?.textContent ?? '';

async function openCoin(transport: string, code: string, token = `crypto-${transport}-${Math.random()}`) {
  const element = mountCashier({ attributes: { token, transport }, user: { paymentGeo: 'MX', currency: 'MXN' } });
  await waitForList(element);
  entry(element, 'Cryptocurrency')!.click();
  await waitFor(() => tile(element, code), `the ${code} tile`);
  tile(element, code)!.click();
  await waitFor(() => address(element), `the ${code} address`);
  return element;
}

async function chooseNetwork(element: HTMLElement, label: string) {
  networkButton(element).click();
  const option = await waitFor(() => $$(element, '[role="option"]').find((o) => o.textContent === label), `the ${label} option`);
  option.click();
}

const send = (to: string, amount: number) =>
  fetch(`${SANDBOX}/sandbox/crypto/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: to, amount }) });

describe('Crypto: tiles, the address of a network, and a transfer followed to the end', () => {
  flowSuite();

  it('shows the coins as tiles with search, and a single-network coin\'s address at once', async () => {
    const element = mountCashier({ attributes: { token: `crypto-tiles-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    entry(element, 'Cryptocurrency')!.click();
    await waitFor(() => $$(element, '.coin').length === 7, 'seven coins');
    assertEqual($$(element, '.coin__code').map((c) => c.textContent), ['USDT', 'BTC', 'ETH', 'LTC', 'TRX', 'TON', 'DOGE'], 'one tile per coin, in order');
    // Spec §7: each coin's icon (icons/{currency}.svg), asked for once, shown as an image the page's img-src allows.
    await waitFor(() => $$(element, '.coin .currency-icon').length >= 6, 'the coins\' icons');
    assert(($$(element, '.coin .currency-icon') as HTMLImageElement[]).every((img) => img.src.startsWith('data:image/svg+xml')), 'as data URLs');
    assertEqual(await axeViolations(element), [], 'axe on the tiles');
    const search = $(element, 'input[type="search"]') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(search, 'toncoin');
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => $$(element, '.coin').length === 1, 'the search finds Toncoin');
    tile(element, 'TON')!.click();
    await waitFor(() => address(element).startsWith('UQ'), 'the TON address');
    assert(networkButton(element).disabled, 'one network: nothing to choose');
    assert($(element, '.qr svg, .qr-payment svg'), 'the QR code');
    const marks = $$(element, '.crypto-address mark').map((m) => m.textContent);
    assertEqual(marks, [address(element).slice(0, 5), address(element).slice(-5)], 'the first and last five set apart');
    assert(/Minimum deposit: TON\s1\. Amounts below this will not be credited\./.test(text(element)), `the minimum: ${text(element)}`);
    assert(text(element).includes('Send only TON on the TON network'), 'the warning');
    // What loses the coins reads as a warning, not one more instruction.
    const warnings = $$(element, '.annotation--warning');
    assert(warnings.some((w) => w.textContent!.includes('Send only TON')) && warnings.some((w) => w.textContent!.includes('will not be credited')), 'the network and the minimum as warnings');
    assert(warnings.every((w) => w.querySelector('svg.annotation__icon')), 'each with its icon');
    assert(text(element).includes('about 10 minutes'), 'the network\'s time (default 10)');
    const guide = $$(element, 'a').find((a) => a.textContent === 'How to pay: step by step') as HTMLAnchorElement | undefined;
    assert(guide?.href.endsWith('/sandbox/guide/ton_crypto') && guide.target === '_blank', 'the instruction link');
    $$(element, 'button').find((b) => b.getAttribute('aria-label') === 'Copy Your TON address')!.click();
    await waitFor(() => /Copied|Copy failed/.test(text(element)), 'the copy tooltip');
    assertEqual(await axeViolations(element), [], 'axe on the address page');
  }).timeout(30_000);

  for (const transport of ['socket', 'http']) {
    it(`asks for the address of each network chosen, TRC-20 first, and says when one has none, over ${transport}`, async () => {
      const element = await openCoin(transport, 'USDT');
      assert(address(element).startsWith('T'), 'TRC-20 preselected');
      assert(!networkButton(element).disabled, 'three networks to choose from');
      assert(text(element).includes('about 5 minutes'), 'TRC-20 takes 5');
      const trc = address(element);
      await chooseNetwork(element, 'ERC-20');
      await waitFor(() => address(element).startsWith('0x'), 'the ERC-20 address');
      assert(!text(element).includes(trc), 'the TRC-20 address is gone');
      await chooseNetwork(element, 'BEP-20');
      await waitFor(() => text(element).includes('There is no address for this network right now'), 'no BEP-20 address');
      assert(!$(element, '.qr-payment'), 'no QR code without an address');
      assertEqual(await axeViolations(element), [], 'axe with the failure');
      await chooseNetwork(element, 'TRC-20');
      await waitFor(() => address(element) === trc, 'the same TRC-20 address again');
    }).timeout(30_000);

    it(`follows a transfer from the sandbox wallet until it is credited over ${transport}`, async () => {
      const element = await openCoin(transport, 'TON');
      const sent = await send(address(element), 25);
      const { txid } = (await sent.json()) as { txid: string };
      await waitFor(() => text(element).includes('Transfer received'), 'the transfer seen', 15_000);
      // Spec §4: the complete page opens when the transfer is seen, and counts its blocks there.
      assert(!$(element, '.crypto-address') && $(element, '.status'), 'the complete page, the address left');
      assert(text(element).includes('Waiting for confirmation') && !text(element).includes('window'), 'waiting for confirmation, no window to finish in');
      assert(text(element).includes(`${txid.slice(0, 5)}…${txid.slice(-5)}`), 'the hash, shortened');
      const explorer = $$(element, 'a').find((a) => a.textContent === 'View in the block explorer') as HTMLAnchorElement;
      assertEqual(explorer.href, `https://tonviewer.com/transaction/${txid}`, 'the explorer link');
      assert(/\d of 8 confirmations/.test(text(element)), 'TON\'s 8 blocks counted');
      assertEqual(await axeViolations(element), [], 'axe with the transfer');
      // The sandbox confirms TON's 8 blocks of 2 s in 1.6 s (time factor 10).
      await waitFor(() => text(element).includes('Payment received'), 'credited', 15_000);
      // The complete page says what came: the amount in its coin, the network, the transaction.
      const rows = Object.fromEntries($$(element, '.requisites__row').map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
      // Spec §9: the hash as its first and last 5, copied whole.
      assertEqual([rows.Amount?.replace(/\s/g, ' '), rows.Network, rows.Transaction], ['TON 25', 'TON', `${txid.slice(0, 5)}…${txid.slice(-5)}`], `the summary: ${JSON.stringify(rows)}`);
      assertEqual($(element, '.requisites__row bdi[title]')?.getAttribute('title'), txid, 'the whole hash at hand');
    }).timeout(30_000);
  }

  it('tells the host of a transaction when a transfer is seen, not when an address is shown; coins below the minimum are not "no money taken"', async () => {
    const element = mountCashier({ attributes: { token: `crypto-report-${Math.random()}`, transport: 'socket' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    const reported: { amount: string; currency: string; depositId: string }[] = [];
    element.addEventListener('cashier-create-transaction', (event) => reported.push((event as CustomEvent).detail));
    await waitForList(element);
    entry(element, 'Cryptocurrency')!.click();
    (await waitFor(() => tile(element, 'USDT'), 'the USDT tile')).click();
    await waitFor(() => address(element), 'the TRC-20 address');
    await chooseNetwork(element, 'ERC-20');
    await waitFor(() => address(element).startsWith('0x'), 'the ERC-20 address');
    await chooseNetwork(element, 'TRC-20');
    await waitFor(() => address(element).startsWith('T'), 'the TRC-20 address again');
    await new Promise((r) => setTimeout(r, 200));
    assertEqual(reported.length, 0, 'no transaction for an address, nor for a network switch');
    await send(address(element), 0.5);
    await waitFor(() => text(element).includes('Transfer not credited'), 'the transfer not credited', 15_000);
    assert(!text(element).includes('No money was taken'), 'no claim that nothing was taken');
    assertEqual(reported.map((r) => [r.amount, r.currency]), [['0.5', 'USDT']], 'one transaction, for what was sent');
    assertEqual(await axeViolations(element), [], 'axe on the not-credited page');
  }).timeout(30_000);

  it("shows the operator's crypto instruction on the address page when its schema asks for it (schema.meta.showCryptoInstruction)", async () => {
    const schema = JSON.stringify({ meta: { showCryptoInstruction: true, assets: { cryptoInstruction: `${SANDBOX}/sandbox/assets/crypto-instruction.txt` } } });
    const element = mountCashier({ attributes: { token: `crypto-instruction-${Math.random()}`, transport: 'http', schema }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    entry(element, 'Cryptocurrency')!.click();
    (await waitFor(() => tile(element, 'USDT'), 'the USDT tile')).click();
    const instruction = await waitFor(() => $(element, '.crypto-instruction'), 'the instruction');
    assertEqual(instruction.querySelectorAll('p').length, 3, 'its paragraphs');
    assert(instruction.textContent!.startsWith('Send coins from a wallet'), 'as the operator wrote it');
    assertEqual(await axeViolations(element), [], 'axe with the instruction');
  });

  it('counts Tron\'s 20 blocks of 3 s on the page\'s clock, then the deposit is accepted (the clock moved on, not waited for)', async () => {
    const realNow = Date.now;
    try {
      const element = await openCoin('socket', 'TRX');
      await send(address(element), 50);
      await waitFor(() => /0 of 20 confirmations/.test(text(element)), 'the count starts');
      const seen = realNow();
      Date.now = () => seen + 31_000;
      await waitFor(() => /10 of 20 confirmations/.test(text(element)), 'ten blocks in 30 s', 3000);
      Date.now = () => seen + 61_000;
      await waitFor(() => $(element, '.status')?.getAttribute('data-status') === 'accepted', 'counted out: accepted', 3000);
    } finally {
      Date.now = realNow;
    }
  }).timeout(30_000);
});
