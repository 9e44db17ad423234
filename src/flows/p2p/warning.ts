import type { P2pCard } from '../../contract/deposit';
import { REQUIRED_ERROR_KEY } from '../../forms/fields/validateField';

/** The confirmation id of these P2P methods is 8 to 10 digits. */
export const CONFIRMATION_ID_METHODS: ReadonlySet<string> = new Set(['bkash_p2p', 'nagad_p2p']);
export const CONFIRMATION_ID_PATTERN = /^\d{8,10}$/u;
export const CONFIRMATION_ID_ERROR_KEY = 'paymentMethods.regex_error.confirmationId';

/** Spec §2 "P2P invoice": methods whose Paid carries the transfer's confirmation id (bKash, Nagad). */
export const needsConfirmationId = (methodName: string): boolean => CONFIRMATION_ID_METHODS.has(methodName);

/**
 * Spec §2: the invoice's warning depends on what the player pays to — a confirmation id to enter,
 * a bank account, or a card (plain or sealed); none for anything else.
 */
export function p2pWarningKey(methodName: string, card: P2pCard | undefined): string | null {
  if (needsConfirmationId(methodName)) return 'p2p.warning.confirmationId';
  if (card?.number || card?.encoded) return 'p2p.warning.card';
  if (card?.bank_account) return 'p2p.warning.bankAccount';
  return null;
}

/** Spec §5: the confirmation id is 8 to 10 digits, and required where the method needs one. Null: fine. */
export function confirmationIdProblem(value: string, required: boolean): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return required ? REQUIRED_ERROR_KEY : null;
  return CONFIRMATION_ID_PATTERN.test(trimmed) ? null : CONFIRMATION_ID_ERROR_KEY;
}
