import { $, $$, assert, assertEqual, axeViolations, deposit, flowSuite, mountCashier, nextEvent, type, waitFor, waitForList } from './helpers.ts';

// Spec §6, "native platforms get a share button": under a crypto address and under an
// invoice's details, Share hands the text to the app (onShare, on every channel); a browser gets
// its own share sheet, and no button where it has none.

const entry = (element: HTMLElement, name: string) => $$(element, '.entry').find((b) => b.textContent?.includes(name));
const tile = (element: HTMLElement, code: string) => $$(element, '.coin').find((b) => b.querySelector('.coin__code')?.textContent === code);

async function usdtAddress(platform: string) {
  const element = mountCashier({ attributes: { token: `share-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN', platform } });
  await waitForList(element);
  entry(element, 'Cryptocurrency')!.click();
  await waitFor(() => tile(element, 'USDT'), 'the USDT tile');
  tile(element, 'USDT')!.click();
  const address = await waitFor(() => $(element, '.crypto-address')?.textContent, 'the address');
  return { element, address };
}

describe('Share', () => {
  flowSuite();

  it('hands a native app the address with its coin and network (onShare)', async () => {
    const { element, address } = await usdtAddress('android');
    const button = await waitFor(() => $(element, '.share-button'), 'the Share button');
    assertEqual(button.textContent, 'Share', 'its name');
    const shared = nextEvent<{ text: string }>(element, 'cashier-share');
    button.click();
    assertEqual((await shared).text, `USDT (TRC-20): ${address}`, 'what is shared');
    assertEqual(await axeViolations(element), [], 'axe on the address with Share');
  });

  it("hands a native app an invoice's details, a line each", async () => {
    const element = mountCashier({ attributes: { token: `share-invoice-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'KG', currency: 'KGS', platform: 'ios' } });
    await waitForList(element);
    entry(element, 'Transfers in Kyrgyzstan')!.click();
    await waitFor(() => entry(element, 'MBank'), 'MBank');
    entry(element, 'MBank')!.click();
    type(await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount'), '1500');
    await deposit(element);
    const button = await waitFor(() => $(element, '.requisites .share-button'), 'the invoice with Share');
    const shared = nextEvent<{ text: string }>(element, 'cashier-share');
    button.click();
    const lines = (await shared).text.split('\n');
    assert(lines.length >= 2 && lines.every((line) => /^[^:]+: \S/.test(line)), `label: value lines (${lines.join(' | ')})`);
    assert(lines.some((line) => line.includes('1,500') || line.includes('1 500') || line.includes('1500')), 'the amount among them');
  });

  it("opens the browser's own share sheet (Web Share) with the address, and a sheet closed unshared says nothing", async () => {
    // This engine's share sheet as a browser with one has it: the button, the call, the player's choice.
    const own = Object.getOwnPropertyDescriptor(navigator, 'share');
    const sheets: { text: string }[] = [];
    let answer: Promise<void> = Promise.resolve();
    Object.defineProperty(navigator, 'share', { configurable: true, value: (data: { text: string }) => (sheets.push(data), answer) });
    try {
      const { element, address } = await usdtAddress('desktop');
      const button = await waitFor(() => $(element, '.share-button') as HTMLButtonElement | null, 'the Share button');
      const host: string[] = [];
      element.addEventListener('cashier-share', () => host.push('share'));
      button.click();
      await waitFor(() => sheets.length === 1, 'the share sheet');
      assertEqual(sheets[0], { text: `USDT (TRC-20): ${address}` }, 'what the sheet shares');
      answer = Promise.reject(new DOMException('Share canceled', 'AbortError'));
      answer.catch(() => {});
      button.click();
      await waitFor(() => sheets.length === 2, 'the sheet again');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assertEqual($(element, '.snackbar-region')?.textContent ?? '', '', 'a sheet closed unshared is no error');
      assertEqual(host, [], 'a browser page is not told (onShare is for native apps)');
    } finally {
      if (own) Object.defineProperty(navigator, 'share', own);
      else delete (navigator as unknown as Record<string, unknown>).share;
    }
  });

  it('is there in a browser only where the browser can share', async () => {
    const { element } = await usdtAddress('desktop');
    assertEqual($(element, '.share-button') !== null, typeof navigator.share === 'function', 'a button exactly where Web Share is');
  });
});
