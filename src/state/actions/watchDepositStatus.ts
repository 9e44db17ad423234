import { getDepositStatus } from '../../api/getDepositStatus';
import { PUSH_EVENTS } from '../../contract/common';
import { DepositStatusSchema, type TransactionData } from '../../contract/deposit';
import * as v from 'valibot';
import type { Cashier } from '../cashier';
import { isFinal, nextStatus, statusFromServer } from '../deposit/status';
import { depositEnded } from '../create/intentKeys';

/** A P2P invoice's named end (spec §4 "Peer-to-peer"): given up, or past its time. */
export const endingOf = (named: string | undefined): 'cancelled' | 'expired' | null =>
  named === 'CANCELED' ? 'cancelled' : named === 'AUTO_CANCELED' ? 'expired' : null;

/** How often the complete page asks for the status when the transport is http (spec §9 gives 5 s for P2P). */
export const STATUS_POLL_MS = 5000;

/**
 * Follows one deposit's status until it is final: `deposit.status` pushes over the socket, or
 * `deposit-status` polling over http. Repeated, late or out-of-order news cannot undo a final
 * status (see nextStatus). A crypto transfer seen on its chain is handed to `onTransaction`
 * (spec §3 "Transaction"). Returns a stop function.
 */
export function watchDepositStatus(
  cashier: Cashier,
  depositId: string,
  paymentMethod?: string,
  onTransaction?: (transaction: TransactionData) => void,
): () => void {
  const { store } = cashier;
  const apply = (code: unknown, named?: string, transaction?: TransactionData) => {
    if (store.deposit.status.depositId !== depositId) return;
    store.deposit.status.status = nextStatus(store.deposit.status.status, statusFromServer(code));
    // Paid, declined, cancelled or expired: no tab or element joins this intent again.
    if (isFinal(store.deposit.status.status)) depositEnded(depositId);
    const ending = endingOf(named);
    if (ending) store.deposit.ending = ending;
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
  const settled = () => store.deposit.status.depositId === depositId && isFinal(store.deposit.status.status);
  const poll = async () => {
    await pollOnce();
    if (!stopped && !settled()) timer = setTimeout(poll, STATUS_POLL_MS);
  };
  void poll();
  return stop;
}
