import type { PaymentOpening } from '../../payment/openSource';
import type { CaptchaResults, DepositCreated } from '../../contract/deposit';
import type { BonusRequest } from '../../bonus/bonusChoice';
import type { PaymentMethod } from '../../contract/methods';
import type { CashierError } from '../../transport/errors';
import type { Cashier } from '../cashier';

/** What a create sends besides its method, amount, fields and key: taken once per press, with the intent (createDeposit). */
export interface RequestParameters {
  /** The deposit's currency: the player's, unless the flow chose another (spec §4 crypto, on-ramp). */
  currency: string;
  /** The country the deposit is made from (`selectedCountry`). */
  country: string;
  /** Whether a bonus is activated with this deposit, and which (the shell always says). */
  bonus: BonusRequest;
  /** The wallet the deposit credits, when the mode names one (the crypto-balance cashier's tab). */
  wallet?: string;
  /** The deposit an earlier create left open when it asked for fields: this create completes it. */
  depositId?: string;
  paymentSessionId?: string;
  /** Whether the amount came from a chip (sent as metadata.isFromChip). */
  isFromChip: boolean;
}

/** What a flow's create is made from: the shell gathers it, the strategy turns it into its request. */
export interface CreateInput extends RequestParameters {
  method: PaymentMethod;
  amount: number;
  /** The shown fields' values as the backend takes them. */
  fields: Record<string, string>;
  idempotencyKey: string;
  /** What the captcha step produced (empty when the method needs none). */
  captcha: CaptchaResults;
}

/** What became of the payment source: opened, blocked (offer this tab), refused as unsafe, handed to the host, or none to open. */
export type { PaymentOpening };

/**
 * One flow's way of creating a deposit: its endpoint and request (`send`), what its answer means
 * (`interpret`), and where the player pays once the deposit exists (`handOff`). Everything every
 * flow shares (locks, idempotency, captcha, beacon, metrics, errors, the batch timeout) is the shell's.
 */
export interface CreateStrategy<Answer = unknown> {
  /** The host's `Metric` for this flow's creates, ok or fail (spec §8 names P2P's `create-deposit-p2p-status`). */
  metric: `create-deposit-${string}-status`;
  send(cashier: Cashier, input: CreateInput, signal: AbortSignal): Promise<Answer>;
  /**
   * The deposit the answer describes, and the page it goes to when the flow decides it (else the
   * after-create step does); `stays`: the answer is shown on the page it was asked from (a crypto
   * address, on its page or in the host's `/form`), so the player is not moved.
   */
  interpret(answer: Answer): { response: DepositCreated; next?: string; stays?: boolean };
  /** Points the player at the payment source; 'refused' keeps them on the page to read why. */
  handOff?(cashier: Cashier, response: DepositCreated, method: PaymentMethod): PaymentOpening;
  /** The create ended without a deposit to pay: release what the click prepared (a window says why before it closes). */
  release?(why: ReleaseReason): void;
}

/** Why a create ended without a deposit to pay: a second press, an answer for a page left, more fields asked, or a failure. */
export type ReleaseReason = 'busy' | 'stale' | 'more-fields' | 'failed';

/** The captcha step; the shell's own (src/captcha) unless a caller brings another. */
export type CaptchaStep = (paymentMethod: string, signal: AbortSignal) => Promise<CaptchaResults>;

export type CreateResult =
  | { kind: 'busy' }
  | { kind: 'stale' }
  | { kind: 'fields' }
  | { kind: 'created'; payment: PaymentOpening }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: CashierError };
