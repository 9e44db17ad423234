// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { methodsOf, REGIONS } from '../../../demo/sandbox/catalogue';
import { CRYPTO_CURRENCIES, currencyIconSvg, flagSvg, markOn, METHOD_ICONS, methodIconSvg } from '../../../demo/sandbox/icons';
import { runningSandbox } from './runningSandbox';
import { PROVIDERS } from '../../../demo/sandbox/onramp';

const packageFile = (specifier: string) => readFileSync(createRequire(import.meta.url).resolve(specifier), 'utf8');
const iconify = (set: string, name: string) =>
  (JSON.parse(packageFile(`@iconify-json/${set}/icons.json`)) as { icons: Record<string, { body: string }> }).icons[name]!.body;
const simpleIconPath = (slug: string) => /<path d="([^"]+)"/.exec(packageFile(`simple-icons/icons/${slug}.svg`))![1]!;

/** Every icon id the sandbox's catalogue uses, and its on-ramp providers' (their offers). */
const catalogueIds = [...new Set(Object.values(REGIONS).flatMap((region) => methodsOf(region).flatMap((m) => m.iconIds)))].sort();
const providerIds: string[] = PROVIDERS.map((provider) => provider.method);

/** Ids with no logo in any of the packages: a monogram on the brand's colour (no two brands share one glyph). */
const WITHOUT_LOGO = [
  'bca', 'bkash', 'boleto', 'cimb', 'click', 'codi', 'eazype', 'elcart', 'humo', 'kbank', 'mandiri', 'maybank', 'mbank',
  'momo', 'mono', 'nagad', 'nequi', 'opay', 'optima', 'oxxo', 'papara', 'privat', 'pse', 'sbp', 'scb', 'spei', 'tbank',
  'upi', 'uzcard', 'verve', 'yoomoney',
];

const isTile = (svg: string | undefined) =>
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="40" height="28" viewBox="0 0 40 28">[\s\S]*<\/svg>$/);

describe('sandbox method icons', () => {
  it('has a picture for every catalogue id: a logo from a package, or a monogram for the regional brands no package draws', () => {
    expect(catalogueIds.filter((id) => !(id in METHOD_ICONS))).toEqual([]);
    expect(catalogueIds.filter((id) => METHOD_ICONS[id]!.pack === 'monogram')).toEqual(WITHOUT_LOGO);
    expect(providerIds.filter((id) => METHOD_ICONS[id]?.pack !== 'monogram')).toEqual([]);
    expect(Object.keys(METHOD_ICONS).filter((id) => !catalogueIds.includes(id) && !providerIds.includes(id))).toEqual([]);
  });

  it('draws a monogram as the brand\'s letters on its colour, each brand its own, the letters standing out', () => {
    const oxxo = methodIconSvg('oxxo')!;
    expect(oxxo).toContain('fill="#D6001C"');
    expect(oxxo).toMatch(/<text [^>]*fill="#ffffff"[^>]*>OXXO<\/text>/);
    expect(methodIconSvg('tbank')).toMatch(/fill="#111111"[^>]*>T</); // dark letters on yellow
    expect(new Set(WITHOUT_LOGO.map((id) => methodIconSvg(id))).size).toBe(WITHOUT_LOGO.length);
    expect(methodIconSvg('yoomoney')).toContain('>ЮMoney<');
  });

  it.each(Object.keys(METHOD_ICONS))('draws %s as a 40×28 tile from its package', (id) => {
    const svg = methodIconSvg(id);
    isTile(svg);
    expect(svg).not.toMatch(/<script|<title|href="http/i);
  });

  it('takes each logo from its package', () => {
    expect(methodIconSvg('visa')).toContain(iconify('logos', 'visa'));
    expect(methodIconSvg('mastercard')).toContain(iconify('logos', 'mastercard'));
    expect(methodIconSvg('bank')).toContain(iconify('lucide', 'landmark'));
    expect(methodIconSvg('bank')).toContain('Lucide icon, ISC licence');
    expect(methodIconSvg('btc')).toContain('fill="#F7931A"');
    expect(methodIconSvg('sber')).toContain(/<path[^>]*>/.exec(packageFile('cryptocurrency-icons/svg/color/sberbank.svg'))![0]);
    const binance = methodIconSvg('binance')!;
    expect(binance).toContain(simpleIconPath('binance'));
    expect(binance).toContain('fill="#F0B90B"'); // the brand's colour from simple-icons' data
  });

  it('puts a mark on its brand colour in whichever of white and near-black stands out more', () => {
    expect(markOn('#F0B90B')).toBe('#111111'); // Binance yellow
    expect(markOn('#5F259F')).toBe('#ffffff'); // PhonePe purple
    expect(methodIconSvg('phonepe')).toContain('fill="#ffffff"');
  });

  it.each(['unknown', 'VISA', '__proto__', 'constructor', 'toString', ''])('has no icon for %j', (id) => {
    expect(methodIconSvg(id)).toBeUndefined();
  });
});

describe('the icons the sandbox lists', () => {
  it('are the icons it serves: a list names none that would 404', async () => {
    const { createSandboxApi } = await import('../../../demo/sandbox/api');
    const { createPaymentHandlers } = await import('../../../demo/sandbox/payments');
    const { createDepositStore } = await import('../../../demo/sandbox/deposits');
    const handleCall = createSandboxApi(createPaymentHandlers(createDepositStore(() => {})));
    const session = { token: 'icons', origin: 'http://sandbox.test' };
    for (const country of Object.keys(REGIONS)) {
      for (const [prefix, name, payload] of [
        ['banking', 'methods-payment-v5', { country, currency: { code: 'USD', type: 'fiat' } }],
        ['banking', 'methods-withdrawal', { country, currency: 'USD' }],
      ] as const) {
        const data = (await handleCall(prefix, name, payload, session)).data as { paymentMethods: { iconIds: string[] }[]; paymentGroups: { paymentMethods: { iconIds: string[] }[] }[] };
        const ids = [...data.paymentMethods, ...data.paymentGroups.flatMap((g) => g.paymentMethods)].flatMap((m) => m.iconIds);
        expect(ids.filter((id) => methodIconSvg(id) === undefined), `${name} ${country}`).toEqual([]);
      }
    }
  });
});

describe('sandbox currency icons', () => {
  it.each(CRYPTO_CURRENCIES)('draws %s as its package does', (code) => {
    const svg = currencyIconSvg(code)!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="32" height="32" viewBox="0 0 32 32">/);
    expect(svg).toContain(/<g[\s\S]*<\/g>/.exec(packageFile(`cryptocurrency-icons/svg/color/${code}.svg`))![0]);
  });

  it.each([['usd', '$'], ['eur', '€'], ['mxn', '$'], ['gbp', '£']])('draws a stand-in for the fiat currency %s with its sign, %s', (code, sign) => {
    const svg = currencyIconSvg(code)!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="32" height="32" viewBox="0 0 32 32">/);
    expect(svg).toContain(`>${sign}</text>`);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it.each(['BTC', 'generic', 'sberbank', 'xx', ''])('has no icon for %j', (code) => {
    expect(currencyIconSvg(code)).toBeUndefined();
  });
});

describe('sandbox icon routes', () => {
  const sandbox = runningSandbox();
  const get = (path: string) => fetch(`${sandbox.base()}${path}`);

  it('answers a known method id with the SVG, a cache header and a strict policy', async () => {
    const response = await get('/cashier/static/icons/methods/visa.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(methodIconSvg('visa'));
  });

  it('answers a crypto currency with its coin', async () => {
    const response = await get('/cashier/static/icons/btc.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(currencyIconSvg('btc'));
  });

  it("answers a country's round flag from circle-flags", async () => {
    const response = await get('/cashier/static/icons/flags/mx.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(packageFile('circle-flags/flags/mx.svg'));
    expect(flagSvg('MX')).toBeUndefined();
    expect(flagSvg('aq')).toBeDefined();
  });

  it.each([
    '/cashier/static/icons/flags/zz.svg',
    '/cashier/static/icons/flags/..%2fmx.svg',
    '/cashier/static/icons/flags/mex.svg',
    '/cashier/static/icons/methods/unknown.svg',
    '/cashier/static/icons/methods/__proto__.svg',
    '/cashier/static/icons/xx.svg',
    '/cashier/static/icons/BTC.svg',
    '/cashier/static/icons/methods/visa.png',
    '/cashier/static/icons/methods/..%2f..%2fpayment-cashier.js',
    '/cashier/static/icons/methods/..%2fvisa.svg',
    '/cashier/static/icons/..%2fpayment-cashier.js',
    '/cashier/static/icons/..%2f..%2f..%2fpackage.json',
    '/cashier/static/icons/methods/%2e%2e%2f%2e%2e%2fpayment-cashier.js',
    '/cashier/static/icons/btc.svg%2f..%2f..%2fpayment-cashier.js',
    `/cashier/static/icons/methods/${'a'.repeat(41)}.svg`,
  ])('answers 404 to %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/svg|javascript/);
  });
});

const BUILT_SERVER = new URL('../../../dist/sandbox/server.mjs', import.meta.url).pathname;

describe('the built sandbox (dist/sandbox/server.mjs)', () => {
  it.skipIf(!existsSync(BUILT_SERVER))('reads the logos from node_modules at run time', async () => {
    const { startSandbox } = (await import(/* @vite-ignore */ BUILT_SERVER)) as { startSandbox: typeof import('../../../demo/sandbox/server').startSandbox };
    const server = await startSandbox(0);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/cashier/static/icons/methods/mastercard.svg`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(iconify('logos', 'mastercard'));
    } finally {
      await server.close();
    }
  });
});
