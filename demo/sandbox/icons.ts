/**
 * The sandbox's method and currency icons: real logos from open-licence icon packages in
 * node_modules (dev dependencies; see README.md beside this file for the packages and their
 * licences), each drawn as a 40×28 tile. A regional brand no open-licence package draws gets a
 * monogram: its name's letters on (approximately) its brand colour, as an honest stand-in for a logo
 * the operator would serve. An id the catalogue does not use has no icon: the server answers 404
 * and the widget shows its own generic glyph.
 *
 * Package files are resolved at run time (the server bundle keeps packages external) and read
 * lazily, once; nothing comes from the network.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Where a tile's picture comes from. */
export type IconSource =
  /** SVG Logos (`@iconify-json/logos`), full colour on a white tile; `viewBox` crops it (e.g. a wordmark away). */
  | { pack: 'logos'; name: string; viewBox?: string }
  /** Simple Icons: the monochrome mark on the brand's colour; `viewBox` crops a wordmark to its height. */
  | { pack: 'simple-icons'; slug: string; viewBox?: string }
  /** cryptocurrency-icons: the colour coin on a white tile. */
  | { pack: 'cryptocurrency-icons'; symbol: string }
  /** Lucide (`@iconify-json/lucide`): a neutral line glyph, for the generic kinds of method. */
  | { pack: 'lucide'; name: string }
  /** No open-licence logo: the brand's name (or its short form) on its colour. */
  | { pack: 'monogram'; text: string; colour: string };

const monogram = (text: string, colour: string): IconSource => ({ pack: 'monogram', text, colour });

/** The catalogue's icon ids (demo/sandbox/catalogue.ts) that have a real picture. */
export const METHOD_ICONS: Readonly<Record<string, IconSource>> = {
  visa: { pack: 'logos', name: 'visa' },
  // The two circles only: the wordmark below them is unreadable at 28 px.
  mastercard: { pack: 'logos', name: 'mastercard', viewBox: '0 0 256 159' },
  applepay: { pack: 'logos', name: 'apple-pay' },
  googlepay: { pack: 'logos', name: 'google-pay' },
  binance: { pack: 'simple-icons', slug: 'binance' },
  // A wordmark: cropped to its own height (y 8.2 to 15.8 of 24) so it fills the tile's width.
  paytm: { pack: 'simple-icons', slug: 'paytm', viewBox: '0 6.5 24 11' },
  phonepe: { pack: 'simple-icons', slug: 'phonepe' },
  pix: { pack: 'simple-icons', slug: 'pix' },
  webmoney: { pack: 'simple-icons', slug: 'webmoney' },
  btc: { pack: 'cryptocurrency-icons', symbol: 'btc' },
  eth: { pack: 'cryptocurrency-icons', symbol: 'eth' },
  usdt: { pack: 'cryptocurrency-icons', symbol: 'usdt' },
  ltc: { pack: 'cryptocurrency-icons', symbol: 'ltc' },
  trx: { pack: 'cryptocurrency-icons', symbol: 'trx' },
  doge: { pack: 'cryptocurrency-icons', symbol: 'doge' },
  ton: { pack: 'simple-icons', slug: 'ton' },
  sber: { pack: 'cryptocurrency-icons', symbol: 'sberbank' },
  agent: { pack: 'lucide', name: 'hand-coins' },
  bank: { pack: 'lucide', name: 'landmark' },
  card: { pack: 'lucide', name: 'credit-card' },
  cash: { pack: 'lucide', name: 'banknote' },
  onramp: { pack: 'lucide', name: 'coins' },
  p2p: { pack: 'lucide', name: 'arrow-left-right' },
  terminal: { pack: 'lucide', name: 'receipt' },
  // Regional brands with no logo in the packages: monograms (colours are close to the brands', not theirs).
  bca: monogram('BCA', '#0060AF'),
  bkash: monogram('bKash', '#E2136E'),
  boleto: monogram('Boleto', '#2B2B2B'),
  cimb: monogram('CIMB', '#C8102E'),
  click: monogram('Click', '#0091EA'),
  codi: monogram('CoDi', '#0B6EB5'),
  eazype: monogram('Eazype', '#5A2D82'),
  elcart: monogram('Elcart', '#00843D'),
  humo: monogram('HUMO', '#E8591A'),
  kbank: monogram('KBank', '#138F2D'),
  mandiri: monogram('mandiri', '#003D79'),
  maybank: monogram('Maybank', '#F5C400'),
  mbank: monogram('MBank', '#D71920'),
  momo: monogram('MoMo', '#A50064'),
  mono: monogram('mono', '#111111'),
  nagad: monogram('Nagad', '#EC6B1E'),
  nequi: monogram('Nequi', '#210049'),
  opay: monogram('OPay', '#0E9F77'),
  optima: monogram('Optima', '#C4122F'),
  oxxo: monogram('OXXO', '#D6001C'),
  papara: monogram('papara', '#1B1B1B'),
  privat: monogram('Privat', '#4E9A2D'),
  pse: monogram('PSE', '#0061A8'),
  sbp: monogram('SBP', '#1D1346'),
  scb: monogram('SCB', '#4E2A84'),
  spei: monogram('SPEI', '#005EB8'),
  tbank: monogram('T', '#FFDD2D'),
  upi: monogram('UPI', '#E86A1C'),
  uzcard: monogram('UZCARD', '#1A4789'),
  verve: monogram('Verve', '#00425F'),
  yoomoney: monogram('ЮMoney', '#7A3CE6'),
  // The on-ramp's providers (onramp.ts), each its own mark on the offer list.
  moonpay: monogram('MoonPay', '#6F2BE3'),
  banxa: monogram('Banxa', '#0B2B4C'),
  transak: monogram('Transak', '#0364FF'),
};

/** Crypto currencies whose icon `icons/{code}.svg` serves (spec §7), from cryptocurrency-icons. */
export const CRYPTO_CURRENCIES: readonly string[] = [
  'ada', 'bch', 'bnb', 'btc', 'dai', 'doge', 'dot', 'eth', 'ltc', 'matic', 'sol', 'trx', 'usdc', 'usdt', 'xlm', 'xmr', 'xrp',
];

const resolvePackageFile = createRequire(import.meta.url).resolve;
const readPackageFile = (specifier: string) => readFileSync(resolvePackageFile(specifier), 'utf8');

interface IconifyIcon { body: string; width?: number; height?: number; left?: number; top?: number }
interface IconifySet { icons: Record<string, IconifyIcon>; width?: number; height?: number }

/** One JSON read per set, only the icons this file names kept. */
const iconifySets = new Map<string, Record<string, { body: string; viewBox: string }>>();
function iconifyIcon(set: 'logos' | 'lucide', name: string): { body: string; viewBox: string } | undefined {
  let icons = iconifySets.get(set);
  if (!icons) {
    const json = JSON.parse(readPackageFile(`@iconify-json/${set}/icons.json`)) as IconifySet;
    const wanted = Object.values(METHOD_ICONS).flatMap((source) => (source.pack === set ? [source.name] : []));
    icons = {};
    for (const key of wanted) {
      const icon = json.icons[key];
      if (!icon) continue;
      const { left = 0, top = 0, width = json.width ?? 16, height = json.height ?? 16 } = icon;
      icons[key] = { body: icon.body, viewBox: `${left} ${top} ${width} ${height}` };
    }
    iconifySets.set(set, icons);
  }
  return icons[name];
}

let brandColours: Map<string, string> | undefined;
function brandColour(slug: string): string | undefined {
  brandColours ??= new Map(
    (JSON.parse(readPackageFile('simple-icons/icons.json')) as { slug: string; hex: string }[]).map((icon) => [icon.slug, `#${icon.hex}`]),
  );
  return brandColours.get(slug);
}

/** A standalone SVG file's viewBox and content, its <title> dropped (the page gives the text alternative). */
function svgParts(svg: string): { viewBox: string; body: string } | undefined {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  const viewBox = match && /\bviewBox="([\d.\s-]+)"/.exec(match[1]!)?.[1];
  return viewBox ? { viewBox, body: match[2]!.replace(/<title>[\s\S]*?<\/title>/g, '') } : undefined;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** White or near-black, whichever stands out more on the brand colour. */
export const markOn = (background: string) => (contrast(background, '#ffffff') >= contrast(background, '#111111') ? '#ffffff' : '#111111');

const WHITE_TILE = '<rect x="0.5" y="0.5" width="39" height="27" rx="5.5" fill="#ffffff" stroke="#d5dae3"/>';
/** An outline tile in a mid grey that reads on a light and a dark surface alike, like the widget's own glyph. */
const GLYPH_TILE = '<rect x="0.5" y="0.5" width="39" height="27" rx="5.5" fill="none" stroke="#7d879b" stroke-opacity="0.5"/>';

/** Lucide is ISC: its notice travels with every copy (README.md beside this file has the full text). */
const LUCIDE_NOTICE = '<!-- Lucide icon, ISC licence: (c) Lucide Contributors, portions (c) Cole Bemis (Feather, MIT); lucide.dev -->';

const place = (x: number, y: number, width: number, height: number, viewBox: string, body: string, extra = '') =>
  `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}"${extra}>${body}</svg>`;
const tile = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="28" viewBox="0 0 40 28">${content}</svg>`;

/** Renders one source as a 40×28 tile, or undefined when its package has no such icon. */
export function renderTile(source: IconSource): string | undefined {
  switch (source.pack) {
    case 'logos': {
      const icon = iconifyIcon('logos', source.name);
      return icon && tile(WHITE_TILE + place(5, 5, 30, 18, source.viewBox ?? icon.viewBox, icon.body));
    }
    case 'lucide': {
      const icon = iconifyIcon('lucide', source.name);
      return icon && tile(LUCIDE_NOTICE + GLYPH_TILE + place(10, 4, 20, 20, icon.viewBox, icon.body, ' color="#737c8e"'));
    }
    case 'simple-icons': {
      const colour = brandColour(source.slug);
      const parts = colour && svgParts(readPackageFile(`simple-icons/icons/${source.slug}.svg`));
      return (
        parts &&
        tile(`<rect width="40" height="28" rx="6" fill="${colour}"/>` + place(6, 4, 28, 20, source.viewBox ?? parts.viewBox, parts.body, ` fill="${markOn(colour!)}"`))
      );
    }
    case 'monogram': {
      // Letters sized to the tile's width (bold capitals about 0.75 em wide, other letters 0.6), at most 13 px.
      const ems = [...source.text].reduce((sum, letter) => sum + (letter === letter.toLowerCase() ? 0.6 : 0.75), 0);
      const size = Math.min(13, Math.floor((32 / ems) * 10) / 10);
      const text = source.text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      return tile(
        `<rect width="40" height="28" rx="6" fill="${source.colour}"/><text x="20" y="14" dominant-baseline="central" text-anchor="middle" ` +
          `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-weight="700" font-size="${size}" fill="${markOn(source.colour)}">${text}</text>`,
      );
    }
    case 'cryptocurrency-icons': {
      const parts = svgParts(readPackageFile(`cryptocurrency-icons/svg/color/${source.symbol}.svg`));
      return parts && tile(WHITE_TILE + place(9, 3, 22, 22, parts.viewBox, parts.body));
    }
  }
}

const tiles = new Map<string, string | undefined>();
function cachedTile(key: string, source: IconSource | undefined): string | undefined {
  if (!source) return undefined;
  if (!tiles.has(key)) {
    let svg: string | undefined;
    try {
      svg = renderTile(source);
    } catch (error) {
      console.error(`[sandbox] icon ${key} could not be read`, error);
    }
    tiles.set(key, svg);
  }
  return tiles.get(key);
}

/** `icons/methods/{id}.svg`: the method's logo tile, or undefined (404) when it has none. */
export function methodIconSvg(id: string): string | undefined {
  return cachedTile(`method:${id}`, Object.hasOwn(METHOD_ICONS, id) ? METHOD_ICONS[id] : undefined);
}

/**
 * The lists name only icons the sandbox serves: a method whose brand it has no logo for shows the
 * widget's own glyph, with no request that 404s (the demo's console stays clean).
 */
export function withServedIcons<M extends { iconIds?: string[] }>(method: M): M {
  return method.iconIds ? { ...method, iconIds: method.iconIds.filter((id) => methodIconSvg(id) !== undefined) } : method;
}

const coins = new Map<string, string | undefined>();
/** `icons/{currency}.svg` (lower case): a crypto currency's round coin, as its package draws it; a fiat currency's stand-in; else undefined (404). */
export function currencyIconSvg(code: string): string | undefined {
  if (!CRYPTO_CURRENCIES.includes(code)) return fiatIconSvg(code);
  if (!coins.has(code)) {
    const parts = svgParts(readPackageFile(`cryptocurrency-icons/svg/color/${code}.svg`));
    coins.set(code, parts && `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="${parts.viewBox}">${parts.body}</svg>`);
  }
  return coins.get(code);
}

/** ISO 4217 codes, as this runtime knows them: a fiat currency's stand-in icon is drawn for these only. */
const FIAT_CODES = new Set(Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()));

/** A fiat currency's stand-in: its narrow sign on a round tile (an operator serves its own), or undefined (404) for a code that is no currency. */
function fiatIconSvg(code: string): string | undefined {
  if (!FIAT_CODES.has(code)) return undefined;
  const sign = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? code;
  // A sign that is letters (CHF, Kč) is set smaller, to fit the tile.
  const size = sign.length > 2 ? 9 : 15;
  const text = sign.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#e3e8f2"/><text x="16" y="${16 + size * 0.36}" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="#2b3547">${text}</text></svg>`;
}

const flags = new Map<string, string | undefined>();
/**
 * `icons/flags/{cc}.svg` (lower case): a country's round flag from circle-flags (MIT), or
 * undefined (404) for a code it has no flag for. The file's own markup, read once.
 */
export function flagSvg(code: string): string | undefined {
  if (!/^[a-z]{2}$/.test(code)) return undefined;
  if (!flags.has(code)) {
    let svg: string | undefined;
    try {
      svg = readPackageFile(`circle-flags/flags/${code}.svg`);
    } catch {
      svg = undefined;
    }
    flags.set(code, svg);
  }
  return flags.get(code);
}
