import * as v from 'valibot';
import type { CallSpec } from './contract';
import { CashierError } from '../transport/errors';
import { withRetry } from '../transport/retry';
import type { Transport } from '../transport/types';

/** What a failed call reports to analytics (spec §8: error_text and error_code). */
export type CallFailureListener = (spec: CallSpec, error: CashierError) => void;

export interface Api {
  transport: Transport;
  onCallFailed: CallFailureListener;
}

/**
 * One backend call: send, retry network failures when the call is marked retry, and validate
 * the answer against its schema so that a malformed response is a typed error at this boundary.
 */
export async function call<S extends v.GenericSchema>(
  api: Api,
  spec: CallSpec,
  payload: unknown,
  schema: S,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>> {
  try {
    const send = () => api.transport.request(spec, payload, signal);
    const data = spec.retry ? await withRetry(send, { signal }) : await send();
    const parsed = v.safeParse(schema, data);
    if (!parsed.success) {
      const where = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).slice(0, 3);
      throw new CashierError('invalid-response', `Invalid response from ${spec.name}: ${where.join('; ')}`);
    }
    return parsed.output;
  } catch (thrown) {
    const error = thrown instanceof CashierError ? thrown : new CashierError('unknown', String(thrown), { cause: thrown });
    if (error.kind !== 'aborted') api.onCallFailed(spec, error);
    throw error;
  }
}
