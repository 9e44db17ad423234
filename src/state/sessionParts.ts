import type { Api } from '../api/call';
import type { HostNotifier } from '../host/channels';
import { type Handshake, nativePlatformOf } from '../host/handshake';
import type { Navigator } from '../routes/navigator';
import { ERROR_PATH, pathOnly } from '../routes/paths';
import { CashierError } from '../transport/errors';
import type { Transport, TransportConfig, TransportHooks } from '../transport/types';
import { goToError } from './actions/goToError';
import { lockSide } from './actions/locks';
import { CASHIER_LOCKED, lockableSide } from '../contract/history';
import type { Analytics } from './analytics';
import { resetSlices, type CashierState } from './store';

/**
 * Who the cashier calls as, for this session (spec §7): the handshake, the deployment and the
 * chosen language, and the token (the handshake's, or the one the backend renewed it to).
 */
export function transportConfigFor(handshake: Handshake, deployment: { apiUrl: string; socketUrl: string }, language: string, token = handshake.token): TransportConfig {
  return {
    mode: handshake.transport,
    apiUrl: deployment.apiUrl,
    socketUrl: deployment.socketUrl,
    token,
    xOrigin: handshake.xOrigin ?? handshake.host ?? location.origin,
    language,
    platformVersion: handshake.platformVersion,
    pwa: handshake.pwa,
    isMobileApp: handshake.isMobileApp,
    nativePlatform: nativePlatformOf(handshake.user),
  };
}

/** What the transport tells the cashier of the connection, for one session. */
export function transportHooksFor(parts: { store: CashierState; nav: Navigator; notify: HostNotifier; onTokenRenewed: (token: string) => void }): TransportHooks {
  const { store, nav, notify, onTokenRenewed } = parts;
  let tokenExpiredReported = false;
  return {
    // One expiry, one event, however many calls it fails: the next comes with the next token.
    onUnauthorized: () => {
      if (tokenExpiredReported) return;
      tokenExpiredReported = true;
      notify('onTokenExpired', {});
    },
    onReconnectAttempt: (attempt, url) => {
      store.connection.reconnectAttempt = attempt;
      notify('onSocketReconnectAttempt', { attempt, url });
    },
    onConnected: () => {
      resetSlices(store, ['connection']);
    },
    onTokenRenewed,
    // Spec §4 Socket: after the last attempt the player reads 'Network connection failed'.
    onConnectionLost: () => {
      store.connection.lost = true;
      const here = pathOnly(nav.current());
      if (here !== ERROR_PATH) goToError({ nav }, new CashierError('network', 'socket.networkError'), here);
    },
  };
}

/**
 * The calls of one session over its transport: a failed call goes to analytics (spec §8), an
 * answer that breaks the contract to the host, and a lock (DESIGN §2) closes the side of the
 * cashier the refused call is on.
 */
export function apiFor(transport: Transport, analytics: Analytics, notify: HostNotifier, store: CashierState): Api {
  return {
    transport,
    onCallFailed: (spec, error) => {
      analytics.track('request_error', {
        path: `${spec.prefix}/${spec.name}`,
        error_text: error.message,
        error_code: error.code ?? String(error.status ?? error.kind),
      });
      const side = error.code === CASHIER_LOCKED ? lockableSide(spec.name) : undefined;
      if (side) lockSide(store, notify, side, error.data);
    },
    onInvalidAnswer: (event, message) => notify(event, { message }),
  };
}
