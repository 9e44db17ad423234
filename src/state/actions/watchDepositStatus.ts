import { getDepositStatus } from '../../api/getDepositStatus';
import { PUSH_EVENTS } from '../../contract/common';
import { DepositStatusSchema, P2P_FINAL_STATES, type TransactionData } from '../../contract/deposit';
import * as v from 'valibot';
import type { Cashier } from '../cashier';
import { isFinal, nextStatus, statusFromServer, type TransactionStatus } from '../deposit/status';
import { depositEnded } from '../create/intentKeys';

/**
 * A P2P invoice's named end state (spec §4 "Peer-to-peer": AUTO_CANCELED, CANCELED, PAYED) ends its
 * flow, whatever code comes with it: a backend may name the end before its code says so, and a
 * waiting code would otherwise read as accepted after the complete page's 60 s. Given up
 * (CANCELED) or past its time (AUTO_CANCELED) is declined and says which; paid (PAYED) is what the
 * code says when it is final, else being processed, as after the player's own Paid. A deposit the
 * code says was credited stays credited. Any other name: null, the code alone decides.
 */
export function p2pEnd(named: string | undefined, code: TransactionStatus): { status: TransactionStatus; ending: 'cancelled' | 'expired' | null } | null {
  if (named === undefined || !P2P_FINAL_STATES.has(named)) return null;
  if (named === 'PAYED') return { status: isFinal(code) ? code : 'accepted', ending: null };
  if (code === 'processed') return { status: 'processed', ending: null };
  return { status: 'mistaked', ending: named === 'CANCELED' ? 'cancelled' : 'expired' };
}

/** How often the complete page asks for the status when the transport is http (spec §9 gives 5 s for P2P). */
export const STATUS_POLL_MS = 5000;

/**
 * Follows one deposit's status until it is final or its P2P invoice names its end (p2pEnd):
 * `deposit.status` pushes over the socket, or `deposit-status` polling over http. Repeated, late
 * or out-of-order news cannot undo a final status (see nextStatus). A crypto transfer seen on its chain is handed to `onTransaction`
 * (spec §3 "Transaction"). Returns a stop function.
 */
export function watchDepositStatus(
  cashier: Cashier,
  depositId: string,
  paymentMethod?: string,
  onTransaction?: (transaction: TransactionData) => void,
): () => void {
  const { store } = cashier;
  let ended = false;
  const apply = (code: unknown, named?: string, transaction?: TransactionData) => {
    if (store.deposit.status.depositId !== depositId) return;
    const status = statusFromServer(code);
    const end = p2pEnd(named, status);
    store.deposit.status.status = nextStatus(store.deposit.status.status, end ? end.status : status);
    if (end) ended = true;
    // Paid, declined, cancelled or expired: no tab or element joins this intent again.
    if (ended || isFinal(store.deposit.status.status)) depositEnded(depositId);
    // Said only of a deposit that did end declined (not of one credited before the news came).
    if (end?.ending && store.deposit.status.status === 'mistaked') store.deposit.ending = end.ending;
    if (transaction) onTransaction?.(transaction);
  };
  const api = cashier.api();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pollOnce = async () => {
    try {
      const answer = await getDepositStatus(api, { depositId, paymentMethod }, cashier.sessionSignal());
      if (!stopped) apply(answer.status, answer.transactionStatus, answer.transactionData);
    } catch {
      // A failed poll is tried again on the next tick or reconnection.
    }
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  if (api.transport.mode === 'socket') {
    const offPush = api.transport.subscribe(PUSH_EVENTS.depositStatus, (data) => {
      const push = v.safeParse(DepositStatusSchema, data);
      if (push.success && push.output.depositId === depositId) apply(push.output.status, push.output.transactionStatus, push.output.transactionData);
    });
    // A push sent while the socket was down is lost: ask once each time it is back. So is one
    // sent before this page listened (a provider that declines at once): ask once now too.
    const offReconnect = api.transport.subscribe('connect', () => void pollOnce());
    void pollOnce();
    return () => {
      stop();
      offPush();
      offReconnect();
    };
  }
  const settled = () => ended || (store.deposit.status.depositId === depositId && isFinal(store.deposit.status.status));
  const poll = async () => {
    await pollOnce();
    if (!stopped && !settled()) timer = setTimeout(poll, STATUS_POLL_MS);
  };
  void poll();
  return stop;
}
