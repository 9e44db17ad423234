import type { WithdrawalState } from '../../payout/withdrawalSlice';
import { ownSlice } from '../../state/ownSlice';
import type { DepositState, FormState, MethodsState, PaymentState } from '../../state/store';

/** The crypto-balance cashier's two tabs (spec §1): paying in coins, or in the player's money. */
export type BalanceTab = 'crypto' | 'fiat';

/** What a crypto-balance tab leaves behind when the player switches away, and finds again on coming back. */
export interface KeptTab {
  /** The currency the player transacts in there: the tab's, or the coin chosen in it. */
  transacting: string;
  methods: MethodsState;
  payment: PaymentState;
  form: FormState;
  deposit: DepositState;
  withdrawal?: WithdrawalState;
}

/** The crypto-balance mode's own slice of the store: the tab shown, and what the other tab left. */
export interface CryptoBalanceState {
  tab: BalanceTab;
  /** The currency the player transacts in, as the host last heard it (onCurrencyChange). */
  transacting: string;
  kept: Partial<Record<BalanceTab, KeptTab>>;
}

/** Where the crypto-balance mode keeps its slice in the store. */
export const BALANCE_SLICE = ownSlice<CryptoBalanceState>('crypto-balance');
