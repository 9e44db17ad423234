/**
 * Spec §3 "Currency": the codes the cashier deals in, each with its symbol and full name; coins
 * with 8 decimals, money with 2, and the 'bonus' account. What formatting and the currency lists
 * read, beside Intl: Intl gives each language its own signs and names for ISO money, and this
 * table what Intl has not (coins, the bonus account, a name when the language has none).
 */
export interface CurrencyEntry {
  code: string;
  symbol: string;
  /** In English: a coin's or a currency's name where the player's language has none. */
  name: string;
  decimals: number;
  crypto: boolean;
}

const FIAT_DECIMALS = 2;
const CRYPTO_DECIMALS = 8;

/** Money: ISO 4217 code → [symbol, name]. */
const MONEY: Record<string, readonly [string, string]> = {
  USD: ['$', 'US Dollar'], EUR: ['€', 'Euro'], GBP: ['£', 'British Pound'], CHF: ['CHF', 'Swiss Franc'],
  RUB: ['₽', 'Russian Ruble'], UAH: ['₴', 'Ukrainian Hryvnia'], BYN: ['Br', 'Belarusian Ruble'], MDL: ['L', 'Moldovan Leu'],
  KZT: ['₸', 'Kazakhstani Tenge'], UZS: ['soʻm', 'Uzbekistani Som'], KGS: ['с', 'Kyrgyzstani Som'], TJS: ['SM', 'Tajikistani Somoni'],
  TMT: ['m', 'Turkmenistani Manat'], AZN: ['₼', 'Azerbaijani Manat'], AMD: ['֏', 'Armenian Dram'], GEL: ['₾', 'Georgian Lari'],
  TRY: ['₺', 'Turkish Lira'], PLN: ['zł', 'Polish Zloty'], CZK: ['Kč', 'Czech Koruna'], HUF: ['Ft', 'Hungarian Forint'],
  RON: ['lei', 'Romanian Leu'], BGN: ['лв', 'Bulgarian Lev'], RSD: ['дин', 'Serbian Dinar'], SEK: ['kr', 'Swedish Krona'],
  NOK: ['kr', 'Norwegian Krone'], DKK: ['kr', 'Danish Krone'], ISK: ['kr', 'Icelandic Króna'],
  INR: ['₹', 'Indian Rupee'], PKR: ['₨', 'Pakistani Rupee'], BDT: ['৳', 'Bangladeshi Taka'], LKR: ['Rs', 'Sri Lankan Rupee'],
  NPR: ['रू', 'Nepalese Rupee'], IDR: ['Rp', 'Indonesian Rupiah'], MYR: ['RM', 'Malaysian Ringgit'], THB: ['฿', 'Thai Baht'],
  VND: ['₫', 'Vietnamese Dong'], PHP: ['₱', 'Philippine Peso'], KHR: ['៛', 'Cambodian Riel'], LAK: ['₭', 'Lao Kip'],
  MMK: ['K', 'Myanmar Kyat'], MNT: ['₮', 'Mongolian Tögrög'], KRW: ['₩', 'South Korean Won'], JPY: ['¥', 'Japanese Yen'],
  CNY: ['¥', 'Chinese Yuan'], HKD: ['HK$', 'Hong Kong Dollar'], TWD: ['NT$', 'New Taiwan Dollar'], SGD: ['S$', 'Singapore Dollar'],
  AUD: ['A$', 'Australian Dollar'], NZD: ['NZ$', 'New Zealand Dollar'], CAD: ['CA$', 'Canadian Dollar'],
  MXN: ['MX$', 'Mexican Peso'], BRL: ['R$', 'Brazilian Real'], ARS: ['$', 'Argentine Peso'], CLP: ['$', 'Chilean Peso'],
  COP: ['$', 'Colombian Peso'], PEN: ['S/', 'Peruvian Sol'], UYU: ['$U', 'Uruguayan Peso'], PYG: ['₲', 'Paraguayan Guaraní'],
  BOB: ['Bs', 'Bolivian Boliviano'], VES: ['Bs.S', 'Venezuelan Bolívar'], CRC: ['₡', 'Costa Rican Colón'], GTQ: ['Q', 'Guatemalan Quetzal'],
  HNL: ['L', 'Honduran Lempira'], NIO: ['C$', 'Nicaraguan Córdoba'], PAB: ['B/.', 'Panamanian Balboa'], DOP: ['RD$', 'Dominican Peso'],
  NGN: ['₦', 'Nigerian Naira'], GHS: ['₵', 'Ghanaian Cedi'], KES: ['KSh', 'Kenyan Shilling'], UGX: ['USh', 'Ugandan Shilling'],
  TZS: ['TSh', 'Tanzanian Shilling'], RWF: ['RF', 'Rwandan Franc'], ZAR: ['R', 'South African Rand'], EGP: ['E£', 'Egyptian Pound'],
  MAD: ['DH', 'Moroccan Dirham'], TND: ['DT', 'Tunisian Dinar'], DZD: ['DA', 'Algerian Dinar'], XOF: ['CFA', 'West African CFA Franc'],
  XAF: ['FCFA', 'Central African CFA Franc'], ETB: ['Br', 'Ethiopian Birr'], ZMW: ['ZK', 'Zambian Kwacha'], MZN: ['MT', 'Mozambican Metical'],
  AOA: ['Kz', 'Angolan Kwanza'], BWP: ['P', 'Botswana Pula'], CDF: ['FC', 'Congolese Franc'],
  SAR: ['﷼', 'Saudi Riyal'], AED: ['د.إ', 'UAE Dirham'], QAR: ['ر.ق', 'Qatari Riyal'], KWD: ['د.ك', 'Kuwaiti Dinar'],
  BHD: ['.د.ب', 'Bahraini Dinar'], OMR: ['ر.ع.', 'Omani Rial'], JOD: ['د.ا', 'Jordanian Dinar'], ILS: ['₪', 'Israeli New Shekel'],
  IQD: ['ع.د', 'Iraqi Dinar'], IRR: ['﷼', 'Iranian Rial'],
};

/**
 * Coins: code → [symbol, name]. The widget writes a coin's amount with its code, its symbol being
 * no common sign. They are the crypto list (currencies.ts, which the list call reads); a test
 * keeps the two together.
 */
const COINS: Record<string, readonly [string, string]> = {
  BTC: ['₿', 'Bitcoin'], ETH: ['Ξ', 'Ethereum'], USDT: ['₮', 'Tether'], TRX: ['TRX', 'TRON'], LTC: ['Ł', 'Litecoin'],
  DOGE: ['Ð', 'Dogecoin'], BNB: ['BNB', 'BNB'],
};

/**
 * Neither money nor a coin of the crypto list: the sweepstakes coins (QGC is written QSC), the
 * bonus account, and NEO, which spec §3 leaves out of the crypto list (2 decimals, its code).
 */
const OTHER: Record<string, readonly [string, string]> = {
  NEO: ['NEO', 'NEO'],
  QSC: ['QSC', 'Sweeps Coins'], GC: ['GC', 'Gold Coins'], SC: ['SC', 'Sweeps Coins'], BONUS: ['BONUS', 'Bonus account'],
};

/** Spec §3: the code QGC is written QSC. */
export const shownCurrency = (code: string): string => (code.toUpperCase() === 'QGC' ? 'QSC' : code);

const entryOf = (code: string, [symbol, name]: readonly [string, string], crypto: boolean): CurrencyEntry => ({
  code, symbol, name, crypto, decimals: crypto ? CRYPTO_DECIMALS : FIAT_DECIMALS,
});

/** The table's entry for a code (any case; QGC as QSC), or null for a code it does not know. */
export function currencyEntry(code: string): CurrencyEntry | null {
  const upper = shownCurrency(code).toUpperCase();
  if (MONEY[upper]) return entryOf(upper, MONEY[upper], false);
  if (COINS[upper]) return entryOf(upper, COINS[upper], true);
  if (OTHER[upper]) return entryOf(upper, OTHER[upper], false);
  return null;
}

/** Spec §3: 8 decimals for a coin, 2 for anything else (an unknown code is treated as money). */
export const fractionDigits = (currency: string): number => currencyEntry(currency)?.decimals ?? FIAT_DECIMALS;

/** Spec §3 "The fiat list is the non-crypto currencies": the table's money, by code. */
export const FIAT_LIST: readonly string[] = Object.keys(MONEY).sort();

/** The table's coins: the crypto list. */
export const COIN_CODES: readonly string[] = Object.keys(COINS);

/** How many codes the table holds. */
export const TABLE_SIZE = Object.keys(MONEY).length + Object.keys(COINS).length + Object.keys(OTHER).length;
