import * as v from 'valibot';
import type { CallSpec, RequestOf, ResponseOf } from '../contract/common';
import { CashierError } from '../transport/errors';
import { withCallTimeout } from '../transport/callTimeout';
import { withRetry } from '../transport/retry';
import type { Transport } from '../transport/types';

/** What a failed call reports to analytics (spec §8: error_text and error_code). */
export type CallFailureListener = (spec: CallSpec, error: CashierError) => void;

export interface Api {
  transport: Transport;
  onCallFailed: CallFailureListener;
  /** Raises the host event a call names for an answer that breaks the contract (onInvalidP2PResponse). */
  onInvalidAnswer?(event: NonNullable<CallSpec['invalidAnswerEvent']>, message: string): void;
}

/**
 * One backend call: send, retry network failures when the call is marked retry, give up after
 * CALL_TIMEOUT_MS, retries included (a 'timeout' error), and validate
 * the answer against the call's own response schema, so that a malformed response is a typed
 * error at this boundary. The payload's type is the call's request: a call cannot be sent another's.
 */
export async function call<C extends CallSpec>(api: Api, spec: C, payload: RequestOf<C>, signal?: AbortSignal): Promise<ResponseOf<C>> {
  try {
    // No call waits for ever: past the timeout it is aborted and fails as a timeout.
    const data = await withCallTimeout(
      (bounded) => {
        const send = () => api.transport.request(spec, payload, bounded);
        return spec.retry ? withRetry(send, { signal: bounded }) : send();
      },
      signal,
    );
    const parsed = v.safeParse(spec.response, data);
    if (!parsed.success) {
      // What was expected where, never what was received: the answer may hold a player's data, and this text goes to analytics.
      const where = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: expected ${issue.expected ?? issue.kind}`).slice(0, 3);
      throw new CashierError('invalid-response', `Invalid response from ${spec.name}: ${where.join('; ')}`);
    }
    return parsed.output;
  } catch (thrown) {
    const error = thrown instanceof CashierError ? thrown : new CashierError('unknown', String(thrown), { cause: thrown });
    if (error.kind !== 'aborted') api.onCallFailed(spec, error);
    if (error.kind === 'invalid-response' && spec.invalidAnswerEvent) api.onInvalidAnswer?.(spec.invalidAnswerEvent, error.message);
    throw error;
  }
}
