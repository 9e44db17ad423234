import { httpPath } from '../contract/common';
import { DEPOSIT_CALLS } from '../contract/deposit';
import { httpHeaders } from '../transport/http';
import { postAndForget } from '../transport/plain';
import type { TransportConfig } from '../transport/types';

/**
 * Spec §7 `session-form-on-close-modal`: when the page closes while a deposit is being created.
 * Always HTTP with `keepalive`, because a socket emit does not survive the page going away.
 */
export function sendCloseBeacon(
  config: TransportConfig,
  payload: { paymentMethod: string; paymentMethodText?: string; userId?: string },
): void {
  const url = `${config.apiUrl.replace(/\/+$/, '')}${httpPath(DEPOSIT_CALLS.sessionFormOnCloseModal)}`;
  // The page is closing; nobody is left to tell if it fails.
  postAndForget(url, payload, { headers: httpHeaders(config), keepalive: true });
}
