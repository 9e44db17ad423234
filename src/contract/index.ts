/**
 * The backend contract, split by domain: call names bound to their request and response schemas.
 * The widget and the sandbox server both import it, so the two cannot drift. Responses are
 * validated with these schemas at the transport boundary (see api/call.ts). The table of every
 * call, `CALLS` in ./calls, is the sandbox's: the widget reaches calls through their domain.
 */
export * from './common';
export * from './deposit';
export * from './methods';
