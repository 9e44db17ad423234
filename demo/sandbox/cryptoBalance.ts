/**
 * A crypto-balance player (spec §2 "Crypto-balance tree"; README "Sandbox test values"): the token
 * `crypto-balance`, or `crypto-balance-` and anything. Their list call answers by the currency's
 * type (api.ts); their withdrawal list by the currency's kind too, and they withdraw to USDT on a
 * second network (withdrawals.ts).
 */
export const isCryptoBalancePlayer = (token: string): boolean => token === 'crypto-balance' || token.startsWith('crypto-balance-');

/** The sandbox's coins: a withdrawal list asked in one of them is a crypto-balance player's crypto tab. */
const COINS = new Set(['USDT', 'USDC', 'BTC', 'ETH', 'LTC', 'TRX', 'TON', 'DOGE', 'BNB']);
export const isCoinCode = (currency: string): boolean => COINS.has(currency.toUpperCase());

/** A crypto-balance player's withdrawal methods in `currency`: the coins' in a coin, the others' in money. */
export function withdrawalsInKind<Method extends { category?: string }>(currency: string, method: Method): boolean {
  return isCoinCode(currency) === (method.category === 'crypto');
}
