import type { PaymentMethod, ServerField } from '../../contract/methods';
import type { AmountPattern } from '../contract/flowDefinition';

/** The field of a P2P market method that holds the amount. */
export const MARKET_AMOUNT_FIELD = 'amount';

/**
 * Spec §5, §9: the P2P market's methods, `p2p_market` and its regional variants (`p2p_market_{cc}`),
 * a fixed list whose members the specification names by that word (README "Readings of the specification").
 */
export const isP2pMarket = (name: string): boolean => name === 'p2p_market' || name.startsWith('p2p_market_');

const amountFieldOf = (method: Pick<PaymentMethod, 'name' | 'fields'>): ServerField | undefined =>
  isP2pMarket(method.name) ? method.fields?.find((field) => field.name === MARKET_AMOUNT_FIELD) : undefined;

/**
 * Spec §5 "For p2p_market the amount is tested against the method's own regex (with
 * regex_error_key)": the patterns of the method's amount field, and its error key (by default
 * `paymentMethods.{name}`, as any field's).
 */
export function marketAmountPattern(method: PaymentMethod): AmountPattern | null {
  const field = amountFieldOf(method);
  if (!field?.regex?.length) return null;
  return { regex: field.regex, errorKey: field.regex_error_key ?? `paymentMethods.${method.name}` };
}

/** The market's amount field is the amount input itself: not drawn again among the method's fields. */
export function withoutMarketAmount(method: PaymentMethod, fields: readonly ServerField[]): ServerField[] | null {
  return amountFieldOf(method) ? fields.filter((field) => field.name !== MARKET_AMOUNT_FIELD) : null;
}

/** Spec §9 "p2p-market amount in fields": the create sends the amount among the fields too. */
export function marketFields(method: Pick<PaymentMethod, 'name' | 'fields'>, fields: Readonly<Record<string, string>>, amount: number): Record<string, string> {
  return amountFieldOf(method) ? { ...fields, [MARKET_AMOUNT_FIELD]: String(amount) } : { ...fields };
}
