import * as v from 'valibot';
import type { CallSpec, RequestOf, ResponseOf } from './contract/common';
import { CashierError } from '../transport/errors';
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
 * One backend call: send, retry network failures when the call is marked retry, and validate
 * the answer against the call's own response schema, so that a malformed response is a typed
 * error at this boundary. The payload's type is the call's request: a call cannot be sent another's.
 */
export async function call<C extends CallSpec>(api: Api, spec: C, payload: RequestOf<C>, signal?: AbortSignal): Promise<ResponseOf<C>> {
  try {
    const send = () => api.transport.request(spec, payload, signal);
    const data = spec.retry ? await withRetry(send, { signal }) : await send();
    const parsed = v.safeParse(spec.response, data);
    if (!parsed.success) {
      const where = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).slice(0, 3);
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
