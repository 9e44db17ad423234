/** DESIGN §2 "History and locks": the player's history, in every mode, and one transaction of it. */
export const HISTORY_PATH = '/history';
export const TRANSACTION_PATH = '/history/transaction';

/** A transaction's page: which one, by kind and id (a deposit and a withdrawal may share an id). */
export const transactionAddress = (kind: string, id: string): string => `${TRANSACTION_PATH}?${new URLSearchParams({ kind, id })}`;
