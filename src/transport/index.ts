import { openEarlySocket } from './earlySocket';
import { createHttpTransport } from './http';
import { engineSocketUrl } from './socketAddress';
import type { Transport, TransportConfig, TransportHooks } from './types';

export type { Transport, TransportConfig, TransportHooks, TransportMode } from './types';

/**
 * Spec §4: a transport of http skips the socket entirely. The socket transport, with socket.io,
 * is a chunk of its own that an http cashier never loads: it comes as a promise. Its WebSocket is
 * opened now, while that chunk loads and is evaluated, and the chunk's first connection takes it.
 */
export function createTransport(config: TransportConfig, hooks: TransportHooks): Transport | Promise<Transport> {
  if (config.mode === 'http') return createHttpTransport(config, hooks);
  const early = openEarlySocket(engineSocketUrl(config));
  return import('./socket').then(
    (socket) => socket.createSocketTransport(config, hooks, { early }),
    (error: unknown) => {
      early.close();
      throw error;
    },
  );
}
