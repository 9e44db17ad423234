const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const EVM = /^0x[0-9a-fA-F]{40}$/;
/**
 * What an address looks like on each network, so that a payout is never sent to one that cannot
 * be there (coins sent to an address of another network are lost). By the method's `network` code;
 * a network not listed here is not checked (its backend's field pattern still is).
 */
const PATTERNS: Readonly<Record<string, RegExp>> = {
  TRC20: new RegExp(`^T${BASE58}{33}$`),
  TRX: new RegExp(`^T${BASE58}{33}$`),
  ERC20: EVM,
  BEP20: EVM,
  ETH: EVM,
  BTC: new RegExp(`^(bc1[02-9ac-hj-np-z]{11,71}|[13]${BASE58}{25,34})$`),
  LTC: new RegExp(`^(ltc1[02-9ac-hj-np-z]{11,71}|[LM3]${BASE58}{26,33})$`),
  DOGE: new RegExp(`^D${BASE58}{25,34}$`),
  TON: /^([EU]Q[A-Za-z0-9_-]{46}|-?\d:[0-9a-fA-F]{64})$/,
};

/** Whether `address` can be an address on `network` (true when the network is not one this knows). */
export function isWalletAddressOf(network: string | undefined, address: string): boolean {
  const pattern = network ? PATTERNS[network.toUpperCase()] : undefined;
  return pattern ? pattern.test(address.trim()) : true;
}

/** The field a crypto payout's address is typed in (DESIGN §2: a withdrawal's or a redemption's wallet). */
export const WALLET_FIELD = 'wallet_address';

/**
 * Whether the wallet typed for a payout on the method's network is an address of another network
 * (coins sent there are lost): false when there is no wallet field or the network is not known.
 */
export function walletOfAnotherNetwork(method: { network?: string }, values: Readonly<Record<string, string>>): boolean {
  const wallet = values[WALLET_FIELD];
  return wallet !== undefined && !isWalletAddressOf(method.network, wallet);
}
