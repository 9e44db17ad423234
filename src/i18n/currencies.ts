/** Spec §3: crypto currencies have 8 decimals, fiat 2. */
export const CRYPTO_CURRENCIES = new Set(['BTC', 'ETH', 'USDT', 'TRX', 'LTC', 'DOGE', 'BNB']);
export const CRYPTO_FRACTION_DIGITS = 8;
export const FIAT_FRACTION_DIGITS = 2;

export const fractionDigits = (currency: string): number =>
  CRYPTO_CURRENCIES.has(currency.toUpperCase()) ? CRYPTO_FRACTION_DIGITS : FIAT_FRACTION_DIGITS;
