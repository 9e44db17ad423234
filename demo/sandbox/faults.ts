/**
 * The sandbox's fault mode, for soak tests that drive many players through the real UI: faults
 * injected per call from a seeded generator, so that a run can be repeated (the same seed and the
 * same order of calls give the same faults). Off unless asked for (`startSandbox`'s
 * `options.faults`, or `SANDBOX_FAULTS="seed=7,rate=0.2"` for `npm start`).
 *
 * Each call the contract names draws three numbers, whatever comes of them: whether it is faulted
 * (below `rate`), which of its call's faults (FAULTS_BY_CALL), and how long a delay would be. A
 * fault is one of:
 * - `unavailable`: answered 503 before anything is done;
 * - `delay`: answered as usual after up to MAX_FAULT_DELAY_MS on the sandbox clock;
 * - `socketCut`: the player's sockets are disconnected before the call is handled; a call that came
 *   over one of them is lost with it (nothing done, no answer), one over HTTP is answered as usual;
 * - `answerLost` (creates only): the call is handled (the deposit or withdrawal is made and kept
 *   under its idempotency key), then answered 504 over HTTP, or never acknowledged over a socket,
 *   so that a retry with the same key must get the same one back.
 */
import type { CallName } from '../../src/contract/calls';
import { scaledDelay } from './clock';

export type FaultKind = 'unavailable' | 'delay' | 'socketCut' | 'answerLost';
export const FAULT_KINDS: readonly FaultKind[] = ['unavailable', 'delay', 'socketCut', 'answerLost'];

export interface FaultOptions {
  /** The generator's seed: the same seed and order of calls give the same faults. */
  seed: number;
  /** How often a call is faulted, from 0 (never) to 1 (every call). */
  rate: number;
}

/** The longest added delay, before the time factor. */
export const MAX_FAULT_DELAY_MS = 3000;

const ANY: readonly FaultKind[] = ['unavailable', 'delay', 'socketCut'];
/** Creates may also lose their answer after the deposit or withdrawal is made. */
const CREATE: readonly FaultKind[] = [...ANY, 'answerLost'];

/**
 * The faults each call can get, in one table (a call of the contract left out does not compile).
 * The list and handshake calls get them too, as often as any: the soak chooses the rate at which
 * the UI can still start.
 */
export const FAULTS_BY_CALL: { readonly [K in CallName]: readonly FaultKind[] } = {
  // The list and the handshake's calls.
  methodsPayment: ANY,
  methodsPaymentV3: ANY,
  countrySelector: ANY,
  depositLimits: ANY,
  sessionStart: ANY,
  sessionFormOnCloseModal: ANY,
  // Deposits.
  depositCreate: CREATE,
  depositCreateP2p: CREATE,
  depositPrepare: ANY,
  depositStatus: ANY,
  externalDepositContinue: ANY,
  depositComplete: ANY,
  depositCancel: ANY,
  depositCheck: ANY,
  // Withdrawals.
  methodsWithdrawalV4: ANY,
  methodsWithdrawal: ANY,
  bankGet: ANY,
  withdrawalCreate: CREATE,
  withdrawalStatus: ANY,
  withdrawalPending: ANY,
  withdrawalCancel: ANY,
  // Sweepstakes.
  sweepstakeBoxes: ANY,
  depositCreateSweepstake: CREATE,
  sweepstakeBalanceGet: ANY,
  sweepstakeRecoupSum: ANY,
  paymentConvertV2: ANY,
  // The history (DESIGN §2 "History and locks").
  transactionsHistory: ANY,
};

/** A small seeded generator (mulberry32): numbers in [0, 1), the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `seed=7,rate=0.2` (SANDBOX_FAULTS); anything else is refused with what is wrong. */
export function faultOptionsFrom(text: string): FaultOptions {
  const entries = new Map(text.split(',').map((part): [string, string] => {
    const [name = '', value = ''] = part.split('=').map((side) => side.trim());
    return [name, value];
  }));
  const unknown = [...entries.keys()].filter((name) => name !== 'seed' && name !== 'rate');
  if (unknown.length) throw new Error(`SANDBOX_FAULTS: unknown ${unknown.join(', ')} (write seed=7,rate=0.2)`);
  const number = (name: string) => (entries.get(name) ? Number(entries.get(name)) : Number.NaN);
  return checkedFaultOptions({ seed: number('seed'), rate: number('rate') });
}

export function checkedFaultOptions(options: FaultOptions): FaultOptions {
  if (!Number.isSafeInteger(options.seed)) throw new Error(`The fault seed must be an integer: ${options.seed}`);
  if (!(options.rate >= 0 && options.rate <= 1)) throw new Error(`The fault rate must be from 0 to 1: ${options.rate}`);
  return options;
}

export interface Fault {
  call: CallName;
  kind: FaultKind;
  /** For a delay: how long, on the sandbox clock's real time. */
  delayMs?: number;
}

/** Faults kept for a report, at most. */
export const MAX_FAULT_LOG = 10_000;

/**
 * The faults of one run: `draw` decides a call's (none when off), and counts and logs it.
 * `timeFactor` scales delays as every sandbox schedule.
 */
export function createFaults(options: FaultOptions | undefined, timeFactor = 1) {
  const random = options ? mulberry32(checkedFaultOptions(options).seed) : undefined;
  const counts: Record<FaultKind, number> = { unavailable: 0, delay: 0, socketCut: 0, answerLost: 0 };
  const log: Fault[] = [];
  return {
    enabled: options !== undefined,
    draw(call: CallName): Fault | undefined {
      if (!random || !options) return undefined;
      // Three numbers per call, whatever they decide, so one call's fault never shifts the next's.
      const [whether, which, howLong] = [random(), random(), random()];
      if (whether >= options.rate) return undefined;
      const kinds = FAULTS_BY_CALL[call];
      const kind = kinds[Math.floor(which * kinds.length)]!;
      const fault: Fault = kind === 'delay' ? { call, kind, delayMs: scaledDelay(howLong * MAX_FAULT_DELAY_MS, timeFactor) } : { call, kind };
      counts[kind] += 1;
      log.push(fault);
      if (log.length > MAX_FAULT_LOG) log.shift();
      return fault;
    },
    counts: (): Record<FaultKind, number> => ({ ...counts }),
    log: (): readonly Fault[] => [...log],
  };
}
export type Faults = ReturnType<typeof createFaults>;
