import { DEPOSIT_LIST_PATH } from '../routes/paths';
import { isEmptyList, type MethodsAnswer } from './actions/loadMethodList';
import type { Cashier } from './cashier';
import { lastDepositName, type LastDeposit, readLastDeposit, writeLastDeposit } from './lastDeposit';
import type { ListOwner } from './listOwner';
import { keptListName, type KeptList, type ListIdentity, readKeptList, writeKeptList } from './keptListStorage';
import { browserSalt } from './keptNames';
import { localStorageOrNull } from './localStorageOrNull';
import { playerOf } from './playerOf';
import { resetSlices } from './store';

// What this browser keeps of a cashier's player between visits, as the deposit list and
// the create use it: the list (keptListStorage.ts) and the last deposit (lastDeposit.ts). A chunk of its
// own, loaded beside the list's first request (off the first screen).

/** The list kept by this browser under `identity`, if any. */
export function readListOf(identity: ListIdentity | null): KeptList | null {
  if (!identity) return null;
  const storage = localStorageOrNull();
  return readKeptList(storage, keptListName(identity, browserSalt(storage)), Date.now());
}

/**
 * Keeps a fresh list, with its country selector, for its owner's next visit: a list worth showing
 * then, not a direct one (it opens a method by itself), not an empty one.
 */
export function writeListOf(owner: ListOwner, answer: MethodsAnswer): void {
  if (!owner.identity || answer.direct || isEmptyList(answer)) return;
  const storage = localStorageOrNull();
  writeKeptList(storage, keptListName(owner.identity, browserSalt(storage)), {
    list: { paymentGroups: answer.paymentGroups, paymentMethods: answer.paymentMethods },
    geo: owner.geo,
  }, Date.now());
}

/**
 * The fresh list replaced the kept one: it is kept in turn, and a method chosen from the kept list
 * that the fresh one no longer has is left (its page had no limits to trust): back to the list,
 * saying the method is not available.
 */
export function refreshedListOf(cashier: Cashier, owner: ListOwner, answer: MethodsAnswer, keptShown: boolean): void {
  // The session the list came in has ended (the element removed, another token): it is not this player's any more.
  if (owner.session.aborted) return;
  writeListOf(owner, answer);
  const { store } = cashier;
  const chosen = store.payment.paymentMethod?.name;
  if (!keptShown || !chosen) return;
  const fresh = [...answer.paymentMethods, ...answer.paymentGroups.flatMap((group) => group.paymentMethods)];
  if (fresh.some((method) => method.name === chosen)) return;
  resetSlices(store, ['payment']);
  store.notice = { id: (store.notice?.id ?? 0) + 1, text: { key: METHOD_GONE_KEY } };
  cashier.nav.navigate(DEPOSIT_LIST_PATH, { replace: true });
}

/** What the player is told of a method that left the list while its page was open. */
const METHOD_GONE_KEY = 'common.errors.banking.methodUnavailable';

/** The player's last deposit in this browser (what "Deposit again" offers), if one is kept. */
export function lastDepositOf(cashier: Cashier): LastDeposit | null {
  const player = playerOf(cashier.store.handshake);
  const storage = localStorageOrNull();
  return player === null ? null : readLastDeposit(storage, lastDepositName(cashier.deployment.apiUrl, player, browserSalt(storage)), Date.now());
}

/** A deposit was made with an amount: it is the one "Deposit again" offers next time, to the player who made it. */
export function rememberDeposit(cashier: Cashier, player: string | null, deposit: Omit<LastDeposit, 'at'>): void {
  const storage = localStorageOrNull();
  if (player !== null) writeLastDeposit(storage, lastDepositName(cashier.deployment.apiUrl, player, browserSalt(storage)), deposit, Date.now());
}
