// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandboxApi, findMethod, limitsFor } from '../../../demo/sandbox/api';
import { REGIONS, regionCurrency } from '../../../demo/sandbox/catalogue';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { createPaymentHandlers } from '../../../demo/sandbox/payments';
import { CardViewType, type PaymentMethod } from '../../../src/contract';
import { amountLimits } from '../../../src/forms/amount/limits';

const handleCall = createSandboxApi(createPaymentHandlers(createDepositStore(() => {})));
const player = { token: 'limits', origin: 'http://sandbox.test' };

/**
 * A refusal that names other limits than the page's hint contradicts the page. Every
 * amount the page lets through (its limits, from what the list says) the sandbox's create takes.
 */
describe('the sandbox takes every amount its pages accept', () => {
  it('in every region, in its currency and in dollars, for every method with an amount', async () => {
    const checked: string[] = [];
    for (const country of Object.keys(REGIONS)) {
      for (const currency of new Set([regionCurrency(country) ?? 'USD', 'USD'])) {
        const answer = await handleCall('banking', 'methods-payment-v5', { country, currency: { code: currency, type: 'fiat' } }, player);
        const listed = answer.data as { paymentGroups: { paymentMethods: PaymentMethod[] }[]; paymentMethods: PaymentMethod[] };
        for (const method of [...listed.paymentGroups.flatMap((group) => group.paymentMethods), ...listed.paymentMethods]) {
          if (method.category === 'crypto' || method.cardViewType === CardViewType.onramp) continue;
          // A method bound to its own currency (CoDi in dollars): its page takes no amount, it says the currency is unavailable.
          if (!method.amount_rules?.[currency]) continue;
          const page = amountLimits({ method, currency, country, depositLimits: null });
          const taken = limitsFor(findMethod(method.name, { country, currency })!, currency);
          checked.push(`${country} ${currency} ${method.name}`);
          expect(page.min >= taken.min && page.max > 0 && page.max <= taken.max, `${country} ${currency} ${method.name}: page ${JSON.stringify(page)}, sandbox ${JSON.stringify(taken)}`).toBe(true);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(150);
  });
});
