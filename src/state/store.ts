import { proxy } from 'valtio';
import type { Country, DepositCreated, PaymentGroup, PaymentMethod, ServerField } from '../api/contract';
import type { TransactionStatus } from './deposit/status';
import type { Handshake } from '../host/handshake';

export type Breakpoint = 'small' | 'medium' | 'large';

/** Spec §3 "Payment state". */
export interface PaymentState {
  paymentMethod: { name: string; cardViewType: number } | null;
  paymentGroup: { name: string } | null;
  limits: { min: number; max: number };
  depositLimits: { min: number; max: number } | null;
  isCryptocurrency: boolean;
  isOnRamp: boolean;
}

/** Spec §3 "Form state" (its validity is derived: screens/deposit/evaluateForm) and the deposit being made. */
export interface DepositState {
  amount: string;
  /** Whether the amount came from a chip (sent as metadata.isFromChip). */
  isFromChip: boolean;
  fieldValues: Record<string, string>;
  /** Fields the backend asked for after a create (`isFieldsRequired`). */
  extraFields: ServerField[];
  /** One key per intent: a double click or a retry reuses it, so the backend creates one deposit. */
  intentKey: string;
  /** The method a create is running for; an answer for any other is stale and dropped. */
  processing: string | null;
  response: DepositCreated | null;
  /** What became of the payment source (the complete page offers this tab when it was blocked). */
  opening: 'opened' | 'blocked' | 'refused' | 'handed-over' | 'none' | null;
  /** The player pressed Deposit at least once (for the click-delay metric, measured once). */
  submitted: boolean;
  paymentSessionId: string | null;
  /** `pending_group` of the last session-start, sent back as `pendingGroup` with the next (spec §7). */
  pendingGroup: string | null;
  /** The country chosen for each phone field (its prefix and number format). */
  phoneCountries: Record<string, string>;
  status: { depositId: string | null; status: TransactionStatus };
}

/** The snackbar's message (spec §8): a catalog key, or server HTML already sanitised. */
export interface Notice {
  id: number;
  text: { key: string } | { html: string };
}

export interface CashierState {
  /** handshake: waiting for the host; starting: loading the language; ready; failed: could not start. */
  phase: 'handshake' | 'starting' | 'ready' | 'failed';
  initError: string | null;
  handshake: Handshake | null;
  locale: string;
  /** Bumps when a catalog is loaded, so views re-render in the new language. */
  catalogVersion: number;
  country: string;
  currency: string;
  geo: { enabled: boolean; countries: Country[]; status: 'idle' | 'loading' | 'loaded' | 'error' };
  methods: {
    status: 'idle' | 'loading' | 'loaded' | 'error';
    /** The request (country and currency) the loaded list answers. */
    key: string | null;
    groups: PaymentGroup[];
    methods: PaymentMethod[];
    direct: boolean;
  };
  payment: PaymentState;
  deposit: DepositState;
  notice: Notice | null;
  connection: { reconnectAttempt: number; lost: boolean };
  layout: { breakpoint: Breakpoint };
  /** When the list of methods was first shown, for the click-delay metric (ms since page start). */
  methodsShownAt: number | null;
  /** The one dropdown of this cashier that is open (spec §4: opening one closes the others). */
  openDropdown: string | null;
  /** Idempotency keys this cashier has created a deposit with; never shared again (intentLedger). */
  completedIntentKeys: string[];
}

export const emptyPayment = (): PaymentState => ({
  paymentMethod: null,
  paymentGroup: null,
  limits: { min: 0, max: 0 },
  depositLimits: null,
  isCryptocurrency: false,
  isOnRamp: false,
});

/** A key for one payment intent (idempotency): random, and unguessable enough to be unique per player. */
export const newIntentKey = (): string =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-${Math.random().toString(36).slice(2, 12)}`;

export const emptyDeposit = (): DepositState => ({
  amount: '',
  isFromChip: false,
  fieldValues: {},
  extraFields: [],
  intentKey: newIntentKey(),
  processing: null,
  response: null,
  opening: null,
  submitted: false,
  paymentSessionId: null,
  pendingGroup: null,
  phoneCountries: {},
  status: { depositId: null, status: 'waiting' },
});

/** A fresh store for one cashier element; never shared between two elements. */
export function createCashierStore(): CashierState {
  return proxy<CashierState>({
    phase: 'handshake',
    initError: null,
    handshake: null,
    locale: 'en',
    catalogVersion: 0,
    country: '',
    currency: '',
    geo: { enabled: false, countries: [], status: 'idle' },
    methods: { status: 'idle', key: null, groups: [], methods: [], direct: false },
    payment: emptyPayment(),
    deposit: emptyDeposit(),
    notice: null,
    connection: { reconnectAttempt: 0, lost: false },
    layout: { breakpoint: 'small' },
    methodsShownAt: null,
    openDropdown: null,
    completedIntentKeys: [],
  });
}
