/** The crypto pages of the deposit tree (spec §2 "crypto ('', address)"): the coins, and a coin's address. */
export const CRYPTO_LIST_PATH = '/deposit/crypto';
export const CRYPTO_ADDRESS_PATH = '/deposit/crypto/address';
