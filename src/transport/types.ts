import type { CallSpec } from '../contract/common';

export type TransportMode = 'socket' | 'http';

/** Who is calling: becomes HTTP headers or socket query parameters (spec §7). */
export interface TransportConfig {
  mode: TransportMode;
  apiUrl: string;
  socketUrl: string;
  token: string;
  xOrigin: string;
  language: string;
  platformVersion: string;
  pwa: boolean;
  isMobileApp: boolean;
  /** Set on native platforms (android, ios): adds isNative and platform to every request. */
  nativePlatform: string | undefined;
}

export interface TransportHooks {
  onUnauthorized(): void;
  onReconnectAttempt(attempt: number, url: string): void;
  onConnectionLost(): void;
  onConnected(): void;
  /** The backend renewed the session's token (`login.token`): the transport uses it from now on. */
  onTokenRenewed(token: string): void;
}

export interface Transport {
  readonly mode: TransportMode;
  /** Sends one call and resolves with the response's data, unvalidated. */
  request(spec: CallSpec, payload: unknown, signal?: AbortSignal): Promise<unknown>;
  /** Subscribes to a realtime push; a no-op for http, which polls instead. Returns an unsubscribe. */
  subscribe(event: string, handler: (data: unknown) => void): () => void;
  close(): void;
}
