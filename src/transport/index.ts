import { createHttpTransport } from './http';
import { createSocketTransport } from './socket';
import type { Transport, TransportConfig, TransportHooks } from './types';

export type { Transport, TransportConfig, TransportHooks, TransportMode } from './types';

/** Spec §4: a transport of http skips the socket entirely. */
export function createTransport(config: TransportConfig, hooks: TransportHooks): Transport {
  return config.mode === 'http' ? createHttpTransport(config, hooks) : createSocketTransport(config, hooks);
}
