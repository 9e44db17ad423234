import { getDepositStatus } from '../../api/getDepositStatus';
import { PUSH_EVENTS } from '../../contract/common';
import { DepositStatusSchema, type TransactionData } from '../../contract/deposit';
import * as v from 'valibot';
import type { Cashier } from '../cashier';
import { isFinal, nextStatus, statusFromServer, type TransactionStatus } from '../deposit/status';
import { depositEnded } from '../create/intentKeys';

/** How often the complete page asks for the status when the transport is http (spec §9 gives 5 s for P2P). */
export const STATUS_POLL_MS = 5000;

/** How a deposit is followed: the method it is of, what a transfer seen on its chain is handed to, and which named states end it. */
export interface Following {
  paymentMethod?: string;
  /** A crypto transfer seen on its chain. */
  onTransaction?: (transaction: TransactionData) => void;
  /** The status a named state ends the deposit with, as the flow table's flows name their ends (FlowTable.namedEnd); null: the code alone decides. */
  namedEnd?: (named: string, code: TransactionStatus) => TransactionStatus | null;
}

/**
 * Follows one deposit's status until it is final or a named state ends it: `deposit.status`
 * pushes over the socket, or `deposit-status` polling over http. Repeated, late or out-of-order
 * news cannot undo a final status (see nextStatus). Returns a stop function.
 */
export function watchDepositStatus(cashier: Cashier, depositId: string, following: Following = {}): () => void {
  const { paymentMethod, onTransaction, namedEnd } = following;
  const { store } = cashier;
  let ended = false;
  const apply = (code: unknown, named?: string, transaction?: TransactionData) => {
    if (store.deposit.status.depositId !== depositId) return;
    const status = statusFromServer(code);
    const endedWith = named === undefined ? null : (namedEnd?.(named, status) ?? null);
    store.deposit.status.status = nextStatus(store.deposit.status.status, endedWith ?? status);
    if (endedWith !== null) ended = true;
    // Paid, declined, cancelled or expired: no tab or element joins this intent again.
    if (ended || isFinal(store.deposit.status.status)) depositEnded(depositId);
    // Kept only of a deposit that did end declined (not of one credited before the news came), for its flow's words.
    if (endedWith !== null && store.deposit.status.status === 'mistaked') store.deposit.status.endedAs = named;
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
