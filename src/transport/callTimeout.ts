import { CashierError } from './errors';

/** Spec §4 Guards and §9 ("batch timeout"): calls that take longer than this together go to the error route. */
export const CALL_TIMEOUT_MS = 30_000;

/**
 * Runs the calls of one screen (or one file read) under one timeout: rejects with 'Request
 * timeout' after CALL_TIMEOUT_MS, aborting whatever is still in flight, so the caller can go to
 * the error route.
 */
export async function withCallTimeout<T>(
  run: (signal: AbortSignal) => Promise<T>,
  outer?: AbortSignal,
  timeoutMs: number = CALL_TIMEOUT_MS,
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
