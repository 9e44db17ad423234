/** Where a tab that left to pay in the same tab keeps what its complete page needs (actions/returnFromPayment.ts): sessionStorage. */
export const RETURNING_STORAGE_KEY = 'payment-cashier:returning';
