// `npm run screenshots`: every screen of the widget, on a phone, a desktop, in the dark theme and
// in Arabic, written to test/.artifacts/screens/{screen}-{variant}.png for a person to look at.
// Asserts nothing about the pixels; a screen that cannot be reached fails the run.
import { mkdir, readdir, rm } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { startSandbox } from '../../dist/sandbox/server.mjs';

const OUT = new URL('../.artifacts/screens/', import.meta.url).pathname;
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4177);
const CURRENCY = { MX: 'MXN', RU: 'RUB', BR: 'BRL', IN: 'INR', CO: 'COP', AQ: 'USD', KG: 'KGS', BD: 'BDT', NG: 'NGN' };

const variants = [
  { name: 'phone', viewport: { width: 375, height: 900 }, options: {} },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, options: {} },
  { name: 'dark', viewport: { width: 375, height: 900 }, options: { platform: 'android' } },
  { name: 'arabic', viewport: { width: 375, height: 900 }, options: { locale: 'ar' } },
];

/** The sandbox's captcha stand-ins, as the demo sets them (README "Captcha"). */
const SANDBOX_CAPTCHA = JSON.stringify({
  recaptchaScript: '/sandbox/captcha/standin.js?api=recaptcha',
  recaptchaEnterpriseScript: '/sandbox/captcha/standin.js?api=enterprise',
  recaptchaSiteKey: 'sandbox-v2-site-key',
  recaptchaEnterpriseSiteKey: 'sandbox-v3-site-key',
  sliderScript: '/sandbox/captcha/standin.js?api=slider',
});

const cashier = (page) => page.locator('payment-cashier');
/** The sandbox's crypto-balance player (README "Sandbox test values"), with 500 USDT on their balance. */
const CRYPTO_BALANCE = {
  get token() {
    return `crypto-balance-${Math.random().toString(36).slice(2)}`;
  },
  balanceData: { primary: { amount: 500, currency: 'USDT' } },
  attributes: { 'initial-path': '/cryptobalance' },
};
const find = (page, selector) => cashier(page).locator(selector).first();

/** The demo page with its own cashier replaced by one configured here; waits for `ready`. */
async function mount(page, variant, { geo = 'MX', currency, token, balanceData, ready = '.entries[data-ready="true"]', attributes = {} } = {}) {
  const { locale = 'en', platform = 'desktop' } = variant.options;
  await page.goto(`http://127.0.0.1:${PORT}/demo/`);
  await page.evaluate(({ token, locale, user, attributes }) => {
    const element = document.createElement('payment-cashier');
    element.setAttribute('transport', 'socket');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute('token', token);
    element.setAttribute('locale', locale);
    element.user = user;
    document.getElementById('mount').replaceChildren(element);
  }, {
    token: token ?? `screens-${Math.random().toString(36).slice(2)}`,
    locale,
    user: { paymentGeo: geo, currency: currency ?? CURRENCY[geo], platform, balanceData },
    attributes: { captcha: SANDBOX_CAPTCHA, 'geetest-captcha-id': 'sandbox-geetest-id', ...attributes },
  });
  await find(page, ready).waitFor();
}

/** Clicks the list entry with one of these names (methods with an Arabic name need both). */
async function entry(page, ...names) {
  const pattern = new RegExp(names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
  await cashier(page).locator('.entry', { hasText: pattern }).first().click();
}

const amount = (page, value) => find(page, 'input[inputmode="decimal"]').fill(value);
const deposit = (page) => find(page, 'button[type="submit"]').click({ force: true });
/**
 * Typed as a player types (a click, then keys): an amount whose cents matter must not race the
 * page's starting amount, which Playwright's fill can lose to when the field is grouped (1,000.00).
 */
async function typedAmountAndDeposit(page, value) {
  await find(page, 'input[inputmode="decimal"]').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
  await deposit(page);
}
async function amountAndDeposit(page, value) {
  await amount(page, value);
  await deposit(page);
}

/** The bonus experiment's group_b, three sample bonuses and the crypto bonus allowed. */
const BONUS_ATTRIBUTES = () => {
  const inHours = (hours) => new Date(Date.now() + hours * 3_600_000).toISOString();
  return {
    experiments: JSON.stringify([{ key: 'bonus', group: 'group_b' }]),
    schema: JSON.stringify({ meta: { isCryptoBonusAvailable: true } }),
    'bonus-list': JSON.stringify([
      { id: 1, type: 'deposit', currency: 'MXN', content: { title: '100% welcome bonus', subtitle: 'Doubles your next deposit' }, mustAccruedBefore: inHours(72), depositBonusData: { minDeposit: 200 } },
      { id: 2, type: 'freespin', currency: 'MXN', content: { title: '50 free spins' }, mustAccruedBefore: inHours(5), freespinBonusData: { minDeposit: 100, count: 50 } },
    ]),
  };
};

/** A sweep player of Mexico paying in dollars, with the operator's rules and learn-more links. */
const SWEEP = {
  currency: 'USD',
  ready: '.box',
  attributes: {
    'widget-view-type': 'sweep',
    schema: JSON.stringify({ meta: { assets: { sweepRulesUrl: 'https://casino.example/rules', sweepLearnMoreUrl: 'https://casino.example/sweeps' } } }),
  },
};

const screens = {
  async 'sweep-shop'(page, v) {
    await mount(page, v, SWEEP);
  },
  async 'sweep-select-method'(page, v) {
    await mount(page, v, SWEEP);
    await find(page, '.box').click();
    await find(page, '.entries .entry').waitFor();
  },
  async 'sweep-address'(page, v) {
    await screens['sweep-select-method'](page, v);
    await find(page, '.entries .entry').click();
    await cashier(page).locator('.coin', { hasText: 'USDT' }).first().click();
    await find(page, '.crypto-address').waitFor();
    await cashier(page).locator('.requisites__row', { hasText: /USDT/ }).first().waitFor();
  },
  async 'sweep-redemption'(page, v) {
    await mount(page, v, { ...SWEEP, ready: '.redeemable', attributes: { ...SWEEP.attributes, 'initial-path': '/withdrawal' } });
    await find(page, '.entries .entry').waitFor();
  },
  /** The sweepstakes /form: one box bought with one coin, as the host names them, in the host's frame. */
  async 'sweep-form'(page, v) {
    await mount(page, v, { ...SWEEP, ready: '.crypto-address', attributes: { ...SWEEP.attributes, 'initial-path': '/form?box=tier-3&method=usdt_trc20' } });
    await cashier(page).locator('.requisites__row', { hasText: /USDT/ }).first().waitFor();
  },
  /** Redemption's crypto group opened on its coins page. */
  async 'sweep-redemption-coins'(page, v) {
    await screens['sweep-redemption'](page, v);
    await cashier(page).locator('.entries .entry', { hasText: 'Cryptocurrency' }).click();
    await cashier(page).locator('.coin', { hasText: 'USDC' }).waitFor();
  },
  /** The playthrough could not be learnt (the sandbox's sweep-playthrough-down player): no amount, a way to ask again. */
  async 'sweep-redemption-playthrough-unknown'(page, v) {
    await mount(page, v, { ...SWEEP, token: `sweep-playthrough-down-${Math.random().toString(36).slice(2)}`, ready: '.playthrough-unknown', attributes: { ...SWEEP.attributes, 'initial-path': '/withdrawal' } });
  },
  async 'sweep-convert'(page, v) {
    await screens['sweep-redemption'](page, v);
    await find(page, '.entries .entry').click();
    await amount(page, '50');
    await cashier(page).locator('.redeem-worth', { hasText: /USDT/ }).waitFor();
  },
  async 'sweep-redemption-complete'(page, v) {
    await screens['sweep-convert'](page, v);
    await find(page, '.field input:not([inputmode="decimal"])').fill(`T${'A'.repeat(33)}`);
    await deposit(page);
    await find(page, '.status[data-status]').waitFor();
  },
  async 'sweep-redemption-pending'(page, v) {
    await screens['sweep-redemption-complete'](page, v);
    await cashier(page).locator('button', { hasText: /Back to Redemption|العودة/ }).click();
    await find(page, '.pending__item').waitFor();
  },
  async list(page, v) {
    await mount(page, v);
  },
  /** The player's history: a deposit waiting for its payment and a withdrawal pending, grouped under today. */
  async 'history-list'(page, v) {
    const token = `history-${Math.random().toString(36).slice(2)}`;
    await mount(page, v, { token });
    await page.evaluate(async ({ token }) => {
      await fetch('/api/payment/withdrawal-create', {
        method: 'POST',
        headers: { Authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 250.42, currency: 'MXN', paymentType: 'skrill_withdrawal_mx', accountType: 'main', fields: { email: 'ana@example.com' }, idempotencyKey: `screens-${token}` }),
      });
    }, { token });
    await entry(page, 'CoDi');
    await find(page, '.field input:not([inputmode="decimal"])').fill('Ana');
    await amountAndDeposit(page, '150');
    await find(page, '.status[data-status]').waitFor();
    await find(page, '.header__history').click();
    await cashier(page).locator('.history-row').nth(1).waitFor();
  },
  /** A pending withdrawal's page: its details to copy, and Cancel. */
  async 'history-transaction'(page, v) {
    await screens['history-list'](page, v);
    await cashier(page).locator('.history-row', { hasText: 'Skrill' }).click();
    await find(page, '.requisites').waitFor();
  },
  async 'history-empty'(page, v) {
    await mount(page, v);
    await find(page, '.header__history').click();
    await find(page, '.history-filters + .notice').waitFor();
  },
  /** A player on a cooling-off break: the deposit list closed, until when, and the operator's page. */
  async lock(page, v) {
    await mount(page, v, { token: `locked-coolingOff-until-url-${Math.random().toString(36).slice(2)}`, ready: '.lock' });
  },
  async 'lock-maintenance'(page, v) {
    await mount(page, v, { token: `locked-maintenance-${Math.random().toString(36).slice(2)}`, ready: '.lock' });
  },
  async region(page, v) {
    await mount(page, v);
    await find(page, '.region--button').click();
    await find(page, '.entry[aria-current="true"]').waitFor();
  },
  async group(page, v) {
    await mount(page, v);
    await entry(page, 'Bank cards', 'البطاقات المصرفية');
    await cashier(page).locator('.entry', { hasText: 'Mastercard' }).waitFor();
  },
  async redirect(page, v) {
    await mount(page, v);
    await entry(page, 'CoDi');
    await amount(page, '150');
  },
  async 'redirect-errors'(page, v) {
    await mount(page, v);
    await entry(page, 'CoDi');
    // The button is aria-disabled, not disabled: pressing it anyway shows every field's error.
    await deposit(page);
    await find(page, '.field__error:not(:empty)').waitFor();
  },
  async complete(page, v) {
    await mount(page, v);
    await entry(page, 'CoDi');
    await find(page, '.field input:not([inputmode="decimal"])').fill('Ana');
    // The provider's page opens in a popup and is never paid there, so the status stays waiting.
    await amountAndDeposit(page, '150');
    await find(page, '.status[data-status]').waitFor();
  },
  async 'deposit-again'(page, v) {
    // A deposit made, then the cashier opened again for the same player: the last method above the list.
    const token = `again-${Math.random().toString(36).slice(2)}`;
    await mount(page, v, { token });
    await entry(page, 'CoDi');
    await find(page, '.field input:not([inputmode="decimal"])').fill('Ana');
    await amountAndDeposit(page, '150');
    await find(page, '.status[data-status]').waitFor();
    for (const popup of page.context().pages().filter((other) => other !== page)) await popup.close();
    await mount(page, v, { token });
    await find(page, '.last-used').waitFor();
  },
  async empty(page, v) {
    await mount(page, v, { geo: 'AQ', ready: '.notice' });
  },
  async error(page, v) {
    await mount(page, v, { token: 'malformed', ready: '.notice--error' });
  },
  async invoice(page, v) {
    await mount(page, v);
    await entry(page, 'SPEI');
    await amountAndDeposit(page, '1500');
    await find(page, '.requisites').waitFor();
  },
  async 'p2p-list'(page, v) {
    await mount(page, v, { geo: 'KG' });
    await entry(page, 'Transfers in Kyrgyzstan');
    await cashier(page).locator('.entry', { hasText: 'MBank' }).waitFor();
  },
  async 'p2p-base'(page, v) {
    await mount(page, v, { geo: 'KG', attributes: { 'support-url': 'https://support.example/kg' } });
    await entry(page, 'Transfers in Kyrgyzstan');
    await entry(page, 'MBank');
    await find(page, 'a[href="https://support.example/kg"]').waitFor();
  },
  async 'p2p-invoice'(page, v) {
    await screens['p2p-list'](page, v);
    await entry(page, 'MBank');
    await amountAndDeposit(page, '1500');
    await find(page, '.requisites').waitFor();
  },
  async 'p2p-cancelled'(page, v) {
    // Cents .13: the sandbox cancels the invoice after Paid; the complete page says it was cancelled.
    await screens['p2p-list'](page, v);
    await entry(page, 'MBank');
    await typedAmountAndDeposit(page, '1500.13');
    await find(page, '.requisites').waitFor();
    await cashier(page).locator('button.button--primary').click();
    await find(page, '.status[data-status="mistaked"]').waitFor();
  },
  async 'p2p-sealed'(page, v) {
    await screens['p2p-list'](page, v);
    await entry(page, 'Elcart');
    await amountAndDeposit(page, '1500');
    await page.waitForFunction(() => document.querySelector('payment-cashier').shadowRoot.querySelector('canvas.requisites__drawn')?.width > 1);
  },
  async 'p2p-confirmation'(page, v) {
    await mount(page, v, { geo: 'BD' });
    await entry(page, 'bKash', 'বিকাশ');
    await amountAndDeposit(page, '1000');
    await find(page, '.requisites').waitFor();
    // Paid without the transaction id: the field says what it needs.
    await cashier(page).locator('.button--primary').last().click();
    await find(page, '[aria-invalid="true"]').waitFor();
  },
  async 'p2p-cross-border'(page, v) {
    await mount(page, v, { geo: 'RU' });
    await entry(page, 'Fast payments (cross-border)', 'СБП (трансгран)');
    await entry(page, 'SBP via T-Bank');
    await find(page, '.cross-border').waitFor();
  },
  async 'p2p-bank-choice'(page, v) {
    await mount(page, v, { geo: 'RU' });
    await entry(page, 'Fast payments (cross-border)', 'СБП (трансгран)');
    await entry(page, 'SBP from your bank');
    // Deposit without a bank: the choice says what it needs.
    await amountAndDeposit(page, '1000');
    await find(page, '[role="radiogroup"][aria-invalid="true"]').waitFor();
  },
  async 'crypto-list'(page, v) {
    await mount(page, v);
    await entry(page, 'Cryptocurrency', 'العملات المشفرة');
    await find(page, '.coin').waitFor();
  },
  async 'crypto-address'(page, v) {
    await screens['crypto-list'](page, v);
    await cashier(page).locator('.coin', { hasText: 'USDT' }).click();
    await find(page, '.crypto-address').waitFor();
    await find(page, '.qr-payment svg').waitFor();
  },
  async 'crypto-transfer'(page, v) {
    await screens['crypto-list'](page, v);
    await cashier(page).locator('.coin', { hasText: 'BTC' }).click();
    const address = await find(page, '.crypto-address').textContent();
    await fetch(`http://127.0.0.1:${PORT}/sandbox/crypto/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address, amount: 0.0125 }) });
    await find(page, '.crypto-transfer progress').waitFor();
  },
  async onramp(page, v) {
    await mount(page, v);
    await entry(page, 'Buy crypto with a card');
    await page.waitForFunction(() => document.querySelector('payment-cashier').shadowRoot.querySelector('input[inputmode="decimal"]:not([disabled])'));
  },
  async 'onramp-offers'(page, v) {
    await screens.onramp(page, v);
    await amountAndDeposit(page, '2000');
    await find(page, '.offer').waitFor();
  },
  /** No offers for the amount (cents .88), with the change-country hint. */
  async 'onramp-no-offers'(page, v) {
    await screens.onramp(page, v);
    await amountAndDeposit(page, '2000.88');
    await find(page, '.annotation[role="status"]').waitFor();
  },
  async 'onramp-currency-error'(page, v) {
    await screens.onramp(page, v);
    await cashier(page).locator('button[aria-haspopup="listbox"]').nth(1).click();
    await find(page, '.dropdown__popup input[type="search"]').fill('ARS');
    await cashier(page).locator('[role="option"]', { hasText: 'ARS' }).first().click();
    await find(page, '[aria-invalid="true"]').waitFor();
  },
  /** The list with the operator's badge mark (assets.badge) on the on-ramp's exclusive badge. */
  async 'list-badge-mark'(page, v) {
    await mount(page, v, { attributes: { assets: JSON.stringify({ badge: `http://127.0.0.1:${PORT}/sandbox/assets/badge.svg` }) } });
    await page.waitForFunction(() => {
      const badge = document.querySelector('payment-cashier').shadowRoot.querySelector('.badge--exclusive');
      return badge && getComputedStyle(badge, '::before').backgroundImage.includes('data:');
    });
  },
  async 'bonus-list'(page, v) {
    await mount(page, v, { attributes: BONUS_ATTRIBUTES() });
    await find(page, '.bonus-card').waitFor();
    await find(page, '.badge--bonus').waitFor();
  },
  async bonus(page, v) {
    const inHours = (hours) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const bonusList = [
      { id: 1, type: 'deposit', currency: 'MXN', content: { title: '100% welcome bonus', subtitle: 'Doubles your next deposit' }, mustAccruedBefore: inHours(72), depositBonusData: { minDeposit: 200, maxBonusAmount: 5000, payoutMultiplier: 2, wagerMultiplier: 35 } },
      { id: 2, type: 'freespin', currency: 'MXN', content: { title: '50 free spins' }, mustAccruedBefore: inHours(5), freespinBonusData: { minDeposit: 100, maxSpinWin: 50, count: 50, wagerMultiplier: 40, gamesContent: [{ nameEn: 'Book of Sandbox' }] } },
      { id: 3, type: 'deposit', currency: 'MXN', content: { title: 'Weekend reload 25%' }, depositBonusData: { minDeposit: 500 } },
    ];
    await mount(page, v, { attributes: { experiments: JSON.stringify([{ key: 'bonus', group: 'group_b' }]), 'bonus-list': JSON.stringify(bonusList) } });
    await entry(page, 'SPEI');
    await find(page, '.bonus-card').waitFor();
    await amount(page, '150');
  },
  async 'bonus-details'(page, v) {
    await screens.bonus(page, v);
    await cashier(page).locator('.bonus-card__details').nth(1).click();
    await find(page, '.requisites').waitFor();
  },
  async 'india-invoice'(page, v) {
    await mount(page, v, { geo: 'IN' });
    await entry(page, 'UPI and wallets', 'यूपीआई और वॉलेट');
    await cashier(page).locator('.entry', { hasText: 'Paytm' }).waitFor();
    await cashier(page).locator('.entry__name', { hasText: /^UPI$/ }).first().click();
    await amountAndDeposit(page, '1000');
    await find(page, '.qr-payment svg, .qr-payment img, .qr-payment canvas').waitFor();
  },
  async unified(page, v) {
    await mount(page, v, { geo: 'RU' });
    await entry(page, 'Faster Payments System (SBP)');
    await amountAndDeposit(page, '1000');
    await find(page, '.requisites').waitFor();
  },
  async instruction(page, v) {
    await screens.unified(page, v);
    await find(page, '.links button').click();
    await find(page, '.steps').waitFor();
  },
  async 'pix-form'(page, v) {
    await mount(page, v, { geo: 'BR' });
    await entry(page, 'Pix');
    await find(page, 'button[aria-haspopup]').click();
    await cashier(page).locator('[role="option"]').nth(2).click(); // the E-mail key type
    await amount(page, '100');
  },
  async pix(page, v) {
    await screens['pix-form'](page, v);
    const texts = cashier(page).locator('.field input:not([inputmode="decimal"])');
    await texts.nth(0).fill('12345678901');
    await texts.nth(1).fill('ana@example.com');
    await deposit(page);
    await find(page, '[role="img"] path').waitFor();
  },
  async eazype(page, v) {
    await mount(page, v, { geo: 'IN' });
    await entry(page, 'Eazype');
    await amountAndDeposit(page, '500');
    await find(page, '[role="img"] path').waitFor();
  },
  /** PSE's fields after a submit: the empty ones, the document number's validation message, the optional reference's server words. */
  async 'fields-errors'(page, v) {
    await mount(page, v, { geo: 'CO' });
    await entry(page, 'Colombian banks');
    await entry(page, 'PSE');
    const texts = cashier(page).locator('.field input:not([inputmode="decimal"]):not([type="tel"])');
    await texts.nth(0).fill('123');
    await texts.nth(1).fill('ref <script>');
    await deposit(page);
    await find(page, '.field__error[role="alert"]').waitFor();
  },
  /** The US bank wire: a read-only purpose, and More options opened on its two advanced fields. */
  async 'fields-advanced'(page, v) {
    await mount(page, v, { geo: 'US', currency: 'USD' });
    await entry(page, 'Bank wire');
    await cashier(page).locator('.disclosure__button').click();
    await find(page, '.disclosure__panel:not([hidden])').waitFor();
  },
  async video(page, v) {
    await mount(page, v, { geo: 'CO' });
    await entry(page, 'Colombian banks');
    await entry(page, 'Nequi');
    await cashier(page).locator('.button--secondary').last().click();
    await find(page, 'video').waitFor();
    // The first frame of the guide, not a black box.
    await page.waitForFunction(() => document.querySelector('payment-cashier').shadowRoot.querySelector('video')?.readyState >= 2);
  },
  async cash(page, v) {
    await mount(page, v);
    await entry(page, 'OXXO cash');
    await amount(page, '500');
  },
  async 'cash-agent'(page, v) {
    await screens.cash(page, v);
    await deposit(page);
    await find(page, '.cash-agent').waitFor();
  },
  async timeout(page, v) {
    await page.clock.install();
    await mount(page, v);
    await entry(page, 'CoDi');
    // The sandbox answers this create after the widget's 30 s batch timeout.
    await find(page, '.field input:not([inputmode="decimal"])').fill('slow');
    await amountAndDeposit(page, '150');
    await page.clock.fastForward(31_000);
    await find(page, '.notice--error').waitFor();
  },
  /** The slider captcha before a Nagad create (the sandbox's stand-in, drawn over the page as the real one is). */
  async 'captcha-slider'(page, v) {
    await mount(page, v, { geo: 'BD' });
    await entry(page, 'Nagad');
    await amountAndDeposit(page, '1000');
    await page.locator('input[type="range"]').waitFor();
    return page.locator('html');
  },
  /** The reCAPTCHA stand-in's challenge (.52: it stays until it expires), over the page as Google's is. */
  async 'captcha-challenge'(page, v) {
    await screens['p2p-list'](page, v);
    await entry(page, 'MBank');
    await typedAmountAndDeposit(page, '1500.52');
    await page.locator('iframe[title^="recaptcha challenge"]').waitFor();
    return page.locator('html');
  },
  /** A captcha that could not load (.53 on a reCAPTCHA method): the snackbar titled error.title. */
  async 'captcha-error'(page, v) {
    await screens['p2p-list'](page, v);
    await entry(page, 'MBank');
    await typedAmountAndDeposit(page, '1500.53');
    await find(page, '.snackbar').waitFor();
  },
  async 'withdrawal-list'(page, v) {
    await mount(page, v, { attributes: { 'initial-path': '/withdrawal' }, ready: '.accounts' });
    await find(page, '.entries[data-ready="true"]').waitFor();
  },
  async 'withdrawal-amount'(page, v) {
    await screens['withdrawal-list'](page, v);
    await entry(page, 'Bank card', 'بطاقة مصرفية');
    await amount(page, '1000');
    const fields = cashier(page).locator('.field input:not([inputmode="decimal"])');
    await fields.nth(0).fill('4169585312345678');
    await fields.nth(1).fill('Ana Pérez');
    await find(page, 'p[role="status"].annotation').waitFor();
  },
  async 'crypto-balance-coins'(page, v) {
    await mount(page, v, { ...CRYPTO_BALANCE, ready: '.coins[data-ready="true"]' });
  },
  async 'crypto-balance-address'(page, v) {
    await screens['crypto-balance-coins'](page, v);
    await cashier(page).locator('.coin', { hasText: 'USDT' }).first().click();
    await find(page, '.crypto-address').waitFor();
    await find(page, '.qr-payment svg').waitFor();
  },
  async 'crypto-balance-fiat'(page, v) {
    await screens['crypto-balance-coins'](page, v);
    await find(page, '[role="tab"]:nth-child(2)').click();
    await find(page, '.entries[data-ready="true"]').waitFor();
    await find(page, '.balance__worth').waitFor();
  },
  async 'crypto-balance-withdrawal'(page, v) {
    await mount(page, v, { ...CRYPTO_BALANCE, ready: '.accounts', attributes: { 'initial-path': '/cryptobalance/withdrawal' } });
    await find(page, '.entries[data-ready="true"]').waitFor();
  },
  async 'withdrawal-wrong-network'(page, v) {
    // A crypto-balance player's USDT on ERC-20 (no pattern of its own), given a TRC-20 address.
    await mount(page, v, { ...CRYPTO_BALANCE, ready: '.accounts', attributes: { 'initial-path': '/cryptobalance/withdrawal/crypto' } });
    await find(page, '.entries[data-ready="true"]').waitFor();
    await entry(page, 'USDT (ERC-20)');
    await amount(page, '100');
    await find(page, '.field input:not([inputmode="decimal"])').fill(`T${'A'.repeat(33)}`);
    await deposit(page);
    await find(page, '[role="alert"] .annotation--warning').waitFor();
  },
  async 'withdrawal-confirm'(page, v) {
    await screens['withdrawal-amount'](page, v);
    await find(page, 'button[type="submit"]').click({ force: true });
    await find(page, '.requisites').waitFor();
  },
  async 'withdrawal-complete'(page, v) {
    await screens['withdrawal-confirm'](page, v);
    await find(page, '.actions .button--primary').click();
    await find(page, '.status--success').waitFor();
  },
  async 'withdrawal-pending'(page, v) {
    await screens['withdrawal-complete'](page, v);
    await find(page, '.actions .button--secondary').click();
    await find(page, '.pending__cancel').click();
    await find(page, '.pending__confirm').waitFor();
  },
  async 'withdrawal-banks'(page, v) {
    await mount(page, v, { geo: 'NG', attributes: { 'initial-path': '/withdrawal' }, ready: '.accounts' });
    await entry(page, 'Bank transfer');
    await find(page, 'input[type="search"]').waitFor();
  },
  async 'withdrawal-empty'(page, v) {
    await mount(page, v, { geo: 'AQ', attributes: { 'initial-path': '/withdrawal' }, ready: '.notice' });
  },
  /** The window a Deposit press opens, before the provider's page takes over: the whole page. */
  async 'payment-window'(page, v) {
    await page.goto(windowPage(v, { origin: `http://127.0.0.1:${PORT}` }));
    await page.locator('#status').waitFor();
    return page.locator('html');
  },
  /** The window page opened by a native app's browser with a form to POST: it names the provider and waits for Continue. */
  async 'payment-window-continue'(page, v) {
    const go = Buffer.from(JSON.stringify({ type: 'redirect-form-ready', payload: { action: 'https://pay.provider.example/checkout', fields: { id: '1' } } })).toString('base64url');
    await page.goto(windowPage(v, { go }));
    await page.locator('button.window__continue').waitFor();
    return page.locator('html');
  },
  /** A money call with no answer in time: Paid on an invoice whose deposit-complete never answers. */
  async 'unconfirmed-paid'(page, v) {
    await page.clock.install();
    await page.route('**/api/payment/deposit-complete', () => {}); // never answered
    await mount(page, v, { attributes: { transport: 'http' } });
    await entry(page, 'SPEI');
    await amountAndDeposit(page, '150');
    await find(page, '.requisites').waitFor();
    await cashier(page).locator('button[part="button-primary"]').last().click();
    await page.clock.fastForward(31_000);
    await find(page, '.notice--error').waitFor();
  },
};

/** The window page's address as the widget writes it, in this variant's language and theme. */
function windowPage(variant, extra) {
  const { locale = 'en', platform = 'desktop' } = variant.options;
  const params = new URLSearchParams({ lang: locale, theme: platform === 'android' ? 'dark' : 'light', ...extra });
  return `http://127.0.0.1:${PORT}/cashier/static/payment-window.html#${params}`;
}

// SCREENS=p2p,india takes only the screens whose names start so (a flow's, while working on it).
const prefixes = process.env.SCREENS?.split(',').filter(Boolean) ?? [];
const chosen = Object.keys(screens).filter((name) => !prefixes.length || prefixes.some((prefix) => name.startsWith(prefix)));
const started = performance.now();
await mkdir(OUT, { recursive: true });
for (const name of await readdir(OUT)) if (name.endsWith('-fail.png')) await rm(OUT + name); // last run's
const sandbox = await startSandbox(PORT, '127.0.0.1', 10);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu'],
});
const taken = [];
const failed = [];

async function shoot(screen, variant) {
  const context = await browser.newContext({ viewport: variant.viewport });
  const page = await context.newPage();
  const popups = [];
  page.on('popup', (popup) => popups.push(popup));
  const file = `${OUT}${screen}-${variant.name}`;
  try {
    const target = (await screens[screen](page, variant)) ?? cashier(page);
    // Payment windows and the agent's tab, closed only now: closed before the widget points them
    // at the provider, the widget would show its "window blocked" notice instead.
    await Promise.all(popups.map((popup) => popup.close()));
    await page.mouse.move(0, 0); // no hover left on the entry under the last click
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300); // transitions and icons
    await target.screenshot({ path: `${file}.png`, animations: 'disabled' });
    taken.push(`${screen}-${variant.name}`);
  } catch (error) {
    console.log(`failed ${screen} ${variant.name}: ${error.message.split('\n')[0]}`);
    await page.screenshot({ path: `${file}-fail.png`, fullPage: true }).catch(() => {});
    failed.push(`${screen}-${variant.name}`);
  } finally {
    await context.close();
  }
}

try {
  // The variants side by side (a quarter of the time), each one's screens one after another.
  await Promise.all(variants.map(async (variant) => {
    for (const screen of chosen) await shoot(screen, variant);
  }));
} finally {
  await browser.close();
  await sandbox.close();
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${taken.length} screenshots in test/.artifacts/screens/ (${seconds} s)`);
if (failed.length) {
  console.log(`${failed.length} failed: ${failed.join(', ')}`);
  process.exit(1);
}
