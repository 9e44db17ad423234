import type { AccountType, PendingWithdrawal, WithdrawalAccount, WithdrawalCreated, WithdrawalFee } from '../contract/withdrawal';
import { ownSlice } from '../state/ownSlice';

/** A withdrawal made: what the backend answered, and what it was for. */
export interface MadeWithdrawal extends WithdrawalCreated {
  amount: number;
  currency: string;
  paymentMethod: string;
  accountType: AccountType;
}

/** A withdrawal that left the pending list while it was shown: kept there a moment, with what became of it. */
export interface SettledWithdrawal extends PendingWithdrawal {
  outcome: 'paid' | 'cancelled';
}

/**
 * The withdrawal slice of the store (a withdrawal's or a redemption's) (the list's methods, the chosen method and the form
 * are the shared slices): the accounts, the account chosen, the withdrawal made, and the pending ones.
 */
export interface WithdrawalState {
  /** The session this slice belongs to: a new session starts a new slice. */
  session: AbortSignal | null;
  accounts: WithdrawalAccount[];
  /** What each method charges, when the backend says (withdrawal list's `fees`); null when it does not. */
  fees: Record<string, WithdrawalFee> | null;
  accountType: AccountType;
  /** What the amount page handed to the confirm page: the amount, the details and the account. */
  draft: { amount: number; fields: Record<string, string>; accountType: AccountType; currency?: string } | null;
  made: MadeWithdrawal | null;
  /** Where the player proves who they are, after a withdrawal was refused until they do (banking.kycRequired). */
  verification: string | null;
  pending: {
    status: 'idle' | 'loading' | 'loaded' | 'error';
    withdrawals: PendingWithdrawal[];
    settled: SettledWithdrawal[];
    /** Withdrawals the player cancelled here: their own message says so, they are never shown settled. */
    cancelledHere: string[];
  };
}

/** Where withdrawals and Redemption keep their slice in the store. */
export const WITHDRAWAL_SLICE = ownSlice<WithdrawalState>('withdrawal');

export const emptyWithdrawal = (): WithdrawalState => ({
  session: null,
  accounts: [],
  fees: null,
  accountType: 'main',
  draft: null,
  made: null,
  verification: null,
  pending: { status: 'idle', withdrawals: [], settled: [], cancelledHere: [] },
});
