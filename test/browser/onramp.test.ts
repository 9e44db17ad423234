import {
  $, $$, assert, assertEqual, axeViolations, fakeWindows, field, flowSuite, mountCashier, text, type, waitFor, waitForList,
} from './helpers.ts';

// On-ramp: country and currency (the country's own at first), the currency's limits,
// the offers, the provider's page in the window, no offers, failing limits, and an error on continue.

const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);
const amountInput = (element: HTMLElement) => $(element, 'input[inputmode="decimal"]') as HTMLInputElement;

async function openOnramp(transport: string, geo = 'MX', currency = 'MXN') {
  const element = mountCashier({ attributes: { token: `onramp-${transport}-${Math.random()}`, transport }, user: { paymentGeo: geo, currency } });
  await waitForList(element);
  $$(element, '.entry').find((b) => b.textContent?.includes('Buy crypto with a card'))!.click();
  await waitFor(() => amountInput(element) && !amountInput(element).disabled, 'the amount, once the limits are known');
  return element;
}

async function chooseFrom(element: HTMLElement, label: string, option: string) {
  (field(element, label) as unknown as HTMLButtonElement).click();
  const search = await waitFor(() => $(element, '.dropdown__popup input[type="search"]') as HTMLInputElement | null, `the ${label} search`);
  type(search, option);
  const choice = await waitFor(() => $$(element, '[role="option"]').find((o) => o.textContent?.startsWith(option)), `${option} in ${label}`);
  choice.click();
  await waitFor(() => $$(element, '[role="listbox"]').length === 0, 'the list closed');
}

const continueWith = (element: HTMLElement, amount: string) => {
  type(amountInput(element), amount);
  button(element, 'Continue')!.click();
};

describe('On-ramp: buy crypto with fiat', () => {
  flowSuite();

  for (const transport of ['socket', 'http']) {
    it(`goes from the country's currency and its limits to the offers, and opens the chosen provider over ${transport}`, async () => {
      const { windows, restore } = fakeWindows();
      try {
        const element = await openOnramp(transport);
        assert((field(element, 'Currency you pay in') as unknown as HTMLElement).textContent?.includes('MXN'), 'Mexico pays in pesos');
        assert(text(element).includes('From MX$340 to MX$85,000'), `the peso limits: ${text(element)}`);
        assertEqual(amountInput(element).value, '', 'no amount prefilled');
        assertEqual(await axeViolations(element), [], 'axe on the on-ramp page');
        continueWith(element, '2000');
        await waitFor(() => $$(element, '.offer').length === 3, 'three offers');
        assert(text(element).includes('You pay MX$2,000.'), 'what the player pays');
        const offers = $$(element, '.offer');
        const gives = offers.map((offer) => Number(offer.querySelector('.offer__amount')!.textContent!.replace(/[^\d.]/g, '')));
        assert(gives.every((amount, i) => i === 0 || amount <= gives[i - 1]!) && gives[0]! > 0, `the best offer first (${gives.join(', ')})`);
        assert(offers.every((offer) => /You get .*USDT/.test(offer.textContent!) && /Fee MX\$/.test(offer.textContent!)), 'what each gives and its fee');
        assert((offers[0]!.querySelector('input') as HTMLInputElement).checked, 'the best offer chosen at first');
        assertEqual(offers.map((offer) => offer.querySelector('.badge')?.textContent ?? null), ['Best rate', null, null], 'and marked best');
        const marks = offers.map((offer) => offer.querySelector('img.method-icon')?.getAttribute('src'));
        assertEqual(new Set(marks).size, 3, `each provider its own mark (${marks.join(', ')})`);
        assertEqual(await axeViolations(element), [], 'axe on the offers');
        (offers[1]!.querySelector('input') as HTMLInputElement).click();
        button(element, 'Continue')!.click();
        await waitFor(() => windows[0]?.location.href.includes('/sandbox/pay/'), 'the provider page in the window');
        await waitFor(() => text(element).includes('Waiting for your payment'), 'the complete page follows the deposit');
      } finally {
        restore();
      }
    }).timeout(30_000);
  }

  it('resets the amount on a new currency, and starts from a country\'s own currency', async () => {
    const element = await openOnramp('http');
    type(amountInput(element), '2000');
    await chooseFrom(element, 'Country', 'Germany');
    await waitFor(() => (field(element, 'Currency you pay in') as unknown as HTMLElement).textContent?.includes('EUR'), 'Germany pays in euros');
    assertEqual(amountInput(element).value, '', 'the amount starts again');
    await waitFor(() => text(element).includes('From €19 to €4,600'), 'the euro limits');
    await chooseFrom(element, 'Currency you pay in', 'GBP');
    await waitFor(() => text(element).includes('From £16 to £3,950'), 'the pound limits');
    // Spec §7: each currency's icon (icons/{currency}.svg) beside its code, the chosen one's on the button.
    const currencyButton = field(element, 'Currency you pay in') as unknown as HTMLElement;
    await waitFor(() => (currencyButton.querySelector('img.currency-icon') as HTMLImageElement | null)?.src.startsWith('data:image/svg+xml'), 'the pound\'s icon on the button');
    currencyButton.click();
    await waitFor(() => $$(element, '[role="option"] img.currency-icon').length > 3, 'the options\' icons');
    assertEqual(await axeViolations(element), [], 'axe with the icons');
  }).timeout(30_000);

  for (const transport of ['socket', 'http']) {
    it(`says so when no provider has an offer (cents .88), and when a currency has no limits (ARS), over ${transport}`, async () => {
      const element = await openOnramp(transport);
      continueWith(element, '2000.88');
      await waitFor(() => text(element).includes('No provider has an offer for this amount'), 'no offers');
      assert(text(element).includes('Offers also differ by country: you can choose another country above.'), 'with the change-country hint');
      assert(amountInput(element), 'still on the on-ramp page');
      await chooseFrom(element, 'Currency you pay in', 'ARS');
      await waitFor(() => text(element).includes('Buying crypto in this currency is not available right now'), 'the currency\'s own error');
      await waitFor(() => text(element).includes('The payment provider is not available right now'), 'provider.error');
      assert(amountInput(element).disabled, 'no amount without limits');
      assert(!text(element).includes('Loading the limits'), 'not said to be loading');
      assertEqual(await axeViolations(element), [], 'axe with the currency in error');
    }).timeout(30_000);

    it(`goes to a declined complete page when continuing fails (cents .13), and Try again returns to the on-ramp page, over ${transport}`, async () => {
      const { restore, windows } = fakeWindows();
      try {
        const element = await openOnramp(transport);
        continueWith(element, '2000.13');
        await waitFor(() => $$(element, '.offer').length === 3, 'the offers');
        button(element, 'Continue')!.click();
        await waitFor(() => text(element).includes('Payment declined'), 'declined');
        // Told once the decline is handled, which a slower engine may show a moment before.
        await waitFor(() => windows.every((w) => w.closed || w.told.length > 0), 'the window says why, or is closed');
        assertEqual(await axeViolations(element), [], 'axe on the declined on-ramp');
        button(element, 'Try again')!.click();
        await waitFor(() => amountInput(element), 'the on-ramp page again');
      } finally {
        restore();
      }
    }).timeout(30_000);
  }
});
