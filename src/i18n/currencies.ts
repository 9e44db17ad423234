/**
 * Spec §3: the crypto list, the coins the cashier offers as crypto (the list call's currency type,
 * the crypto-balance tabs). Their symbols, names and decimals are the currency table's
 * (currencyTable.ts), which also holds NEO, a coin the list leaves out.
 */
export const CRYPTO_CURRENCIES: ReadonlySet<string> = new Set(['BTC', 'ETH', 'USDT', 'TRX', 'LTC', 'DOGE', 'BNB']);
