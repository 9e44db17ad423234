/** DESIGN §2 "Modes", sweepstakes: the Coin Shop's pages (its coins and a coin's address are at the crypto pages' paths, src/crypto/paths.ts). */
export const COIN_SHOP_PATH = '/deposit';
export const SELECT_METHOD_PATH = '/deposit/select-method';

/** DESIGN §2 "Modes", sweepstakes: Redemption's pages. */
export const REDEMPTION_PATH = '/withdrawal';
export const REDEMPTION_CRYPTO_PATH = '/withdrawal/crypto';
export const CONVERT_PATH = '/withdrawal/convert';
export const REDEMPTION_COMPLETE_PATH = '/withdrawal/complete';
