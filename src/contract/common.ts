/** What every call of the backend contract shares: its shape, the envelope, the paths. */
import * as v from 'valibot';

export type Prefix = 'banking' | 'payment';

/** A call of the backend, bound to its request and response schemas so that it cannot be paired with another payload. */
export interface CallSpec<Request extends v.GenericSchema = v.GenericSchema, Response extends v.GenericSchema = v.GenericSchema> {
  prefix: Prefix;
  name: string;
  method: 'GET' | 'POST';
  retry: boolean;
  request: Request;
  response: Response;
  /** The host event raised, besides the error, when the answer breaks the contract (spec §7: onInvalidP2PResponse). */
  invalidAnswerEvent?: 'onInvalidP2PResponse';
}

export type RequestOf<C extends CallSpec> = v.InferInput<C['request']>;
export type ResponseOf<C extends CallSpec> = v.InferOutput<C['response']>;

/** Every answer over the socket is `{ status, data, error? }`; HTTP carries the same body. */
/** A refusal: the body of a non-2xx HTTP answer, and the socket acknowledgement's `error`. */
export const ErrorBodySchema = v.object({
  message: v.optional(v.string()),
  code: v.optional(v.string()),
  /** What the error says beside its code (DESIGN §2: `banking.kycRequired` carries `verificationUrl`). */
  data: v.optional(v.record(v.string(), v.unknown())),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export interface Envelope<T = unknown> {
  status: number;
  data?: T;
  error?: ErrorBody;
}

/** Socket event for a call: the path with ':' in place of '/' (spec §7). */
export const socketEventName = (spec: CallSpec): string => `${spec.prefix}:${spec.name}`;

/** HTTP path of a call, below the API base URL. */
export const httpPath = (spec: CallSpec): string => `/api/${spec.prefix}/${spec.name}`;

/** Socket.io path (spec §7). */
export const SOCKET_PATH = '/v4/socket.io';


/** Realtime pushes over the socket (spec §4 Socket). */
export const PUSH_EVENTS = { depositStatus: 'deposit.status', loginToken: 'login.token' } as const;
