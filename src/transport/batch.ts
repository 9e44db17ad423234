import { CashierError } from './errors';

/** Spec §4 Guards and §9: a batch of requests that takes longer than this goes to the error route. */
export const BATCH_TIMEOUT_MS = 30_000;

/**
 * Runs the calls of one screen together. Rejects with 'Request timeout' after 30 s, aborting
 * whatever is still in flight, so the caller can go to the error route.
 */
export async function runBatch<T>(
  run: (signal: AbortSignal) => Promise<T>,
  outer?: AbortSignal,
  timeoutMs: number = BATCH_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  const abortFromOuter = () => controller.abort();
  outer?.addEventListener('abort', abortFromOuter, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // The timeout settles the race first: the abort then rejects what is in flight, unheard.
      reject(new CashierError('timeout', 'Request timeout'));
      controller.abort();
    }, timeoutMs);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abortFromOuter);
  }
}
