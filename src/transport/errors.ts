/**
 * Errors are values with a kind, a code and what the player should read; they are made here only.
 * Spec §8: the mapping from an error to the message shown lives in `state/errorMessage.ts`.
 */
export type ErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'aborted' | 'captcha' | 'unknown';

export class CashierError extends Error {
  readonly kind: ErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** The server's own message, shown only for `banking.merchantClientError` (after sanitising). */
  readonly serverMessage: string | undefined;
  /** What the server said beside its code (`banking.kycRequired`: the `verificationUrl`). */
  readonly data: Readonly<Record<string, unknown>> | undefined;

  constructor(
    kind: ErrorKind,
    message: string,
    opts: { status?: number; code?: string; serverMessage?: string; data?: unknown; cause?: unknown } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'CashierError';
    this.kind = kind;
    this.status = opts.status;
    this.code = opts.code;
    this.serverMessage = opts.serverMessage;
    this.data = opts.data && typeof opts.data === 'object' ? (opts.data as Record<string, unknown>) : undefined;
  }
}

/** Non-Error throws are wrapped (spec §8), so every caller sees a CashierError. */
export function toCashierError(thrown: unknown): CashierError {
  if (thrown instanceof CashierError) return thrown;
  if (thrown instanceof DOMException && thrown.name === 'AbortError') {
    return new CashierError('aborted', 'Request aborted', { cause: thrown });
  }
  if (thrown instanceof Error) return new CashierError('unknown', thrown.message, { cause: thrown });
  return new CashierError('unknown', typeof thrown === 'string' ? thrown : 'Unknown error', { cause: thrown });
}

/** Spec §8: these mean the network failed, so calls marked retry try again. */
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|reset|refused|not found|timed? ?out|network/i;

export function isNetworkFailure(thrown: unknown): boolean {
  if (thrown instanceof CashierError) return thrown.kind === 'network';
  return thrown instanceof TypeError && NETWORK_FAILURE.test(thrown.message);
}

/** Spec §8: socket statuses under 100, 200–299 or over 600 pass; others are errors. */
export function isSocketStatusOk(status: number): boolean {
  return status < 100 || (status >= 200 && status <= 299) || status > 600;
}
