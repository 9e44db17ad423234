import type { ReactNode } from 'react';

/** A payment requisite from the server (spec §3: name, title, type, value, isCopyable). */
export interface Requisite {
  name: string;
  /** The server's own label, already in the player's language; wins over ours. */
  title?: string;
  value: string;
  isCopyable?: boolean;
  type?: string;
  /** A value the flow shows itself instead of as text (a sealed card number drawn as an image), with its own copy. */
  drawn?: ReactNode;
}

/** Requisite names (lower case, without `_` and `-`) that we have a translated label for. */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  card: 'requisites.cardNumber',
  cardnumber: 'requisites.cardNumber',
  cardno: 'requisites.cardNumber',
  accountnumber: 'requisites.accountNumber',
  account: 'requisites.accountNumber',
  bankaccount: 'requisites.accountNumber',
  bankname: 'requisites.bankName',
  bank: 'requisites.bankName',
  fullname: 'requisites.recipient',
  recipient: 'requisites.recipient',
  recipientname: 'requisites.recipient',
  cardholder: 'requisites.recipient',
  holdername: 'requisites.recipient',
  phone: 'requisites.phone',
  phonenumber: 'requisites.phone',
  paymentsystem: 'requisites.paymentSystem',
  amount: 'requisites.amount',
  reference: 'requisites.reference',
  upiid: 'requisites.upiId',
  vpa: 'requisites.upiId',
};

const normalise = (name: string | undefined) => (name ?? '').toLowerCase().replace(/[_\-\s]/g, '');

/** The catalog key of a requisite's label, by its name, or null when we know no label for it. */
export function requisiteLabelKey(name: string): string | null {
  return KNOWN_LABELS[normalise(name)] ?? null;
}

/** Types and label keys of the numbers shown in blocks of 4 (spec §9: a card number; an account number as well, for reading it out). */
const GROUPED_TYPES = new Set(['card', 'cardnumber', 'account', 'accountnumber']);
const GROUPED_LABELS = new Set(['requisites.cardNumber', 'requisites.accountNumber']);

/** Whether a requisite holds a card or account number (by type or by name): shown grouped, copied as digits. */
export function isCardRequisite(requisite: Pick<Requisite, 'name' | 'type'>): boolean {
  if (GROUPED_TYPES.has(normalise(requisite.type))) return true;
  return GROUPED_LABELS.has(requisiteLabelKey(requisite.name) ?? '');
}

/**
 * Label resolution in a fixed order: the server's title, then our translation for a known name,
 * then the name itself (better than nothing, and what the server meant).
 */
export function requisiteLabel(requisite: Pick<Requisite, 'name' | 'title'>, t: (key: string) => string): string {
  const title = requisite.title?.trim();
  if (title) return title;
  const key = requisiteLabelKey(requisite.name);
  return key ? t(key) : requisite.name;
}
