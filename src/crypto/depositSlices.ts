import type { TransactionData } from '../contract/deposit';
import { ownSlice } from '../state/ownSlice';

/**
 * A transfer to the deposit's address, seen on its chain: what came, when
 * it was first seen (ms: its blocks are counted from then), on which network, under which hash.
 */
export interface SeenTransfer {
  data: TransactionData;
  seenAt: number;
  network: string;
  txid?: string;
}

/** Kept with the deposit (DepositState.own), so it is forgotten with it. */
export const SEEN_TRANSFER = ownSlice<SeenTransfer>('crypto-seen-transfer');

/**
 * The address page the deposit was made on, when the player is brought back to it as they left it
 * (a crypto-balance tab): the page then shows this deposit again instead of asking for another.
 */
export const RESUMED_ON = ownSlice<string>('crypto-resumed-on');
