import { createHttpTransport } from './http';
import type { Transport, TransportConfig, TransportHooks } from './types';

export type { Transport, TransportConfig, TransportHooks, TransportMode } from './types';

/**
 * Spec §4: a transport of http skips the socket entirely. The socket transport, with socket.io,
 * is a chunk of its own that an http cashier never loads: it comes as a promise.
 */
export function createTransport(config: TransportConfig, hooks: TransportHooks): Transport | Promise<Transport> {
  if (config.mode === 'http') return createHttpTransport(config, hooks);
  return import('./socket').then((socket) => socket.createSocketTransport(config, hooks));
}
