import { $, $$, assert, assertEqual, axeViolations, cashierElement, cleanup, defineElement, mountCashier, nextEvent, SANDBOX, text, waitFor, waitForList } from './helpers.ts';

describe('deposit list', () => {
  before(defineElement);
  afterEach(cleanup);

  for (const transport of ['socket', 'http']) {
    it(`shows the region's groups and methods by position over ${transport}`, async () => {
      const element = mountCashier({ attributes: { token: `list-${transport}`, transport }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(element);
      const names = $$(element, '.entry__name').map((n) => n.textContent);
      assertEqual(names.slice(0, 3), ['Bank cards', 'Cryptocurrency', 'SPEI bank transfer'], 'first entries');
      assert(names.includes('OXXO cash'), 'OXXO is listed');
      assert($$(element, '.entry--group')[0]!.querySelectorAll('img').length === 3, 'a group shows three icons');
      assert(text(element).includes('Popular'), 'the popular badge is shown');
      // The region's name and the groups' counts come a render after the entries (DepositList).
      await waitFor(() => text(element).includes('Mexico'), 'the region is named');
      // Once the flow table is in: a group counts the entries its page shows (crypto: a tile a coin, not a network).
      await waitFor(() => /\d+ methods/.test($$(element, '.entry--group')[0]!.textContent ?? ''), 'a group counts its methods');
      assert(($$(element, '.entry--group')[1]!.textContent ?? '').includes('7 methods'), 'the crypto group counts its 7 coins, not its 9 networks');
      assertEqual(await axeViolations(element), [], 'axe violations on the list');
    });
  }

  it('keeps the region and every name inside their boxes at 320 px, the group\'s logos giving way (WCAG reflow; Firefox ran Cryptocurrency into them)', async () => {
    const parent = document.createElement('div');
    parent.style.inlineSize = '320px';
    document.body.append(parent);
    try {
      const element = mountCashier({ parent, attributes: { token: `list-narrow-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(element);
      await waitFor(() => /\d+ methods/.test($$(element, '.entry--group')[0]!.textContent ?? '') && text(element).includes('Mexico'), 'the groups counted, the region named');
      const region = $(element, '.region')!.getBoundingClientRect();
      for (const part of $$(element, '.region > *')) {
        const box = part.getBoundingClientRect();
        assert(box.left >= region.left && box.right <= region.right, `${part.textContent || part.className} inside the region's box`);
      }
      for (const entry of $$(element, '.entry')) {
        const name = entry.querySelector('.entry__name')!.getBoundingClientRect();
        const row = entry.getBoundingClientRect();
        const brands = entry.querySelector('.entry__brands')?.getBoundingClientRect();
        const label = entry.querySelector('.entry__name')!.textContent;
        assert(name.left >= row.left && name.right <= row.right, `${label} inside its row`);
        assert(!brands || name.right <= brands.left + 0.5, `${label} ends before the logos (${name.right} > ${brands?.left})`);
        // A logo is shown whole or not at all: those that gave way sit on the cut-off line.
        for (const logo of entry.querySelectorAll('.entry__brands > *')) {
          const box = logo.getBoundingClientRect();
          assert(box.top >= brands!.bottom - 0.5 || (box.left >= brands!.left - 0.5 && box.right <= brands!.right + 0.5), `${label}: a logo cut in half`);
        }
      }
    } finally {
      parent.remove();
    }
  });

  it('lists the methods for a host of another platform version, asked with methods-payment-v3 (spec §7), and v5 for its own', async () => {
    const asked: string[] = [];
    const fetchNow = window.fetch;
    window.fetch = (input, init) => {
      asked.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
      return fetchNow(input, init);
    };
    try {
      for (const [version, call] of [['classic', 'methods-payment-v3'], [undefined, 'methods-payment-v5']] as const) {
        asked.length = 0;
        const attributes: Record<string, string> = { token: `list-${call}-${Math.random()}`, transport: 'http' };
        if (version) attributes['platform-version'] = version;
        const element = mountCashier({ attributes, user: { paymentGeo: 'MX', currency: 'MXN' } });
        await waitForList(element);
        assert($$(element, '.entry__name').some((n) => n.textContent === 'SPEI bank transfer'), "the region's methods");
        assertEqual(asked.filter((path) => /\/methods-payment-v\d+$/.test(path)), [`/api/banking/${call}`], `asked with ${call} alone`);
        element.remove();
      }
    } finally {
      window.fetch = fetchNow;
    }
  });

  it('filters by the method text, case-insensitively, and shows search.text when nothing matches', async () => {
    const element = mountCashier({ attributes: { token: 'search' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    const input = $(element, 'input[type="search"]') as HTMLInputElement;
    assert(input, 'a search box above 5 entries');
    // It reads as a search box: a magnifier inside the field, at its start, before the placeholder.
    const icon = $(element, '.search svg.search__icon')!;
    assert(icon && icon.getAttribute('aria-hidden') === 'true', 'a decorative magnifier');
    const [box, glyph] = [input.getBoundingClientRect(), icon.getBoundingClientRect()];
    assert(glyph.width >= 16 && glyph.left > box.left && glyph.right < box.left + 48, 'inside the field, at its start');
    assert(Math.abs(glyph.top + glyph.height / 2 - (box.top + box.height / 2)) <= 1, 'centred on the field');
    assert(parseFloat(getComputedStyle(input).paddingInlineStart) > glyph.right - box.left, 'the text starts after it');
    const type = (value: string) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('oxxo');
    await waitFor(() => $$(element, '.entry__name').length === 1, 'one match');
    assertEqual($$(element, '.entry__name').map((n) => n.textContent), ['OXXO cash'], 'match');
    type('BITCOIN');
    await waitFor(() => $$(element, '.entry__name')[0]?.textContent === 'Cryptocurrency', 'the group of a matching method');
    type('zzz-nothing');
    await waitFor(() => $(element, '.search-empty'), 'the empty search state');
    assert(text(element).includes('Nothing found'), 'search.text is shown');
  });

  it('uses the method text in the player language, falling back to English', async () => {
    const element = mountCashier({ attributes: { token: 'ru-text', locale: 'ru' }, user: { paymentGeo: 'RU', currency: 'RUB' } });
    await waitForList(element);
    const names = $$(element, '.entry__name').map((n) => n.textContent);
    assert(names.includes('С карты на карту'), 'Russian method text');
    assert(names.includes('WebMoney') || names.includes('Электронные кошельки'), 'English where no Russian text');
    assert(text(element).includes('Способы оплаты'), 'Russian title');
  });

  it('goes to the empty page for a region with no methods (AQ)', async () => {
    const element = mountCashier({ attributes: { token: 'aq' }, user: { paymentGeo: 'AQ', currency: 'USD' } });
    await waitFor(() => text(element).includes('There are no payment methods available for this region'), 'the empty page');
    assert(text(element).includes('Enable VPN, select another country and refresh the page'), 'the hint');
    assertEqual(await axeViolations(element), [], 'axe violations on the empty page');
  });

  it("shows the operator's own hint on the empty page in place of the VPN one (empty-hint), as plain text", async () => {
    const hint = 'Payments in your country open soon. <b>Questions?</b> Write to help@casino.example';
    const element = mountCashier({ attributes: { token: 'aq-hint', 'empty-hint': hint }, user: { paymentGeo: 'AQ', currency: 'USD' } });
    await waitFor(() => text(element).includes('There are no payment methods available for this region'), 'the empty page');
    assert(text(element).includes(hint), "the operator's words, markup shown as text");
    assert(!$(element, '.notice b') && !text(element).includes('Enable VPN'), 'no markup rendered, no VPN advice');
  });

  it('changes the country on the region page and reloads the methods', async () => {
    const element = mountCashier({ attributes: { token: 'region' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    $(element, '.region--button')!.click();
    const brazil = await waitFor(
      () => $$(element, '.entry').find((b) => b.textContent?.includes('Brazil')),
      'Brazil on the region page',
    );
    assertEqual(await axeViolations(element), [], 'axe violations on the region page');
    brazil.click();
    await waitFor(() => $$(element, '.entry__name').some((n) => n.textContent === 'Pix'), 'the Brazilian methods');
  });

  it('does not offer a country change when the geo selector is off', async () => {
    const element = mountCashier({ attributes: { token: 'no-geo' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    // The region's name comes in the render React defers right after the entries (DepositList): then the region is drawn whole.
    await waitFor(() => text(element).includes('Mexico'), 'the region still named');
    assert(!$(element, '.region--button'), 'no region button');
  });

  it('shows the error page, not a blank, for a malformed methods response', async () => {
    const element = mountCashier({ attributes: { token: 'malformed' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitFor(() => $(element, '.notice--error'), 'the error page');
    assert(text(element).includes('An error occurred'), 'the error title');
    // Spec §8's error panel, titled 'Error': the page's header and landmark.
    assertEqual([$(element, '.header__title')?.textContent, $(element, 'section.page')?.getAttribute('aria-label')], ['Error', 'Error'], 'the page titled Error');
    assert(text(element).includes('Invalid response from methods-payment-v5'), 'the details name the call');
    assert(text(element).includes('could not read') && !text(element).includes('choose another method'), 'no method to choose on a page that shows none');
    assertEqual(text(element).split('Try again in a moment').length - 1, 1, 'said once');
    assert(text(element).includes('Technical details for support'), 'the details say whom they are for');
    assertEqual(await axeViolations(element), [], 'axe violations on the error page');
  });

  it("draws the operator's badge mark (assets.badge) on brand and exclusive badges only; a mark that cannot be shown, none (spec §7)", async () => {
    const markOf = (element: HTMLElement, badge: string) => {
      const found = $(element, `.badge--${badge}`);
      return found ? getComputedStyle(found, '::before').backgroundImage : 'no such badge';
    };
    const marked = mountCashier({ attributes: { token: `badge-${Math.random()}`, assets: JSON.stringify({ badge: `${SANDBOX}/sandbox/assets/badge.svg` }) }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(marked);
    await waitFor(() => markOf(marked, 'exclusive').includes('data:image/svg+xml;base64,'), 'the mark on the on-ramp\'s exclusive badge');
    assertEqual(getComputedStyle($(marked, '.badge--popular')!, '::before').content, 'none', 'not on popular');
    assertEqual(await axeViolations(marked), [], 'axe with the mark');
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const plain = mountCashier({ attributes: { token: `badge-text-${Math.random()}`, assets: JSON.stringify({ badge: `${SANDBOX}/sandbox/assets/crypto-instruction.txt` }) }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      const missing = mountCashier({ attributes: { token: `badge-404-${Math.random()}`, assets: JSON.stringify({ badge: `${SANDBOX}/sandbox/assets/none.svg` }) }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(plain);
      await waitForList(missing);
      await waitFor(() => warnings.some((w) => w.includes('the badge asset is not an SVG image')), 'a text that is not an SVG said');
      await new Promise((resolve) => setTimeout(resolve, 200));
      assertEqual([markOf(plain, 'exclusive'), markOf(missing, 'exclusive')], ['none', 'none'], 'no mark from a text or a 404');
    } finally {
      console.warn = warn;
    }
  });

  it('tells the host onFullLoad once per load, not each time the list is shown again', async () => {
    const element = cashierElement({ attributes: { token: `load-${Math.random()}` }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    let loads = 0;
    element.addEventListener('cashier-full-load', () => (loads += 1));
    document.body.append(element);
    await waitForList(element);
    $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
    await waitFor(() => $(element, 'input[inputmode="decimal"]'), 'the CoDi page');
    $$(element, 'button').find((b) => b.textContent === 'Back')!.click();
    await waitForList(element);
    await new Promise((r) => setTimeout(r, 100));
    assertEqual(loads, 1, 'one onFullLoad');
  });

  for (const transport of ['socket', 'http']) {
    it(`raises cashier-token-expired for token="expired" over ${transport}`, async () => {
      const element = cashierElement({ attributes: { token: 'expired', transport } });
      let expiries = 0;
      element.addEventListener('cashier-token-expired', () => (expiries += 1));
      const closed = nextEvent(element, 'cashier-close');
      document.body.append(element);
      await waitFor(() => $(element, '.notice--error'), 'the error page');
      assert(text(element).includes('Your session has expired'), `httpCodes.401 is shown, not "${text(element).slice(0, 200)}"`);
      await new Promise((r) => setTimeout(r, 300));
      assertEqual(expiries, 1, 'one cashier-token-expired for one expiry, though both list calls failed');
      const buttons = $$(element, 'button').map((b) => b.textContent);
      assert(!buttons.includes('Try again'), 'no Refresh that cannot work');
      $$(element, 'button').find((b) => b.textContent === 'Close')!.click();
      await closed;
    });
  }
});

describe('group page', () => {
  before(defineElement);
  afterEach(cleanup);

  it("lists the group's methods by position, with Back to the list", async () => {
    const element = mountCashier({ attributes: { token: 'group' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    $$(element, '.entry--group').find((b) => b.textContent?.includes('Bank cards'))!.click();
    await waitFor(() => $$(element, '.entry__name').some((n) => n.textContent === 'Mastercard'), 'the group page');
    assertEqual($$(element, '.entry__name').map((n) => n.textContent), ['Visa', 'Mastercard', 'Apple Pay / Google Pay', 'Any card'], 'methods');
    assertEqual(await axeViolations(element), [], 'axe violations on the group page');
    // One heading for the page, the group's name, shown: not a hidden title plus a smaller visible one.
    const headings = $$(element, 'h2, h3');
    assertEqual(headings.map((h) => [h.tagName, h.textContent]), [['H2', 'Bank cards']], 'the headings');
    assert(!headings[0]!.classList.contains('visually-hidden') && headings[0]!.getBoundingClientRect().height > 20, 'the heading is visible');
    const back = $(element, '.header__back')!;
    assert(back.querySelector('svg.icon') && back.textContent === 'Back', 'Back is an icon and a word');
    assertEqual(getComputedStyle(back.querySelector('svg')!).transform, 'none', 'the chevron points left, left to right');
    back.click();
    await waitFor(() => $$(element, '.entry--group').length > 0, 'back on the list');
  });
});

describe('method icons', () => {
  before(defineElement);
  afterEach(cleanup);

  const entryNamed = (element: HTMLElement, name: string) =>
    $$(element, '.entry').find((entry) => entry.querySelector('.entry__name')?.textContent === name)!;
  const loaded = (img: HTMLImageElement | null) => !!img && img.complete && img.naturalWidth > 0;

  it("shows the sandbox's logo, a regional brand's monogram, and names a group's methods by their icons", async () => {
    const element = mountCashier({ attributes: { token: 'icons' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
    await waitForList(element);
    const logo = entryNamed(element, 'Virtual account').querySelector('img');
    await waitFor(() => loaded(logo), 'the bank icon (a Lucide glyph from the sandbox)');
    assertEqual(logo!.alt, '', "a method's icon is decorative: its name is beside it");

    // No package draws SPEI: its monogram on its colour, never the glyph every such brand shared.
    const spei = entryNamed(element, 'SPEI bank transfer').querySelector('img');
    await waitFor(() => loaded(spei), 'the SPEI monogram');
    assert(!$(element, '.entries svg.method-icon--glyph'), 'no brand drawn as the generic glyph');

    const cards = [...entryNamed(element, 'Bank cards').querySelectorAll('img')];
    assertEqual(cards.map((img) => img.alt), ['Visa', 'Mastercard', 'Apple Pay / Google Pay'], "a group's icons name its methods");
    await waitFor(() => cards.every(loaded), "the group's logos");

    const starts = $$(element, '.entry').map(
      (entry) => Math.round(entry.querySelector('.entry__name')!.getBoundingClientRect().left - entry.getBoundingClientRect().left),
    );
    assertEqual(new Set(starts).size, 1, `every name starts at the same edge, with 3, 1 or no logo (${starts.join(', ')})`);
    // A row with a badge or a count is as tall as one without, and every row that opens a page says so.
    const heights = $$(element, '.entries .entry').map((entry) => Math.round(entry.getBoundingClientRect().height));
    assertEqual(new Set(heights).size, 1, `one height for every row (${heights.join(', ')})`);
    assert($$(element, '.entries .entry').every((entry) => getComputedStyle(entry, '::after').borderBottomStyle === 'solid'), 'a chevron on every row');
    // Pointing the way the page reads: a right angle turned a quarter back, so its corner points right (left, right to left).
    assert(/^matrix\(0\.70\d+, -0\.70\d+, 0\.70\d+, 0\.70\d+/.test(getComputedStyle($$(element, '.entries .entry')[0]!, '::after').transform), 'the chevron points right');
    assertEqual(await axeViolations(element), [], 'axe violations on the list with logos and glyphs');
  });

  /** A cashier whose static base serves no icons (the test server's copy of the build): every logo fails to load. */
  const withoutIcons = (token: string, user: Record<string, unknown>) =>
    mountCashier({ attributes: { token, 'static-base': '/dist/cashier/static/' }, user });

  it('gives every method of a region a mark that loads, and the region its flag', async () => {
    const element = mountCashier({ attributes: { token: 'icons-uz' }, user: { paymentGeo: 'UZ', currency: 'UZS' } });
    await waitForList(element);
    await waitFor(() => $$(element, 'img.method-icon').every((img) => loaded(img as HTMLImageElement)), 'every logo loaded');
    assert(loaded(entryNamed(element, 'Uzcard').querySelector('img')), 'Uzcard by its monogram');
    assert(!$(element, '.entries svg.method-icon--glyph'), 'no brand left to the generic glyph');
    const flag = await waitFor(() => $(element, '.region img.flag') as HTMLImageElement | null, "the region's flag");
    await waitFor(() => loaded(flag), 'the flag loaded (lazily, from the static base)');
    assertEqual([flag.alt, flag.getAttribute('src')!.endsWith('/icons/flags/uz.svg')], ['', true], "decorative, the region's own");
  });

  it("shows a region's letters where its flag cannot be shown", async () => {
    const element = withoutIcons('flags-missing', { paymentGeo: 'MX', currency: 'MXN' });
    await waitForList(element);
    await waitFor(() => $(element, '.region span.flag')?.textContent === 'MX', 'the letters in place of the flag');
  });

  it("names a group's method by the glyph that stands in for a logo that cannot be shown", async () => {
    const element = withoutIcons('icons-ru', { paymentGeo: 'RU', currency: 'RUB' });
    await waitForList(element);
    const wallets = entryNamed(element, 'E-wallets');
    await waitFor(() => wallets.querySelector('svg[role="img"][aria-label="WebMoney"]'), 'the WebMoney glyph, named');
    assertEqual(await axeViolations(element), [], 'axe violations on a group with a glyph');
  });

  it('logs an icon it cannot fetch once per cashier: each element keeps its own memory of it', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    const bankWarnings = () => warnings.filter((w) => w.includes('Unable to fetch icon') && w.includes('/icons/methods/bank.svg')).length;
    try {
      const first = withoutIcons('icons-mx', { paymentGeo: 'MX', currency: 'MXN' });
      await waitForList(first);
      await waitFor(() => entryNamed(first, 'Virtual account').querySelector('svg.method-icon--glyph'), 'the glyph for the bank icon');
      assertEqual(bankWarnings(), 1, 'one warning');
      cleanup();
      // Two elements are two cashiers: no state is shared between them through the module.
      const second = withoutIcons('icons-mx-again', { paymentGeo: 'MX', currency: 'MXN' });
      await waitForList(second);
      await waitFor(() => entryNamed(second, 'Virtual account').querySelector('svg.method-icon--glyph'), 'the glyph again');
      assertEqual(bankWarnings(), 2, 'its own warning');
    } finally {
      console.warn = warn;
    }
  });
});
