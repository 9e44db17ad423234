/**
 * Spec §9 crypto tables: each chain's confirmations (how many blocks, how often one comes, where a
 * transaction can be looked up), and each network's label, chain and confirmation minutes. The
 * sandbox has its own reading of the same tables (demo/sandbox/chains.ts).
 */
export interface Chain {
  blocks: number;
  intervalMs: number;
  explorer: string;
}

export const CHAINS = {
  BSC: { blocks: 16, intervalMs: 2000, explorer: 'https://bscscan.com/tx/' },
  Bitcoin: { blocks: 5, intervalMs: 600_000, explorer: 'https://mempool.space/tx/' },
  Ethereum: { blocks: 16, intervalMs: 12_000, explorer: 'https://etherscan.io/tx/' },
  Litecoin: { blocks: 5, intervalMs: 150_000, explorer: 'https://blockchair.com/litecoin/transaction/' },
  TON: { blocks: 8, intervalMs: 2000, explorer: 'https://tonviewer.com/transaction/' },
  Tron: { blocks: 20, intervalMs: 3000, explorer: 'https://tronscan.org/#/transaction/' },
} as const satisfies Record<string, Chain>;
export type ChainName = keyof typeof CHAINS;

export const chainOf = (name: string | undefined): Chain | undefined =>
  name !== undefined && Object.hasOwn(CHAINS, name) ? CHAINS[name as ChainName] : undefined;

/** Spec §9 "Network confirmation minutes", by the network's name; any other network takes 10. */
const CONFIRMATION_MINUTES: Readonly<Record<string, number>> = {
  Bitcoin: 15, Monero: 10, 'Bitcoin Cash': 10, 'ERC-20': 10, 'TRC-20': 5, 'BEP-20': 5, Litecoin: 5, Dash: 5, Doge: 5, Zcash: 5, Ripple: 3, Stellar: 3,
};
export const DEFAULT_CONFIRMATION_MINUTES = 10;

/** A method's `network` code as the player reads it, and the chain it runs on. */
const NETWORKS: Readonly<Record<string, { label: string; chain?: ChainName }>> = {
  TRC20: { label: 'TRC-20', chain: 'Tron' },
  ERC20: { label: 'ERC-20', chain: 'Ethereum' },
  BEP20: { label: 'BEP-20', chain: 'BSC' },
  BTC: { label: 'Bitcoin', chain: 'Bitcoin' },
  ETH: { label: 'Ethereum', chain: 'Ethereum' },
  LTC: { label: 'Litecoin', chain: 'Litecoin' },
  TRX: { label: 'Tron', chain: 'Tron' },
  TON: { label: 'TON', chain: 'TON' },
  DOGE: { label: 'Doge' },
};

/** The network's name for the player: a known code's label, else the code itself. */
export const networkLabel = (code: string): string => NETWORKS[code.toUpperCase()]?.label ?? code;
export const networkChainName = (code: string): ChainName | undefined => NETWORKS[code.toUpperCase()]?.chain;
export const confirmationMinutes = (code: string): number => CONFIRMATION_MINUTES[networkLabel(code)] ?? DEFAULT_CONFIRMATION_MINUTES;
