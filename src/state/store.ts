import { proxy } from 'valtio';
import type { DepositCreated, TransactionData } from '../contract/deposit';
import type { LockReason, Transaction, TransactionKind } from '../contract/history';
import type { Country, PaymentGroup, PaymentMethod, ServerField } from '../contract/methods';
import type { TransactionStatus } from './deposit/status';
import type { Handshake } from '../host/handshake';
import type { PaymentOpening } from '../payment/openSource';

export type Breakpoint = 'small' | 'medium' | 'large';

/** Spec §3 "Payment state". */
export interface PaymentState {
  paymentMethod: { name: string; cardViewType: number } | null;
  paymentGroup: { name: string } | null;
  limits: { min: number; max: number };
  depositLimits: { min: number; max: number } | null;
  isCryptocurrency: boolean;
  /** The backend has no limits for the method in the player's currency ("Deposit in {0} is currently unavailable"). */
  currencyUnavailable?: boolean;
}

/**
 * What a create answered with `isFieldsRequired`: the fields to add, and the deposit it left open
 * when it named one, which the repeated create names back (`depositId`).
 */
export interface FieldsAsked {
  fields: ServerField[];
  depositId?: string;
  /** What the open deposit was made for: a create for another amount or currency is a new deposit, not this one. */
  madeFor?: { amount: number; currency: string };
}

/** Spec §3 "Form state" (its validity is derived: forms/kit/evaluateForm): what the player is entering. */
export interface FormState {
  amount: string;
  /** Whether the amount came from a chip (sent as metadata.isFromChip). */
  isFromChip: boolean;
  fieldValues: Record<string, string>;
  /** Fields the backend asked for after a create (`isFieldsRequired`), per method: they belong to that method only. */
  extraFields: Record<string, FieldsAsked>;
  paymentSessionId: string | null;
  /**
   * The bonus the player chose in the carousel, and whether they turned bonuses off. Set
   * by the bonus module when used; absent, the host's `bonus-id` (else the first) is active and on.
   */
  bonusId?: string;
  bonusOff?: boolean;
  /** `pending_group` of the last session-start, sent back as `pendingGroup` with the next (spec §7). */
  pendingGroup: string | null;
  /** The country chosen for each phone field (its prefix and number format). */
  phoneCountries: Record<string, string>;
}

/** The deposit created last, and what became of it. */
export interface DepositState {
  response: DepositCreated | null;
  /** The page the deposit was made on: Try again returns there, even from an invoice page after it. */
  madeOn: string | null;
  /** What the complete page shows beside the status: how much, in what, and when it was created (ms). */
  summary: { amount: number; currency: string; createdAt: number } | null;
  /** What became of the payment source (the complete page offers this tab when it was blocked). */
  opening: PaymentOpening | null;
  /**
   * `endedAs`: the backend's named state (spec §3 `transactionStatus`) that ended the deposit
   * declined, as a flow of the table reads its names (FlowDefinition.namedEnd).
   */
  status: { depositId: string | null; status: TransactionStatus; endedAs?: string };
  /**
   * What a flow or shared piece keeps of this deposit, by its slice's name (state/ownSlice.ts),
   * declared in its own folder (a crypto transfer seen on its chain): forgotten with the deposit.
   */
  own: Record<string, unknown>;
}

/** The snackbar's message: a catalog key, or server HTML already sanitised. */
export interface Notice {
  id: number;
  text: { key: string } | { html: string };
  /** The title's catalog key when it is not the snackbar's own (error.title on captcha errors). */
  title?: string;
}

export interface MethodsState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** The request (country and currency) the loaded list answers. */
  key: string | null;
  groups: PaymentGroup[];
  methods: PaymentMethod[];
  direct: boolean;
  /** Shown from the browser's copy of the last list while the fresh one loads: its limits are not to be paid with yet. */
  stale?: boolean;
}

export interface GeoState {
  enabled: boolean;
  countries: Country[];
  status: 'idle' | 'loading' | 'loaded' | 'error';
}

export const emptyPayment = (): PaymentState => ({
  paymentMethod: null,
  paymentGroup: null,
  limits: { min: 0, max: 0 },
  depositLimits: null,
  isCryptocurrency: false,
});

export const emptyForm = (): FormState => ({
  amount: '',
  isFromChip: false,
  fieldValues: {},
  extraFields: {},
  paymentSessionId: null,
  pendingGroup: null,
  phoneCountries: {},
});

export const emptyDeposit = (): DepositState => ({
  response: null,
  madeOn: null,
  summary: null,
  opening: null,
  status: { depositId: null, status: 'waiting' },
  own: {},
});

/** A side of the cashier the backend closed (DESIGN §2 `banking.cashierLocked`); `unknown` when its refusal gave no reason we know. */
export interface CashierLockShown {
  reason: LockReason | 'unknown';
  until?: string;
  url?: string;
}

export type LocksState = Partial<Record<TransactionKind, CashierLockShown>>;

/** Which of the player's transactions the history shows: all, or one kind. */
export type HistoryFilter = 'all' | TransactionKind;

/** The player's history (DESIGN §2), in memory only: whether the backend has it, and the pages shown. */
export interface HistoryState {
  /** unknown until asked; missing: the backend has no history call (the entry is hidden for the session). */
  available: 'unknown' | 'asking' | 'yes' | 'missing';
  filter: HistoryFilter;
  items: Transaction[];
  nextCursor: string | null;
  /** The first page's; `more` a later page's (the rows shown stay). */
  status: 'idle' | 'loading' | 'loaded' | 'error';
  more: 'idle' | 'loading' | 'error';
  /** Transactions whose Check status or Cancel is on its way: one at a time each. */
  busy: string[];
}

/**
 * The parts of the store that are reset as wholes, each by its factory: a reset is built from
 * these, so a field added to a slice can never be forgotten by a reset.
 */
export const SLICES = {
  geo: (): GeoState => ({ enabled: false, countries: [], status: 'idle' }),
  methods: (): MethodsState => ({ status: 'idle', key: null, groups: [], methods: [], direct: false }),
  payment: emptyPayment,
  form: emptyForm,
  deposit: emptyDeposit,
  /** The methods a create is running for: one lock per method. */
  creating: (): { methods: string[] } => ({ methods: [] }),
  connection: (): { reconnectAttempt: number; lost: boolean } => ({ reconnectAttempt: 0, lost: false }),
  locks: (): LocksState => ({}),
  history: (): HistoryState => ({ available: 'unknown', filter: 'all', items: [], nextCursor: null, status: 'idle', more: 'idle', busy: [] }),
};
export type SliceName = keyof typeof SLICES;
type Slices = { [K in SliceName]: ReturnType<(typeof SLICES)[K]> };

/** What a new session (a new token, player or language) starts from. */
export const SESSION_SLICES: readonly SliceName[] = ['geo', 'methods', 'payment', 'form', 'deposit', 'creating', 'connection', 'locks', 'history'];

export function resetSlices(store: CashierState, names: readonly SliceName[]): void {
  for (const name of names) (store as unknown as Record<SliceName, unknown>)[name] = SLICES[name]();
}

export interface CashierState extends Slices {
  /** handshake: waiting for the host; starting: loading the language; ready; failed: could not start. */
  phase: 'handshake' | 'starting' | 'ready' | 'failed';
  initError: string | null;
  handshake: Handshake | null;
  locale: string;
  /** Bumps when a catalog is loaded, so views re-render in the new language. */
  catalogVersion: number;
  country: string;
  currency: string;
  notice: Notice | null;
  layout: { breakpoint: Breakpoint };
  /** When the list of methods was first shown, and whether the delay to the first Deposit press was measured (once). */
  timing: { methodsShownAt: number | null; clickDelayMeasured: boolean };
  /** The one dropdown of this cashier that is open (opening one closes the others). */
  openDropdown: string | null;
  /**
   * Idempotency keys of the intents this cashier is trying, by their ledger name (create/intentKeys):
   * kept across sessions, since a retry after a new token must still send the same key.
   */
  intentKeys: Record<string, string>;
  /** Keys the backend made something with here: never sent again, nor joined through the ledger. */
  usedIntentKeys: string[];
  /** This browser's salt for intent hashes, read once. */
  intentSalt?: string;
  /** Method icon URLs that could not be shown (drawn as the glyph from then on). */
  failedIcons: string[];
  /** The slices modes and flows declare in their own folders (state/ownSlice.ts), by name: none at a session's start. */
  own: Record<string, unknown>;
}

/** A fresh store for one cashier element; never shared between two elements. */
export function createCashierStore(): CashierState {
  const slices = Object.fromEntries(Object.entries(SLICES).map(([name, create]) => [name, create()])) as Slices;
  return proxy<CashierState>({
    phase: 'handshake',
    initError: null,
    handshake: null,
    locale: 'en',
    catalogVersion: 0,
    country: '',
    currency: '',
    notice: null,
    layout: { breakpoint: 'small' },
    timing: { methodsShownAt: null, clickDelayMeasured: false },
    openDropdown: null,
    intentKeys: {},
    usedIntentKeys: [],
    failedIcons: [],
    own: {},
    ...slices,
  });
}
