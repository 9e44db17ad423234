import { $, $$, assert, assertEqual, field, flowSuite, mountCashier, resizeViewport, text, type, waitFor, waitForList } from './helpers.ts';

/** Mexico's CoDi: an amount with chips, a name field and Deposit (in `parent`, the page's body by default). */
async function openCodi(parent?: HTMLElement) {
  const element = mountCashier({ parent, attributes: { token: `amount-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
  await waitForList(element);
  $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
  const input = await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field');
  return { element, input };
}

const top = (node: HTMLElement) => node.getBoundingClientRect().top;

describe('the amount page', () => {
  flowSuite();

  it('moves nothing when the amount\'s error appears on blur, so a tap on a chip or on Deposit lands', async () => {
    const { element, input } = await openCodi();
    input.focus();
    type(input, '');
    const chip = await waitFor(() => $$(element, '.chip')[1], 'the chips');
    const button = $(element, 'button[type="submit"]')!;
    const [chipAt, buttonAt] = [top(chip), top(button)];
    // A tap on the chip: the field loses focus first, and the error appears before the click lands.
    input.blur();
    await waitFor(() => text(element).includes('Fill in this field'), 'the error shown on blur');
    assertEqual([top(chip), top(button)], [chipAt, buttonAt], 'the chip and the button where the player aimed');
    chip.click();
    await waitFor(() => chip.getAttribute('aria-pressed') === 'true', 'the chip taken at the first tap');
    assert(!text(element).includes('Fill in this field'), 'and the error gone');
  });

  it('shows a refusal below the page, in view, never over the Deposit button just pressed (375 px, the button at the bottom edge)', async () => {
    await resizeViewport(375, 700);
    try {
      // Room above the cashier, as on an operator's page, so that the button can sit at the screen's bottom edge.
      const spacer = document.body.insertBefore(document.createElement('div'), document.body.firstChild);
      spacer.style.blockSize = '1200px';
      const { element, input } = await openCodi();
      type(input, '150');
      type(field(element, 'Name on the account'), 'merchant-html');
      const button = $(element, 'button[type="submit"]')!;
      window.scrollTo(0, 0);
      window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 4);
      button.click();
      const snackbar = await waitFor(() => $(element, '.snackbar'), 'the refusal');
      await waitFor(() => text(element).includes('Declined'), 'its text');
      // In view within a moment (a busy WebKit applies the scroll a little after the snackbar shows).
      const inView = () => {
        const box = snackbar.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight + 1;
      };
      await waitFor(inView, 'the refusal in view', 1000).catch(() => undefined);
      const [shown, pressed] = [snackbar.getBoundingClientRect(), button.getBoundingClientRect()];
      assert(shown.top >= pressed.bottom || shown.bottom <= pressed.top, `the refusal beside the button, not over it (${shown.top}–${shown.bottom} vs ${pressed.top}–${pressed.bottom})`);
      assert(inView(), `the refusal in view (${shown.top}–${shown.bottom} of ${innerHeight})`);
      spacer.remove();
    } finally {
      await resizeViewport(800, 600);
    }
  });

  it('says the currency in the empty field as the chips do, the amount on the button, and shows the method\'s mark (375 px)', async () => {
    await resizeViewport(375, 800);
    // The cashier 375 px wide whatever width the window kept (WebKit's has a smallest of its own).
    const phone = document.body.appendChild(document.createElement('div'));
    phone.style.inlineSize = '375px';
    try {
      const { element, input } = await openCodi(phone);
      type(input, '');
      await waitFor(() => $$(element, '.chip').length > 0, 'the chips');
      const affix = $(element, '.field__affix')!;
      assertEqual(affix.textContent, 'MX$', 'the sign the chips show (MX$50), in the empty field');
      assert($$(element, '.chip').every((chip) => chip.textContent!.startsWith('MX$')), 'as the chips show it');
      assert(affix.getBoundingClientRect().right < input.getBoundingClientRect().left, 'before the number, clear of it');
      const button = $(element, 'button[type="submit"]')!;
      assertEqual(button.textContent, 'Deposit', 'no amount yet, none on the button');
      type(input, '150');
      await waitFor(() => button.textContent === 'Deposit MX$150', 'the amount on the button');
      type(input, '5');
      await waitFor(() => button.textContent === 'Deposit', 'an amount below the minimum is not promised');
      const chips = $$(element, '.chip');
      assert(chips.every((chip) => chip.getBoundingClientRect().height >= 44), 'chips are 44 px touch targets');
      assertEqual(new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top))).size, 1, 'the chips in one row');
      const mark = $(element, '.page__title .method-icon');
      assert(mark, 'the method\'s mark beside its name');
    } finally {
      phone.remove();
      await resizeViewport(800, 600);
    }
  });
});
