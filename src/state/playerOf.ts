import type { Cashier } from './cashier';

/** Who the cashier's player is, for the names of what is kept for them: their id, else their token (only ever hashed). */
export const playerOf = (cashier: Cashier): string | null =>
  cashier.store.handshake ? (cashier.store.handshake.userId ?? cashier.store.handshake.token) : null;
