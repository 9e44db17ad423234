// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, chromium, type Page } from 'playwright-core';
import { runningSandbox } from '../sandbox/runningSandbox';

// The demo: usable on a phone, and its flow presets open the method they name.

const sandbox = runningSandbox(10);
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}, 30_000);
afterAll(() => browser?.close());

async function demo(width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`${sandbox.base()}/demo/`);
  await page.locator('payment-cashier .entries[data-ready="true"]').waitFor();
  return page;
}

describe('the demo page', () => {
  it('fits a 375 px phone: no sideways scroll, every link of its bar in view, the cashier first', async () => {
    const page = await demo(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const links = await page.locator('.bar nav a').evaluateAll((all) => all.map((a) => a.getBoundingClientRect().right));
    expect(Math.max(...links)).toBeLessThanOrEqual(375);
    const cashierTop = await page.locator('payment-cashier').evaluate((element) => element.getBoundingClientRect().top);
    expect(cashierTop).toBeLessThan(800);
    await page.close();
  }, 30_000);

  it('opens the method each flow preset names, not only its region', async () => {
    const page = await demo(1280);
    const opened = {
      h2h: 'SPEI bank transfer', unified: 'Faster Payments System', pix: 'Pix', eazype: 'Eazype', video: 'Nequi', cash: 'OXXO cash',
      recaptcha: 'MBank', slider: 'Nagad', withdrawal: 'Bank card', 'withdrawal-ng': 'Choose your bank',
    };
    expect(await page.locator('[data-preset]').evaluateAll((all) => all.length)).toBe(20);
    for (const [preset, heading] of Object.entries(opened)) {
      await page.locator(`[data-preset="${preset}"]`).click();
      await page.locator('payment-cashier .page__heading', { hasText: heading }).waitFor({ timeout: 10_000 });
    }
    await page.locator('[data-preset="sweep-shop"]').click();
    await page.locator('payment-cashier .box').first().waitFor({ timeout: 10_000 });
    await page.locator('[data-preset="sweep-redemption"]').click();
    await page.locator('payment-cashier .redeemable').waitFor({ timeout: 10_000 });
    await page.locator('[data-preset="crypto-balance"]').click();
    await page.locator('payment-cashier .coins[data-ready="true"]').waitFor({ timeout: 10_000 });
    await page.locator('payment-cashier [role="tab"][aria-selected="true"]', { hasText: 'Crypto' }).waitFor();
    await page.locator('[data-preset="crypto-balance-withdrawal"]').click();
    await page.locator('payment-cashier .accounts').waitFor({ timeout: 10_000 });
    await page.close();
  }, 60_000);
});
