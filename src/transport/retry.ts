import { CashierError, isNetworkFailure } from './errors';

/** Spec §9: generic retry defaults. */
export const RETRY_COUNT = 3;
export const RETRY_DELAY_MS = 2000;

/** Spec §9 (socket): backoff is min(2^n·1000 + random(0..1000), max). */
export const SOCKET_RECONNECT_ATTEMPTS = 3;
export const SOCKET_BACKOFF_MAX_MS = 10_000;

export function socketBackoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.min(2 ** attempt * 1000 + Math.floor(random() * 1000), SOCKET_BACKOFF_MAX_MS);
}

/** Resolves after `ms`, or rejects at once when the signal aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CashierError('aborted', 'Request aborted'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CashierError('aborted', 'Request aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt`, and for network failures only tries again up to `retries` times, `delayMs` apart. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  opts: { retries?: number; delayMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  const retries = opts.retries ?? RETRY_COUNT;
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (thrown) {
      if (tries >= retries || !isNetworkFailure(thrown)) throw thrown;
      await delay(opts.delayMs ?? RETRY_DELAY_MS, opts.signal);
    }
  }
}
