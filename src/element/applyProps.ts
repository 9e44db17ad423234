import { parseHandshake } from '../host/handshake';
import type { Cashier } from '../state/cashier';
import { type ElementProps, handshakePayloadFromProps } from './props';

/** What decides a restart: a new token, transport, player or language means a new session (so does a new first page). */
export const sessionKey = (props: ElementProps): string =>
  JSON.stringify([props.token, props.transport, props.user, props.locale, props.platformVersion, props.pwa, props.isMobileApp]);

/**
 * Applies the attributes and properties to the cashier: reports malformed JSON attributes once,
 * starts a session when a token is set (or restarts it when the session changes), and otherwise
 * updates the handshake's cosmetic fields. Returns the key of the session now running.
 */
export function applyProps(
  cashier: Cashier,
  props: ElementProps,
  running: { key: string | null; reportedErrors: Set<string>; path?: string },
): void {
  for (const message of props.attributeErrors ?? []) {
    if (running.reportedErrors.has(message)) continue;
    running.reportedErrors.add(message);
    console.error(`[payment-cashier] ${message}`);
    cashier.notify('onInitError', { message });
  }
  if (!props.token) return;
  const parsed = parseHandshake(handshakePayloadFromProps(props));
  const key = sessionKey(props);
  // A new first page (initial-path changed at run time: Deposit or Withdraw): a session that opens it.
  const path = props.initialPath;
  const opens = path?.startsWith('/') && path !== (running.path ??= cashier.deployment.initialPath) ? (running.path = path) : undefined;
  if (key === running.key && !opens) {
    if (parsed.ok && cashier.store.handshake) Object.assign(cashier.store.handshake, parsed.handshake);
    return;
  }
  running.key = key;
  if (parsed.ok) void cashier.start(parsed.handshake, { path: opens });
  else cashier.fail(parsed.message);
}
