/** DESIGN §2 "Modes", sweepstakes: the Coin Shop's pages (the crypto pages keep the crypto flow's paths). */
export const COIN_SHOP_PATH = '/deposit';
export const SELECT_METHOD_PATH = '/deposit/select-method';
export const SWEEP_CRYPTO_LIST_PATH = '/deposit/crypto';
export const SWEEP_CRYPTO_ADDRESS_PATH = '/deposit/crypto/address';

/** DESIGN §2 "Modes", sweepstakes: Redemption's pages. */
export const REDEMPTION_PATH = '/withdrawal';
export const REDEMPTION_CRYPTO_PATH = '/withdrawal/crypto';
export const CONVERT_PATH = '/withdrawal/convert';
export const REDEMPTION_COMPLETE_PATH = '/withdrawal/complete';
