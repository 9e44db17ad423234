/**
 * The sandbox's own reading of spec §9's crypto tables, written from the specification and not
 * taken from the widget, so that a test against the sandbox can catch the widget misreading one:
 * the chain a network code runs on (and the name the chain is reported under), how many blocks
 * confirm a transfer there and how often one comes, and the minutes a network without a chain
 * table takes.
 */
const CHAIN_BLOCKS: Readonly<Record<string, { blocks: number; intervalMs: number }>> = {
  BSC: { blocks: 16, intervalMs: 2_000 },
  Bitcoin: { blocks: 5, intervalMs: 10 * 60_000 },
  Ethereum: { blocks: 16, intervalMs: 12_000 },
  Litecoin: { blocks: 5, intervalMs: 150_000 },
  TON: { blocks: 8, intervalMs: 2_000 },
  Tron: { blocks: 20, intervalMs: 3_000 },
};

/** Spec §9 "Network confirmation minutes", by the network's name; any other takes 10. */
const NETWORK_MINUTES: Readonly<Record<string, number>> = {
  Bitcoin: 15, Monero: 10, 'Bitcoin Cash': 10, 'ERC-20': 10, 'TRC-20': 5, 'BEP-20': 5, Litecoin: 5, Dash: 5, Doge: 5, Zcash: 5, Ripple: 3, Stellar: 3,
};

/** The sandbox's network codes: the name a player reads, and the chain each runs on. */
const NETWORK_CODES: Readonly<Record<string, { name: string; chain?: string }>> = {
  TRC20: { name: 'TRC-20', chain: 'Tron' },
  TRX: { name: 'Tron', chain: 'Tron' },
  ERC20: { name: 'ERC-20', chain: 'Ethereum' },
  ETH: { name: 'Ethereum', chain: 'Ethereum' },
  BEP20: { name: 'BEP-20', chain: 'BSC' },
  BTC: { name: 'Bitcoin', chain: 'Bitcoin' },
  LTC: { name: 'Litecoin', chain: 'Litecoin' },
  TON: { name: 'TON', chain: 'TON' },
  DOGE: { name: 'Doge' },
};

/** The blockchain a transfer on this network is reported under: its chain, else the network's name, else its code. */
export function blockchainOf(network: string): string {
  const known = NETWORK_CODES[network.toUpperCase()];
  return known?.chain ?? known?.name ?? network;
}

/** How long a transfer on this network takes to be confirmed: its chain's blocks, else the network's minutes. */
export function confirmationMs(network: string): number {
  const known = NETWORK_CODES[network.toUpperCase()];
  const chain = known?.chain ? CHAIN_BLOCKS[known.chain] : undefined;
  if (chain) return chain.blocks * chain.intervalMs;
  return (NETWORK_MINUTES[known?.name ?? network] ?? 10) * 60_000;
}
