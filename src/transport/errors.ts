/**
 * Errors are values with a kind, a code and what the player should read; they are made here only.
 * Spec §8: the mapping from an error to the message shown lives in `messageForError`.
 */
export type ErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'aborted' | 'unknown';

export class CashierError extends Error {
  readonly kind: ErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** The server's own message, shown only for `banking.merchantClientError` (after sanitising). */
  readonly serverMessage: string | undefined;

  constructor(
    kind: ErrorKind,
    message: string,
    opts: { status?: number; code?: string; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'CashierError';
    this.kind = kind;
    this.status = opts.status;
    this.code = opts.code;
    this.serverMessage = opts.serverMessage;
  }
}

export const MERCHANT_CLIENT_ERROR = 'banking.merchantClientError';
export const PAYMENT_METHOD_REGEX_ERROR = 'banking.paymentMethodRegex';

/** Non-Error throws are wrapped (spec §8), so every caller sees a CashierError. */
export function toCashierError(thrown: unknown): CashierError {
  if (thrown instanceof CashierError) return thrown;
  if (thrown instanceof DOMException && thrown.name === 'AbortError') {
    return new CashierError('aborted', 'Request aborted', { cause: thrown });
  }
  if (thrown instanceof Error) return new CashierError('unknown', thrown.message, { cause: thrown });
  return new CashierError('unknown', typeof thrown === 'string' ? thrown : 'Unknown error', { cause: thrown });
}

/** What the player reads: a catalog key with values, or sanitised server text. */
export type ErrorMessage = { key: string; values?: Record<string, string> } | { serverText: string };

/**
 * Spec §8 in one place. `hasKey` tells whether the active catalog holds a key, because
 * `httpCodes.{status}` and `common.errors.{code}` are used only when a translation exists.
 */
export function messageForError(
  error: Pick<CashierError, 'kind' | 'status' | 'code' | 'serverMessage'>,
  hasKey: (key: string) => boolean,
): ErrorMessage {
  if (error.kind === 'network') return { key: 'socket.networkError' };
  if (error.kind === 'timeout') return { key: 'error.requestTimeout' };
  if (error.kind === 'invalid-response') return { key: 'provider.error' };
  if (error.code === MERCHANT_CLIENT_ERROR && error.serverMessage) return { serverText: error.serverMessage };
  // Not a payment error: the session is over and the host has been told (onTokenExpired). Whatever
  // auth code comes with it, 'the provider is not available' would send the player the wrong way.
  if (error.kind === 'http' && error.status === 401 && hasKey('httpCodes.401')) return { key: 'httpCodes.401' };
  if (error.code) {
    const translated = `common.errors.${error.code}`;
    return { key: error.code !== PAYMENT_METHOD_REGEX_ERROR && hasKey(translated) ? translated : 'provider.error' };
  }
  // The spec's "no code shows provider.error" is about the server's error object. A non-2xx answer
  // without one (a gateway's page, an empty body) has only its status, and "status maps to
  // httpCodes.{status} when a translation exists" is what is left to say about it.
  const bareHttpFailure = error.kind === 'http' && error.serverMessage === undefined;
  if (bareHttpFailure && error.status !== undefined && hasKey(`httpCodes.${error.status}`)) {
    return { key: `httpCodes.${error.status}` };
  }
  return { key: 'provider.error' };
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
