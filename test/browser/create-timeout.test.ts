import { executeServerCommand } from '@web/test-runner-commands';
import { $$, assert, assertEqual, axeViolations, deposit, field, flowSuite, mountCashier, text, type, waitFor, waitForList } from './helpers.ts';

const CALL_TIMEOUT_MS = 30_000;
const button = (element: HTMLElement, label: string) => $$(element, 'button').find((b) => b.textContent === label);

describe('a deposit with no answer in 30 s', () => {
  flowSuite();

  it('says it may exist, forbids paying twice, and looks it up', async () => {
    // The 30 s batch timer is held and fired on demand: the suite does not wait half a minute.
    const realSetTimeout = window.setTimeout;
    const held: (() => void)[] = [];
    window.setTimeout = ((handler: () => void, ms?: number) =>
      ms === CALL_TIMEOUT_MS ? (held.push(handler), 0) : realSetTimeout(handler, ms)) as typeof window.setTimeout;
    const token = `timeout-${Math.random()}`;
    // The sandbox holds this player's slow create until the look-up has seen it unmade: no engine's
    // pace can make the deposit first.
    await executeServerCommand('sandbox-hold-slow-creates', { token });
    try {
      const element = mountCashier({ attributes: { token, transport: 'socket' }, user: { paymentGeo: 'MX', currency: 'MXN' } });
      await waitForList(element);
      $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
      type(await waitFor(() => $$(element, 'input[inputmode="decimal"]')[0] as HTMLInputElement | undefined, 'the amount'), '150');
      // The sandbox answers this create late (35 s on its clock; here when the test lets it go).
      type(field(element, 'Name on the account'), 'slow');
      held.length = 0;
      await deposit(element);
      await waitFor(() => held.length > 0, 'the batch timer');
      held.forEach((fire) => fire());
      await waitFor(() => text(element).includes('No answer in time'), 'the timeout page');
      assert(text(element).includes('may still have been created') && text(element).includes('Do not pay again'), 'the warning');
      assert(!button(element, 'Refresh'), 'more than a refresh');
      button(element, 'Check my deposit')!.click();
      await waitFor(() => text(element).includes('We found no deposit yet'), 'nothing yet');
      assert(text(element).includes('Do not pay again') && button(element, 'Check my deposit'), 'still the timeout page, with its look-up');
      assertEqual(await axeViolations(element), [], 'axe on the timeout page');
      // Once the backend has made it, the look-up finds it and follows it.
      assertEqual(await executeServerCommand('sandbox-release-slow-creates', { token }), 1, 'the one create held');
      for (let tries = 0; !text(element).includes('Deposit reference'); tries++) {
        assert(tries < 40, "the deposit's complete page");
        button(element, 'Check my deposit')?.click();
        await new Promise((r) => realSetTimeout(r, 250));
      }
      assert(text(element).includes('Waiting for'), 'its status');
    } finally {
      window.setTimeout = realSetTimeout;
      await executeServerCommand('sandbox-release-slow-creates', { token });
    }
  }).timeout(30_000);
});
