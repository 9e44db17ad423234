/** Spec §9 "Onramp": what the page starts with before the player's country is known, and what is bought. */
export const INITIAL_FIAT = 'USD';
export const INITIAL_CRYPTO = 'USDT';

/**
 * Spec §9 "default country-to-currency map": the currency a player of each country pays in at
 * first (the spec keeps its contents private; these are the countries' own currencies). Any other
 * country starts in US dollars.
 */
export const ONRAMP_COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  AT: 'EUR', BE: 'EUR', CY: 'EUR', DE: 'EUR', EE: 'EUR', ES: 'EUR', FI: 'EUR', FR: 'EUR', GR: 'EUR', HR: 'EUR', IE: 'EUR',
  IT: 'EUR', LT: 'EUR', LU: 'EUR', LV: 'EUR', MT: 'EUR', NL: 'EUR', PT: 'EUR', SI: 'EUR', SK: 'EUR',
  GB: 'GBP', CH: 'CHF', SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN', CZ: 'CZK', HU: 'HUF', RO: 'RON', BG: 'BGN',
  TR: 'TRY', UA: 'UAH', RU: 'RUB', KZ: 'KZT', KG: 'KGS', UZ: 'UZS', GE: 'GEL', AM: 'AMD', AZ: 'AZN',
  US: 'USD', CA: 'CAD', MX: 'MXN', BR: 'BRL', AR: 'ARS', CL: 'CLP', CO: 'COP', PE: 'PEN', UY: 'UYU',
  AU: 'AUD', NZ: 'NZD', JP: 'JPY', KR: 'KRW', IN: 'INR', ID: 'IDR', MY: 'MYR', TH: 'THB', PH: 'PHP', VN: 'VND',
  SG: 'SGD', HK: 'HKD', TW: 'TWD', AE: 'AED', SA: 'SAR', IL: 'ILS', EG: 'EGP', ZA: 'ZAR', NG: 'NGN', KE: 'KES',
  GH: 'GHS', MA: 'MAD', PK: 'PKR', BD: 'BDT',
};

/** The currency a player of this country starts paying in. */
export const onrampCurrencyFor = (country: string): string => ONRAMP_COUNTRY_CURRENCY[country.toUpperCase()] ?? INITIAL_FIAT;

/** The currencies an on-ramp can be paid in: each of the map's, once, sorted by code. */
export const ONRAMP_CURRENCIES: readonly string[] = [...new Set([INITIAL_FIAT, ...Object.values(ONRAMP_COUNTRY_CURRENCY)])].sort();
