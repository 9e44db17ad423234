import type { PaymentMethod, ServerField } from '../contract/methods';
import { type AccountType, type WithdrawalAccount, type WithdrawalFee, withdrawalCharge } from '../contract/withdrawal';
import { amountLimits } from '../forms/amount/limits';
import { fractionDigits } from '../i18n/currencyTable';

/** An account as the list shows it: what may be withdrawn is unknown until the backend says. */
export type ShownAccount = Omit<WithdrawalAccount, 'withdrawable'> & { withdrawable?: number };

/** Spec §2 titles: 'Main account', 'Additional account'. */
export const accountTitleKey = (type: AccountType): string => (type === 'main' ? 'title.mainAccount' : 'title.additionalAccount');

/**
 * The balance rule: a withdrawal takes at most what the chosen account may withdraw now. The
 * method with its upper limit lowered to that, for the form to check the amount against; and
 * whether the account holds the method's minimum at all.
 */
export function withinBalance(method: PaymentMethod, currency: string, country: string, account: WithdrawalAccount | undefined) {
  const limits = amountLimits({ method, currency, country, depositLimits: null });
  const withdrawable = Math.max(0, account?.withdrawable ?? 0);
  const max = limits.max > 0 ? Math.min(limits.max, withdrawable) : withdrawable;
  const capped: PaymentMethod = { ...method, amount_rules: { ...method.amount_rules, [currency]: { min: limits.min, max } } };
  return { method: capped, enough: withdrawable >= limits.min, min: limits.min };
}

/**
 * What the player will receive, before they confirm: the method's fee and the amount less it. A
 * method the backend's fees leave out charges nothing; without them (null) nothing can be promised.
 */
export function feeQuote(fees: Readonly<Record<string, WithdrawalFee>> | null, method: string, amount: number, currency: string): { fee: number; net: number } | null {
  return fees ? withdrawalCharge(fees[method], amount, fractionDigits(currency)) : null;
}

/** Field names whose values are shown masked on the confirm page: what identifies where the money goes (not whose name it is). */
const SENSITIVE = /card|account|iban|wallet|address|phone|cpf|document|number/i;
const A_NAME = /holder|name/i;

/**
 * A detail as the confirm page shows it: a card or account number by its last four digits, a
 * wallet address by its ends, an e-mail by its first letter and domain; anything else as typed.
 */
export function maskedDetail(field: Pick<ServerField, 'name' | 'type'>, value: string): string {
  const trimmed = value.trim();
  if (field.type === 'email' || /^[^@\s]+@[^@\s]+$/.test(trimmed)) {
    const [user = '', domain = ''] = trimmed.split('@');
    return `${user.slice(0, 1)}•••@${domain}`;
  }
  if (!SENSITIVE.test(field.name) || A_NAME.test(field.name) || field.type === 'dropdown') return trimmed;
  const compact = trimmed.replace(/[\s()+-]/g, '');
  if (compact.length <= 4) return compact;
  if (/^\d+$/.test(compact)) return `•••• ${compact.slice(-4)}`;
  return compact.length > 12 ? `${compact.slice(0, 6)}…${compact.slice(-4)}` : `•••• ${compact.slice(-4)}`;
}

/** The field whose first six digits name the card's bank (`bank-get`). */
export const CARD_NUMBER_FIELD = 'card_number';

/** The BIN to look the bank up by: the first six digits once six are typed, else null. */
export function binOf(cardNumber: string | undefined): string | null {
  const digits = (cardNumber ?? '').replace(/\D/g, '');
  return digits.length >= 6 ? digits.slice(0, 6) : null;
}

/**
 * The accounts the list shows: the backend's (with what may be withdrawn), else, until they come,
 * the main account's balance from the handshake (`user.balanceData.primary`).
 */
export function shownAccounts(accounts: readonly WithdrawalAccount[], primary: { amount: number; currency: string } | undefined): ShownAccount[] {
  if (accounts.length) return [...accounts];
  return primary ? [{ type: 'main', balance: primary.amount, currency: primary.currency }] : [];
}
