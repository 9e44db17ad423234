import { proxy } from 'valtio';
import type { Country, PaymentGroup, PaymentMethod } from '../api/contract';
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
  connection: { reconnectAttempt: number; lost: boolean };
  layout: { breakpoint: Breakpoint };
  /** When the list of methods was first shown, for the click-delay metric (ms since page start). */
  methodsShownAt: number | null;
}

export const emptyPayment = (): PaymentState => ({
  paymentMethod: null,
  paymentGroup: null,
  limits: { min: 0, max: 0 },
  depositLimits: null,
  isCryptocurrency: false,
  isOnRamp: false,
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
    connection: { reconnectAttempt: 0, lost: false },
    layout: { breakpoint: 'small' },
    methodsShownAt: null,
  });
}
