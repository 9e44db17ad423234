import { SOCKET_PATH } from '../contract/common';
import type { TransportConfig } from './types';

/** Spec §7: the socket's query parameters. */
export function socketQuery(config: TransportConfig): Record<string, string> {
  const query: Record<string, string> = {
    Authorization: config.token,
    xorigin: config.xOrigin,
    Language: config.language,
    pwa: String(config.pwa),
    isMobileApp: String(config.isMobileApp),
    cashier_type: 'widget',
  };
  if (config.nativePlatform) {
    query.isNative = 'true';
    query.platform = config.nativePlatform;
  }
  return query;
}

/** The version of engine.io's protocol that socket.io-client 4 speaks. */
const ENGINE_PROTOCOL = '4';

/**
 * The address socket.io-client's engine gives the WebSocket of the socket for `config`: the
 * server's host with ws or wss, SOCKET_PATH with a trailing slash, the query, then the protocol and
 * the transport, each part encoded as engine.io encodes it. An address that differs is never
 * wrong, only slower: the socket opened early is then not taken (earlySocket.ts).
 */
export function engineSocketUrl(config: TransportConfig): string {
  const server = new URL(config.socketUrl);
  const scheme = server.protocol === 'https:' || server.protocol === 'wss:' ? 'wss' : 'ws';
  const query = Object.entries({ ...socketQuery(config), EIO: ENGINE_PROTOCOL, transport: 'websocket' })
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${scheme}://${server.host}${SOCKET_PATH}/?${query}`;
}
