import { DEPOSIT_CALLS } from './deposit';
import { HISTORY_CALLS } from './history';
import { METHOD_CALLS } from './methods';
import { SWEEPSTAKE_CALLS } from './sweepstake';
import { WITHDRAWAL_CALLS } from './withdrawal';

/**
 * Every call of the backend (spec §7), for the sandbox, which must answer each of them. The
 * widget's own call functions import their domain's table, so the first screen carries only the
 * catalogue's schemas.
 */
export const CALLS = { ...METHOD_CALLS, ...DEPOSIT_CALLS, ...WITHDRAWAL_CALLS, ...SWEEPSTAKE_CALLS, ...HISTORY_CALLS };
export type CallName = keyof typeof CALLS;
