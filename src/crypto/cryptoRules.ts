import type { PaymentMethod } from '../contract/methods';
import { type Chain } from './chains';

/**
 * Spec §5 "Crypto": the network chosen first. One network is chosen by itself; of several, a TRC
 * network, then an ERC one, else the last.
 */
export function preselectedNetwork<M extends Pick<PaymentMethod, 'network'>>(networks: readonly M[]): M | undefined {
  if (networks.length <= 1) return networks[0];
  const named = (part: string) => networks.find((method) => (method.network ?? '').toUpperCase().includes(part));
  return named('TRC') ?? named('ERC') ?? networks.at(-1);
}

/** Spec §9: an address shown with its first and last 5 characters set apart (the parts a player checks). */
export function addressParts(address: string): { head: string; middle: string; tail: string } {
  if (address.length <= 10) return { head: address, middle: '', tail: '' };
  return { head: address.slice(0, 5), middle: address.slice(5, -5), tail: address.slice(-5) };
}

/** Spec §4 "Crypto confirmation": blocks confirmed since the transaction was seen, one per interval, up to the requirement. */
export function confirmedBlocks(chain: Pick<Chain, 'blocks' | 'intervalMs'>, seenAt: number, now: number): number {
  if (now <= seenAt) return 0;
  return Math.min(chain.blocks, Math.floor((now - seenAt) / chain.intervalMs));
}
