// The demo bench: builds a <payment-cashier> from the control panel and logs every host event.
const EVENTS = [
  'loaded', 'init', 'close', 'go-back', 'swipe-back', 'token-expired', 'create-transaction',
  'external-redirect-event', 'open-ext-browser', 'metric', 'analytics-event', 'socket-reconnect-attempt',
  'invalid-p2p-response', 'init-error', 'locale-error', 'share', 'currency-change', 'full-load',
];
const PRESETS = {
  expired: { token: 'expired' },
  malformed: { token: 'malformed' },
  'no-geo': { token: 'no-geo' },
  empty: { paymentGeo: 'AQ' },
  arabic: { locale: 'ar' },
  native: { platform: 'android' },
  h2h: { paymentGeo: 'MX' },
  unified: { paymentGeo: 'RU' },
  pix: { paymentGeo: 'BR' },
  eazype: { paymentGeo: 'IN' },
  video: { paymentGeo: 'CO' },
  cash: { paymentGeo: 'MX' },
  // Captcha test values by the amount's cents: .51 closed, .52 times out, .53 fails to load (README).
  recaptcha: { paymentGeo: 'KG' },
  slider: { paymentGeo: 'BD' },
  withdrawal: { initialPath: '/withdrawal', paymentGeo: 'MX' },
  'withdrawal-ng': { initialPath: '/withdrawal', paymentGeo: 'NG' },
  'sweep-shop': { widgetViewType: 'sweep', paymentGeo: 'MX', currency: 'USD' },
  'sweep-redemption': { widgetViewType: 'sweep', initialPath: '/withdrawal', paymentGeo: 'MX', currency: 'USD' },
  // The sandbox's crypto-balance player (README "Sandbox test values"): 500 USDT, their main USDT account there.
  'crypto-balance': { token: 'crypto-balance', initialPath: '/cryptobalance', paymentGeo: 'MX', balance: '500 USDT' },
  'crypto-balance-withdrawal': { token: 'crypto-balance', initialPath: '/cryptobalance/withdrawal', paymentGeo: 'MX', balance: '500 USDT' },
};
/** What a flow preset taps once the list is in, as a player would: a group, then its method. */
const PRESET_TAPS = {
  h2h: ['SPEI bank transfer'],
  unified: ['Faster Payments System'],
  pix: ['Pix'],
  eazype: ['Eazype'],
  video: ['Colombian banks', 'Nequi'],
  cash: ['OXXO cash'],
  recaptcha: ['Transfers in Kyrgyzstan', 'MBank'],
  slider: ['Nagad'],
  withdrawal: ['Bank card'],
  'withdrawal-ng': ['Bank transfer'],
};
const CURRENCY = { RU: 'RUB', MX: 'MXN', IN: 'INR', BR: 'BRL', NG: 'NGN', KG: 'KGS', UZ: 'UZS', TR: 'TRY', US: 'USD',
  ID: 'IDR', MY: 'MYR', TH: 'THB', CO: 'COP', UA: 'UAH', BD: 'BDT', SN: 'XOF', CI: 'XOF', AQ: 'USD' };

const form = document.getElementById('controls');
const mount = document.getElementById('mount');
const log = document.getElementById('log');

function logEvent(name, detail) {
  const item = document.createElement('li');
  const time = new Date().toLocaleTimeString();
  item.textContent = `${time} ${name} ${JSON.stringify(detail)}`;
  log.prepend(item);
}

/** Three bonuses as an operator's backend would send them: two deposit bonuses and free spins, ending at different times. */
function sampleBonuses(currency) {
  const inHours = (hours) => new Date(Date.now() + hours * 3_600_000).toISOString();
  return [
    { id: 1, type: 'deposit', currency, content: { title: '100% welcome bonus', subtitle: 'Doubles your next deposit' }, mustAccruedBefore: inHours(72), depositBonusData: { minDeposit: 200, maxBonusAmount: 5000, payoutMultiplier: 2, wagerMultiplier: 35 } },
    { id: 2, type: 'freespin', currency, content: { title: '50 free spins' }, mustAccruedBefore: inHours(5), freespinBonusData: { minDeposit: 100, maxSpinWin: 50, count: 50, payoutMultiplier: 1, wagerMultiplier: 40, gamesContent: [{ nameEn: 'Book of Sandbox' }, { nameEn: 'Sandbox Fruits' }] } },
    { id: 3, type: 'deposit', currency, content: { title: 'Weekend reload 25%' }, depositBonusData: { minDeposit: 500, maxBonusAmount: 1000, wagerMultiplier: 30 } },
  ];
}

/** The sandbox's captcha stand-ins (README "Captcha"): reCAPTCHA for the listed P2P methods, the slider for others. */
const SANDBOX_CAPTCHA = {
  recaptchaScript: '/sandbox/captcha/standin.js?api=recaptcha',
  recaptchaEnterpriseScript: '/sandbox/captcha/standin.js?api=enterprise',
  recaptchaSiteKey: 'sandbox-v2-site-key',
  recaptchaEnterpriseSiteKey: 'sandbox-v3-site-key',
  sliderScript: '/sandbox/captcha/standin.js?api=slider',
};

/** "500 USDT" as the handshake's balanceData; nothing for an empty or unreadable field. */
function balanceData(text) {
  const [amount, currency] = String(text ?? '').trim().split(/\s+/);
  return Number.isFinite(Number(amount)) && currency ? { balanceData: { primary: { amount: Number(amount), currency: currency.toUpperCase() } } } : {};
}

function mountCashier() {
  const data = new FormData(form);
  const element = document.createElement('payment-cashier');
  element.setAttribute('token', data.get('token') || 'demo-player');
  element.setAttribute('locale', data.get('locale'));
  element.setAttribute('widget-view-type', data.get('widgetViewType'));
  element.setAttribute('transport', data.get('transport'));
  element.setAttribute('closing-button', data.get('closingButton') ? 'true' : 'false');
  element.setAttribute('geetest-captcha-id', 'sandbox-geetest-id');
  element.setAttribute('initial-path', data.get('initialPath') || '/deposit');
  element.captcha = SANDBOX_CAPTCHA;
  element.user = { paymentGeo: data.get('paymentGeo'), currency: data.get('currency'), platform: data.get('platform'), ...balanceData(data.get('balance')) };
  element.experiments = [{ key: 'info_messages', group: data.get('experiment') }, ...(data.get('bonuses') ? [{ key: 'bonus', group: 'group_b' }] : [])];
  if (data.get('bonuses')) element.bonusList = sampleBonuses(data.get('currency') || 'USD');
  for (const name of EVENTS) element.addEventListener(`cashier-${name}`, (event) => logEvent(`cashier-${name}`, event.detail));
  mount.replaceChildren(element);
  return element;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  mountCashier();
});
form.elements.paymentGeo.addEventListener('change', () => {
  form.elements.currency.value = CURRENCY[form.elements.paymentGeo.value] ?? 'USD';
});
/** Waits (up to 10 s) for the cashier's entry naming `name`, and taps it. */
async function tap(element, name) {
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const entry = [...(element.shadowRoot?.querySelectorAll('.entries[data-ready="true"] .entry') ?? [])].find((node) => node.textContent.includes(name));
    if (entry) return entry.click();
  }
  logEvent('demo', `no entry "${name}" to open`);
}

form.querySelectorAll('[data-preset]').forEach((button) =>
  button.addEventListener('click', async () => {
    const preset = button.dataset.preset;
    form.reset();
    for (const [name, value] of Object.entries(PRESETS[preset])) form.elements[name].value = value;
    if (PRESETS[preset].paymentGeo && !PRESETS[preset].currency) form.elements.currency.value = CURRENCY[PRESETS[preset].paymentGeo];
    const element = mountCashier();
    for (const name of PRESET_TAPS[preset] ?? []) await tap(element, name);
  }),
);
document.getElementById('clear-log').addEventListener('click', () => log.replaceChildren());
mountCashier();
