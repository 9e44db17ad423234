import type { Handshake } from '../host/handshake';
import { hash64 } from './hash64';

/**
 * Who the player is, for every key and record the widget keeps for them (idempotency keys, the
 * kept list, the last deposit, a same-tab payment): the host's user id, else the session's token,
 * hashed (never kept readable). Without a user id a host's token refresh cannot be told from
 * another player signing in on the same device, so it counts as another player: at worst a new
 * key or a list loaded afresh, never another player's.
 */
export const playerOf = (handshake: Pick<Handshake, 'userId' | 'token'> | null): string | null =>
  handshake ? (handshake.userId ? userPlayer(handshake.userId) : `token:${hash64(handshake.token)}`) : null;

/** The player a user id names (what `forgetPlayer(userId)` forgets). */
export const userPlayer = (userId: string | number): string => `user:${userId}`;
