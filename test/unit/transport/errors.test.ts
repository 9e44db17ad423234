import { describe, expect, it } from 'vitest';
import { messageForError } from '../../../src/state/errorMessage';
import { CashierError, isNetworkFailure, isSocketStatusOk, toCashierError } from '../../../src/transport/errors';

const keys = new Set(['httpCodes.401', 'httpCodes.404', 'httpCodes.500', 'common.errors.banking.limitExceeded', 'common.errors.banking.paymentMethodRegex']);
const has = (key: string) => keys.has(key);
const http = (status: number, code?: string, message = 'server says') =>
  new CashierError('http', message, { status, code, serverMessage: message });
/** A non-2xx answer without the server's error object (a gateway's page, an empty body). */
const bare = (status: number) => new CashierError('http', `HTTP ${status}`, { status });

describe('the error mapping of spec §8', () => {
  it.each([
    ['a network failure', new CashierError('network', 'Failed to fetch'), { key: 'socket.networkError' }],
    ['the batch timeout', new CashierError('timeout', 'Request timeout'), { key: 'error.requestTimeout' }],
    ['a malformed response', new CashierError('invalid-response', 'x'), { key: 'provider.error' }],
    ['merchantClientError shows the server text', http(400, 'banking.merchantClientError', 'Card declined by bank'), { serverText: 'Card declined by bank' }],
    ['paymentMethodRegex shows provider.error, even when it and the status are translated', http(404, 'banking.paymentMethodRegex'), { key: 'provider.error' }],
    ['a code with a translation', http(400, 'banking.limitExceeded'), { key: 'common.errors.banking.limitExceeded' }],
    ['a code without one shows provider.error, not the status', http(404, 'banking.unknown'), { key: 'provider.error' }],
    ['a server error without a code shows provider.error, not the status', http(500), { key: 'provider.error' }],
    ['a bare HTTP failure (no error from the server) shows its translated status', bare(500), { key: 'httpCodes.500' }],
    ['a bare HTTP failure with an untranslated status', bare(418), { key: 'provider.error' }],
    ['an expired session shows the 401 text whatever its code', http(401, 'auth.tokenExpired'), { key: 'httpCodes.401' }],
    ['no code, no status', new CashierError('unknown', 'boom'), { key: 'provider.error' }],
  ])('%s', (_name, error, expected) => {
    expect(messageForError(error, has)).toEqual(expected);
  });

  it('merchantClientError without a message falls back like any code', () => {
    const error = new CashierError('http', 'HTTP 400', { status: 400, code: 'banking.merchantClientError' });
    expect(messageForError(error, has)).toEqual({ key: 'provider.error' });
  });
});

describe('socket statuses: under 100, 200–299 or over 600 pass', () => {
  it.each([
    [0, true], [99, true], [100, false], [199, false], [200, true], [299, true], [300, false],
    [401, false], [500, false], [600, false], [601, true],
  ])('%i → %s', (status, ok) => expect(isSocketStatusOk(status)).toBe(ok));
});

describe('network failures', () => {
  it('recognises the browsers\' fetch failures', () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'connection reset', 'ERR_CONNECTION_REFUSED']) {
      expect(isNetworkFailure(new TypeError(message))).toBe(true);
    }
    expect(isNetworkFailure(new TypeError('x is not a function'))).toBe(false);
    expect(isNetworkFailure(new Error('Failed to fetch'))).toBe(false);
  });
});

describe('toCashierError wraps whatever was thrown', () => {
  it('keeps a CashierError, wraps Errors, strings and others', () => {
    const own = new CashierError('http', 'x');
    expect(toCashierError(own)).toBe(own);
    expect(toCashierError(new Error('boom'))).toMatchObject({ kind: 'unknown', message: 'boom' });
    expect(toCashierError('text')).toMatchObject({ kind: 'unknown', message: 'text' });
    expect(toCashierError({ weird: true })).toMatchObject({ kind: 'unknown', message: 'Unknown error' });
    expect(toCashierError(new DOMException('stop', 'AbortError'))).toMatchObject({ kind: 'aborted' });
  });
});
