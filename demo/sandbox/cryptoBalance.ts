/**
 * A crypto-balance player (spec §2 "Crypto-balance tree"; README "Sandbox test values"): the token
 * `crypto-balance`, or `crypto-balance-` and anything. Their list call answers by the currency's
 * type (api.ts), and they withdraw to USDT on a second network (withdrawals.ts).
 */
export const isCryptoBalancePlayer = (token: string): boolean => token === 'crypto-balance' || token.startsWith('crypto-balance-');
