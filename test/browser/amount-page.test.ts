import { $, $$, assert, assertEqual, flowSuite, mountCashier, text, type, waitFor, waitForList } from './helpers.ts';

/** Mexico's CoDi: an amount with chips, a name field and Deposit. */
async function openCodi() {
  const element = mountCashier({ attributes: { token: `amount-${Math.random()}`, transport: 'http' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
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
});
