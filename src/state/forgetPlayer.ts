import { INTENT_SALT_NAME, INTENT_STORAGE_PREFIX } from './deposit/intentLedger';
import { isPlayersName, playerTag } from './keptNames';
import { KEPT_LIST_PREFIX } from './keptListStorage';
import { LAST_DEPOSIT_PREFIX } from './lastDeposit';
import { localStorageOrNull } from './localStorageOrNull';
import { userPlayer } from './playerOf';
import { RETURNING_STORAGE_KEY } from './returningKey';
import { STORAGE_KEYS } from './sessionStorage';

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Whose a same-tab payment's entry is (its player tag), or null when it names none or cannot be read. */
function returningPlayer(storage: Storage): string | null {
  try {
    const kept = JSON.parse(storage.getItem(RETURNING_STORAGE_KEY) ?? 'null') as { player?: unknown } | null;
    return typeof kept?.player === 'string' ? kept.player : null;
  } catch {
    return null;
  }
}

const namesIn = (storage: Storage): string[] => Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((name) => name !== null);

/**
 * Removes what this browser keeps for the player (a logout on a shared device): their kept lists
 * and last deposit, found by their id (`user-id`, as the handshake gave it), and their same-tab
 * payment's entry. What cannot be told apart by player goes for everyone: the intent ledger's
 * records (named by a hash of the whole intent), the region and language a web view reload reads
 * back, and entries named as an older release named them. Without an id, everything the widget
 * keeps goes. The browser's salt stays: other tabs use it for the ledger they share.
 */
export function forgetPlayer(userId?: string | number): void {
  const local = localStorageOrNull();
  const session = sessionStorageOrNull();
  let tag: string | null = null;
  try {
    const salt = local?.getItem(INTENT_SALT_NAME);
    // Without a salt nothing was kept under a player's tag; an id given still forgets only theirs.
    tag = userId === undefined ? null : salt ? playerTag(salt, userPlayer(userId)) : '';
  } catch {
    return;
  }
  const isForgotten = (name: string, prefix: string) =>
    name.startsWith(prefix) && (tag === null || isPlayersName(name, prefix, tag) || !name.slice(prefix.length).includes('.'));
  try {
    if (local) {
      for (const name of namesIn(local)) {
        if (isForgotten(name, KEPT_LIST_PREFIX) || isForgotten(name, LAST_DEPOSIT_PREFIX) || name.startsWith(INTENT_STORAGE_PREFIX)) local.removeItem(name);
      }
    }
    if (session) {
      const returning = returningPlayer(session);
      if (tag === null || returning === null || returning === tag) session.removeItem(RETURNING_STORAGE_KEY);
      session.removeItem(STORAGE_KEYS.user);
    }
  } catch {
    // A storage the browser refuses holds nothing of the player.
  }
}
