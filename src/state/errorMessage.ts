import { captchaMessageKey } from '../captcha/captchaErrors';
import type { CashierError } from '../transport/errors';

export const MERCHANT_CLIENT_ERROR = 'banking.merchantClientError';
export const PAYMENT_METHOD_REGEX_ERROR = 'banking.paymentMethodRegex';

/** What the player reads: a catalog key with values, or sanitised server text. */
export type ErrorMessage = { key: string; values?: Record<string, string> } | { serverText: string };

/**
 * Spec §8 in one place: what an error shows the player, apart from the errors themselves so the
 * first screen does not carry it. `hasKey` tells whether the active catalog holds a key, because
 * `httpCodes.{status}` and `common.errors.{code}` are used only when a translation exists.
 */
export function messageForError(
  error: Pick<CashierError, 'kind' | 'status' | 'code' | 'serverMessage'>,
  hasKey: (key: string) => boolean,
): ErrorMessage {
  if (error.kind === 'captcha') return { key: captchaMessageKey(error.code) };
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
